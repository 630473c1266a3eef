import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await buildTestApp()
  admin = (await signedInAs(t, 'admin')).cookie
})
afterAll(() => t.close())

const NOT_FOUND = { error: { code: 'not_found', message: 'Not found.' } }

describe('path parameters', () => {
  it('answers 404 to an empty one, never the list beside it', async () => {
    const list = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } })
    expect(list.statusCode).toBe(200)
    for (const url of ['/api/admin/users/', '/api/admin/providers/', '/api/admin/users//audit']) {
      const res = await t.app.inject({ url, headers: { cookie: admin } })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual(NOT_FOUND)
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests//decline',
      headers: { cookie: admin, origin: ORIGIN },
      payload: {},
    })
    expect(write.statusCode).toBe(404)
  })

  it('answers 404 in the one error shape to an over-long one, without echoing the path', async () => {
    for (const url of [
      `/api/public/providers/${'a'.repeat(300)}`,
      `/api/admin/users/${'b'.repeat(5_000)}`,
      `/api/auth/reset-password/${'c'.repeat(300)}`,
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: admin } })
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual(NOT_FOUND)
    }
  })

  it('answers 400 to a broken percent-encoding, and 404 to a trailing slash', async () => {
    const broken = await t.app.inject('/api/public/providers/%E0%A4%A')
    expect(broken.statusCode).toBe(400)
    expect(broken.json().error.code).toBe('validation_error')
    const slash = await t.app.inject('/api/public/categories/')
    expect(slash.statusCode).toBe(404)
    expect(slash.json()).toEqual(NOT_FOUND)
  })
})
