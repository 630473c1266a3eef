import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { helmetHeaders, registerSecurityHeaders } from './security-headers'

describe('security headers built once', () => {
  const headers = helmetHeaders({
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  })

  it("are helmet's own headers for the options, as the plugin sent them per request", () => {
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  it('go on every answer: a route, a 404 and an error', async () => {
    const app = Fastify()
    registerSecurityHeaders(app, headers)
    app.get('/ok', async () => 'ok')
    app.get('/fails', async () => {
      throw new Error('boom')
    })
    for (const url of ['/ok', '/missing', '/fails']) {
      const res = await app.inject(url)
      for (const [name, value] of Object.entries(headers))
        expect(res.headers[name], `${url} ${name}`).toBe(value)
    }
    await app.close()
  })
})
