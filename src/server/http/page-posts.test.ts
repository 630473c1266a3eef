import { ORIGIN } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** What a browser sends for a form of the page that was submitted before the page's script ran. */
const formPost = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams(fields).toString(),
  })

describe('a form posted to a page before its script ran', () => {
  it('is sent back to the page with 303, the fields left unread', async () => {
    const register = await formPost('/auth?tab=register', {
      name: 'Lea Muller',
      email: 'lea.muller@example.lu',
      password: 'Very-Secret-Pass-2026',
      confirmPassword: '',
    })
    expect(register.statusCode).toBe(303)
    expect(register.headers.location).toBe('/auth?tab=register')
    expect(register.body).not.toContain('Very-Secret-Pass-2026')

    for (const url of [
      '/contact',
      '/partners/apply',
      '/access',
      '/',
      '/providers/sanitaire-weber-bertrange',
    ]) {
      const res = await formPost(url, { email: 'lea.muller@example.lu', message: 'Hello' })
      expect(res.statusCode, url).toBe(303)
      expect(res.headers.location, url).toBe(url)
    }
  })

  it('keeps the page’s own address, trailing slash removed, and answers a multipart post too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/partners/apply/?lang=fr',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN },
      payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nlea@example.lu\r\n--x--\r\n',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/partners/apply?lang=fr')
  })

  it('answers 404 for a path that is no page, and leaves the API as it was', async () => {
    expect((await formPost('/no-such-page', { a: 'b' })).statusCode).toBe(404)
    expect((await formPost('//evil.example/auth', { a: 'b' })).statusCode).toBe(404)
    const api = await formPost('/api/public/contact', { name: 'Lea', email: 'lea@example.lu' })
    expect(api.statusCode).toBe(415)
  })
})
