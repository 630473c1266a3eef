import { resolveCaller, type SessionReader } from '@server/http/access'
import { localizedError } from '@server/http/errors'
import { pageLanguage } from '@server/http/page-language'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { maintenancePage } from './maintenance-page'
import { readMaintenance, retryAfterSeconds } from './maintenance-state'

/**
 * What stays open while LuxPro is in maintenance: health and metrics (they must tell the truth),
 * signing in (so admins can), the maintenance state itself, the login page, and static files.
 */
const OPEN_PREFIXES = ['/health', '/metrics', '/api/auth/', '/api/public/maintenance', '/assets/', '/geo/']
const OPEN_PAGES = new Set(['/auth'])
const STATIC_FILE = /\.(?:js|mjs|css|png|jpe?g|svg|ico|webp|avif|woff2?|webmanifest|map)$/

export function staysOpen(path: string): boolean {
  return (
    OPEN_PAGES.has(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix)) || STATIC_FILE.test(path)
  )
}

const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/dev/')

/**
 * Maintenance mode: visitors and non-admins get a real 503 — a page in their language
 * for pages, the API's JSON error for the API — with Retry-After; admins keep working (the web app
 * shows them a banner). The state is read at most once a second per instance.
 */
const maintenanceGate: FastifyPluginAsync<{ sessions: SessionReader }> = async (app, { sessions }) => {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (staysOpen(path)) return
    const state = await readMaintenance(app.deps.database.db)
    if (!state.enabled) return
    const caller = request.caller ?? (await resolveCaller(sessions, request).catch(() => null))
    if (caller?.role === 'admin') return
    reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds(state)))
      .header('cache-control', 'no-store')
    if (isApi(path)) return reply.send(localizedError(request, 'maintenance'))
    return reply.type('text/html; charset=utf-8').send(maintenancePage(state, pageLanguage(request)))
  })
}

export default fp(maintenanceGate, { name: 'maintenance-gate' })
