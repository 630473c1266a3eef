import { ClientErrorReportSchema } from '@shared/admin/audit-schemas'
import { describe, expect, it } from 'vitest'
import { errorReportOf } from './error-report'
import { ERROR_COUNT_KEY, LAST_ERROR_KEY, newErrorId, recordError } from './error-store'

describe('recordError', () => {
  it('counts errors and keeps the last one locally, with an id', () => {
    recordError(new Error('first'))
    const { record, count } = recordError(new Error('second'))
    expect(count).toBe(2)
    expect(localStorage.getItem(ERROR_COUNT_KEY)).toBe('2')
    expect(JSON.parse(localStorage.getItem(LAST_ERROR_KEY) ?? '{}')).toMatchObject({
      message: 'second',
      id: record.id,
    })
    expect(record.id).toMatch(/^ERR-/)
  })
})

describe('error IDs and their report', () => {
  it('always makes an ID the server’s error list takes', () => {
    for (let i = 0; i < 200; i++) expect(newErrorId()).toMatch(/^ERR-[A-Z0-9]{4,16}-[A-Z0-9]{4}$/)
  })

  it('reports a message of any shape as one clean line, and the page without its query', () => {
    const report = errorReportOf(
      {
        id: newErrorId(),
        message: `Cannot read "x"\n\tat line 3\u0000${'é'.repeat(600)}`,
        stack: 's'.repeat(9000),
        timestamp: new Date().toISOString(),
      },
      { origin: 'https://luxpro.lu', pathname: '/requests/12' },
    )
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true)
    expect(report.message.startsWith('Cannot read "x" at line 3 é')).toBe(true)
    expect(Array.from(report.message)).toHaveLength(500)
    expect(report.stack).toHaveLength(8000)
    expect(report.url).toBe('https://luxpro.lu/requests/12')
  })
})
