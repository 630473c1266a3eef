import { resolveCaller, type SessionReader } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { isQuoteLinkToken } from '@server/modules/quotes/quote-context'
import { accessTokenOf } from '@shared/access/access-cookie'
import { allowsFeature } from '@shared/access/access-features'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { accessGateEnabled } from './access-gate-state'
import { readAccessSession } from './access-sessions'
import { featureOf, isApiPath, passesGate, quoteLinkOf } from './gate-paths'

/**
 * The early-access gate (ADR 026). While it is on, every request but the open ones needs
 * a live access session (the `luxpro_access` cookie; the browser's copy is only a cache) or an
 * admin's sign-in: pages without one are redirected to /access (server-rendered ones included), the
 * API answers 403 `access_required`; a feature the session lacks answers 403 `feature_unavailable`.
 */
const accessGate: FastifyPluginAsync<{ sessions: SessionReader }> = async (app, { sessions }) => {
  app.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://x')
    if (passesGate(url.pathname)) return
    const db = app.deps.database.db
    if (!(await accessGateEnabled(db, app.deps.config))) return
    const quoteLink = quoteLinkOf(url.pathname, url.searchParams)
    if (quoteLink && (await isQuoteLinkToken(db, app.deps.authSecret, quoteLink.id, quoteLink.token))) return
    const token = accessTokenOf(request.headers.cookie)
    const session = token ? await readAccessSession(db, token) : null
    if (session) {
      request.limitedAccess = session.accessLevel === 'limited'
      const feature = featureOf(url.pathname)
      if (feature && !allowsFeature(session, feature)) {
        throw new DomainError('feature_unavailable', 403)
      }
      return
    }
    const caller = request.caller ?? (await resolveCaller(sessions, request).catch(() => null))
    if (caller?.role === 'admin') return
    reply.header('cache-control', 'no-store')
    if (isApiPath(url.pathname)) throw new DomainError('access_required', 403)
    const target = new URLSearchParams()
    const lang = url.searchParams.get('lang')
    if (lang === 'fr' || lang === 'de') target.set('lang', lang)
    if (url.pathname !== '/') target.set('next', `${url.pathname}${url.search}`)
    const query = target.toString()
    return reply.redirect(`/access${query ? `?${query}` : ''}`, 302)
  })
}

export default fp(accessGate, { name: 'access-gate' })
