import { register, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('the development mailbox', () => {
  it('answers 400 or 404, never 500, for ids and addresses no email can have (found by fuzzing)', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox/9007199254740991' })).statusCode).toBe(400)
    expect((await t.app.inject({ url: '/dev/mailbox/2147483647' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/dev/mailbox?to=%00' })).statusCode).toBe(400)
    const list = await t.app.inject({ url: '/api/dev/mailbox?to=nobody%40example.lu' })
    expect(list.json()).toEqual({ items: [] })
  })

  it('shows an email’s HTML part as it was sent, from its message view', async () => {
    const email = uniqueEmail()
    await register(t.app, { email, language: 'fr' })
    const list = await t.app.inject({ url: '/api/dev/mailbox', query: { to: email } })
    const [sent] = list.json().items as Array<{ id: number }>
    if (!sent) throw new Error('no confirmation email')
    const view = await t.app.inject({ url: `/dev/mailbox/${sent.id}` })
    expect(view.body).toContain(`href="/dev/mailbox/${sent.id}/html"`)
    const html = await t.app.inject({ url: `/dev/mailbox/${sent.id}/html` })
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(html.body).toMatch(/<html[^>]* lang="fr"/)
    expect(html.body).toContain('class="lp-button"')
    expect((await t.app.inject({ url: '/dev/mailbox/2147483647/html' })).statusCode).toBe(404)
  })
})
