import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ErrorReportPage } from '@shared/admin/audit-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: string
let customer: Awaited<ReturnType<typeof signedInAs>>
beforeAll(async () => {
  t = await buildTestApp()
  admin = (await signedInAs(t, 'admin')).cookie
  customer = await signedInAs(t, 'individual')
})
afterAll(() => t.close())

const report = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/error-reports',
    payload,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  })
const errorsFor = async (errorId: string, cookie = admin) =>
  t.app.inject({ url: `/api/admin/errors?errorId=${errorId}`, headers: { cookie } })

describe('the error page’s ID reaches the admins’ error list', () => {
  it('lists the reported crash under the ID the person saw, with its message, stack, page and account', async () => {
    // The web app's form of an ID (ERR-<time in base 36>-<4 characters>), as its error page shows it.
    const errorId = `ERR-${Date.now().toString(36).toUpperCase()}-K7QZ`
    const sent = await report(
      {
        errorId,
        message: 'Cannot read properties of undefined (reading "price")',
        stack: 'TypeError: Cannot read properties of undefined\n    at QuoteCard (quote-card.tsx:42)',
        url: 'http://localhost:3000/requests/12',
      },
      customer.cookie,
    )
    expect(sent.statusCode, sent.body).toBe(202)

    const res = await errorsFor(errorId)
    expect(res.statusCode).toBe(200)
    const page = res.json() as ErrorReportPage
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      errorId,
      source: 'web',
      message: 'Cannot read properties of undefined (reading "price")',
      url: 'http://localhost:3000/requests/12',
      userId: customer.userId,
    })
    expect(page.items[0]?.stack).toContain('quote-card.tsx:42')
    // Newest first in the whole list too, beside the server's own 500s.
    const all = (await t.app.inject({ url: '/api/admin/errors', headers: { cookie: admin } })).json()
    expect(all.items[0].errorId).toBe(errorId)
  })

  it('takes a report from a visitor, refuses what is not an error ID, and shows the list to admins only', async () => {
    const errorId = `ERR-${Date.now().toString(36).toUpperCase()}-AB12`
    expect((await report({ errorId, message: 'Chunk failed to load' })).statusCode).toBe(202)
    expect((await errorsFor(errorId)).json().items[0]).toMatchObject({ source: 'web', userId: null })
    expect((await report({ errorId: 'anything', message: 'x' })).statusCode).toBe(400)
    expect((await errorsFor(errorId, customer.cookie)).statusCode).toBe(403)
  })
})
