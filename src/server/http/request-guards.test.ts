import { Writable } from 'node:stream'
import { testConfig } from '@server/config'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions, redactUrl } from './request-log'

let t: TestApp
let customer: { cookie: string }
let admin: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: 'scrape-token-scrape-token-0123' })
  customer = await signedInAs(t, 'individual')
  admin = await signedInAs(t, 'admin')
})
afterAll(() => t.close())

const contact = {
  name: 'Luc Weber',
  email: 'luc@example.lu',
  topic: 'other',
  message: 'A question about LuxPro.',
}

describe('cross-site requests with the session cookie', () => {
  it('refuses a state-changing call from another site, and takes it from our pages', async () => {
    let address = 0
    // The contact form allows 5 messages per 10 minutes per address: each call comes from its own.
    const from = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        remoteAddress: `192.0.2.${++address}`,
        headers: { cookie: customer.cookie, ...headers },
        payload: contact,
      })
    const evil = await from({ origin: 'https://evil.example' })
    expect(evil.statusCode).toBe(403)
    expect(evil.json().error.code).toBe('cross_site_request')
    expect((await from({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(
      403,
    )
    expect((await from({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403)
    expect((await from({ origin: ORIGIN })).statusCode).toBe(201)
    expect((await from({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201)
  })

  it('leaves bearer-token clients and cookie-less calls alone', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress: '192.0.2.100',
      headers: { origin: 'https://evil.example' },
      payload: contact,
    })
    expect(anonymous.statusCode).toBe(201)
  })
})

describe('client addresses behind proxies', () => {
  const signInFrom = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '127.0.0.1',
      headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.lu', password: 'Wrong-Password-1' },
    })

  it('ignores X-Forwarded-For unless TRUST_PROXY says which proxies to believe', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: 3 })
    try {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await signInFrom(limited.app, `198.51.100.${i}`)).statusCode)
      expect(statuses).toEqual([401, 401, 401, 429])
    } finally {
      await limited.close()
    }
  })

  it('believes the configured proxy', async () => {
    const proxied = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: 3, TRUST_PROXY: '127.0.0.1' })
    try {
      for (let i = 0; i < 4; i++)
        expect((await signInFrom(proxied.app, `198.51.100.${i}`)).statusCode).toBe(401)
    } finally {
      await proxied.close()
    }
  })
})

describe('what is public', () => {
  it('/metrics answers admins and the scrape token only', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/metrics', headers: { cookie: customer.cookie } })).statusCode).toBe(
      403,
    )
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })
    expect(wrong.statusCode).toBe(401)
    const scraper = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-scrape-token-0123' },
    })
    expect(scraper.statusCode).toBe(200)
    expect(scraper.body).toContain('http_request_duration_seconds')
    expect((await t.app.inject({ url: '/metrics', headers: { cookie: admin.cookie } })).statusCode).toBe(200)
  })

  it('serves the API document outside production only, unless configured', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200)
    const production = await buildTestApp({ NODE_ENV: 'production' })
    const enabled = await buildTestApp({ NODE_ENV: 'production', API_DOCS_ENABLED: 'true' })
    try {
      expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404)
      expect((await enabled.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200)
    } finally {
      await production.close()
      await enabled.close()
    }
  })

  it('sends a Permissions-Policy that turns off what the site never uses', async () => {
    const res = await t.app.inject({ url: '/health' })
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)')
  })
})

describe('access log', () => {
  it('keeps quote-link and reset tokens out of the log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' }))
    const app = Fastify({ logger: { ...(options as object), stream } })
    app.get('/api/auth/reset-password/:token', async () => 'ok')
    app.get('/business/quote-requests/:id', async () => 'ok')
    await app.inject({ url: '/api/auth/reset-password/secret-reset-token?callbackURL=/auth' })
    await app.inject({ url: '/business/quote-requests/42?token=secret-quote-token&lang=fr' })
    await app.close()
    const log = lines.join('')
    expect(log).toContain('/business/quote-requests/42?token=%5Bredacted%5D&lang=fr')
    expect(log).not.toContain('secret-reset-token')
    expect(log).not.toContain('secret-quote-token')
  })

  it('redacts secret-looking parameters and :token segments only', () => {
    expect(redactUrl('/a?q=plombier&page=2')).toBe('/a?q=plombier&page=2')
    expect(redactUrl('/verify?token=abc&callbackURL=%2Fauth')).toBe(
      '/verify?token=%5Bredacted%5D&callbackURL=%2Fauth',
    )
    expect(redactUrl('/x/abc/y', '/x/:token/y')).toBe('/x/[redacted]/y')
  })
})
