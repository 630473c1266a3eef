import { trustedOrigins } from '@server/config'
import { DomainError } from '@server/http/domain-error'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

/**
 * Cross-site request forgery guard for our own state-changing routes (the auth library checks
 * its own). A request that acts through the session cookie must come from one of our pages:
 * `Sec-Fetch-Site: same-origin` (or `none`, typed by the person), or else an `Origin` we trust.
 * Bearer-token calls carry no ambient credential, and a client that sends neither header is not
 * a browser, so both pass.
 */
export function registerOriginCheck(app: FastifyInstance) {
  const trusted = new Set(trustedOrigins(app.deps.config))
  const fromOurPages = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site']
    if (site === 'same-origin' || site === 'none') return true
    const origin = request.headers.origin
    if (origin) return trusted.has(origin)
    return site === undefined
  }
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.url.startsWith('/api/auth/')) return
    if (request.headers.authorization) return
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return
    if (!fromOurPages(request)) throw new DomainError('cross_site_request', 403)
  })
}
