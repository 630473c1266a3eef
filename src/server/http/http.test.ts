import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: 4096 })
})
afterAll(() => t.close())

describe('bad input', () => {
  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Anne",',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    })
  })

  it('answers wrong types with a 400 that names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: 42, email: [], topic: 'x', message: {} },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['name', 'email', 'topic', 'message']),
    )
  })

  it('answers an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: 'A'.repeat(10_000), email: 'a@b.lu', topic: 'other', message: 'x'.repeat(20) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('payload_too_large')
  })

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(res.statusCode).toBe(415)
  })
})

describe('routing', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })

  it('answers a HEAD of any GET route as its GET, without the body', async () => {
    for (const url of [
      '/health/live',
      '/api/public/categories',
      '/api/public/localities?q=esch&limit=3',
      '/api/public/providers/no-such-provider',
      '/api/users/me',
      '/robots.txt',
      '/api/nope',
    ]) {
      const get = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } })
      expect(head.statusCode, url).toBe(get.statusCode)
      expect(head.body, url).toBe('')
      for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control'])
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name])
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401)
  })

  it('answers a HEAD of a page as the page, and of a write-only API path with 404', async () => {
    const page = await t.app.inject({ method: 'HEAD', url: '/directory' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toBe('')
    expect((await t.app.inject({ method: 'HEAD', url: '/api/public/contact' })).statusCode).toBe(404)
  })

  it('serves every page of the spec with 200 and unknown pages with 404, both as HTML', async () => {
    for (const path of [
      '/',
      '/directory',
      '/dashboard/requests',
      '/admin/analytics/technical',
      '/provider/quotes/42',
      '/demo/simulation',
    ]) {
      const res = await t.app.inject(path)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
    }
    for (const path of ['/no-such-page', '/dashboard/unknown', '/provider/quotes', '/admin/analytics/x/y']) {
      const res = await t.app.inject(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
    }
  })

  it('redirects the old and language entry points to the landing page', async () => {
    const expected: Record<string, string> = {
      '/zugang': '/',
      '/acces': '/',
      '/zougang': '/',
      '/en': '/?lang=en',
      '/fr': '/?lang=fr',
      '/de': '/?lang=de',
    }
    for (const [from, to] of Object.entries(expected)) {
      const res = await t.app.inject(from)
      expect(res.statusCode, from).toBe(302)
      expect(res.headers.location).toBe(to)
    }
  })

  it('sends /register to the registration tab of /auth, keeping the query', async () => {
    const plain = await t.app.inject('/register')
    expect(plain.statusCode).toBe(302)
    expect(plain.headers.location).toBe('/auth?tab=register')
    const asked = await t.app.inject('/register?lang=fr&tab=sign-in')
    expect(asked.statusCode).toBe(302)
    expect(asked.headers.location).toBe('/auth?lang=fr&tab=register')
  })
})

describe('security and documentation', () => {
  it('sends a strict content security policy and the usual security headers', async () => {
    const res = await t.app.inject('/')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toBeDefined()
  })

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/api/public/categories',
        '/api/public/localities',
        '/api/public/contact',
      ]),
    )
    // Each GET route answers HEAD as well; the document lists its GET only.
    const methods = Object.values(doc.paths as Record<string, object>).flatMap((path) => Object.keys(path))
    expect(methods).toContain('get')
    expect(methods).not.toContain('head')
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400)
  })

  it('never leaks a stack trace: a failing query gives a generic 500', async () => {
    const broken = await buildTestApp()
    // Categories and places are served from memory: a provider's profile is read from the database.
    await broken.database.db.execute(sql`drop table provider cascade`)
    const res = await broken.app.inject('/api/public/providers/sanitaire-weber-bertrange')
    await broken.close()
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
    })
    expect(res.body).not.toMatch(/at |stack|pglite/i)
  })
})
