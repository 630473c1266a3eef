import { describe, expect, it } from 'vitest'
import { ERROR_COUNT_KEY, LAST_ERROR_KEY, recordError } from './error-store'

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
