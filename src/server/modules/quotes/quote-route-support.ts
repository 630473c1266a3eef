import { resolveCaller } from '@server/http/access'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { loadRequest, type RequestContext, type Viewer, viewerOf } from './quote-context'
import type { NotifyDeps } from './quote-notify'
import { requestDetail } from './quote-views'

type QuoteApp = Pick<FastifyInstance, 'deps' | 'mailer' | 'auth' | 'log' | 'writtenLanguage'>

/** What every quote route reads its request through: the services' dependencies, who may see what. */
export function quoteRouteSupport(app: QuoteApp) {
  const deps = (): NotifyDeps => ({
    db: app.deps.database.db,
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
  })

  /**
   * Finds the request and who is asking. The quote-response page is public (the email link works
   * without an account), so the caller is read here; anyone without a right to it, a wrong or expired
   * token included, gets null, answered with the same 404 as a request that does not exist.
   */
  async function open(request: FastifyRequest, id: number, token: string | undefined, allowed: Viewer[]) {
    const caller = request.caller ?? (await resolveCaller(app.auth, request))
    const context = await loadRequest(app.deps.database.db, id)
    if (!context) return null
    const viewer = viewerOf(context, caller, token, app.deps.authSecret)
    if (!viewer || !allowed.includes(viewer)) return null
    return { context, viewer, caller }
  }

  /** The request as `viewer` sees it, read again after an action changed it. */
  async function detailOf(id: number, viewer: Viewer) {
    const context = (await loadRequest(app.deps.database.db, id)) as RequestContext
    return requestDetail(app.deps.database.db, context, viewer, app.writtenLanguage)
  }

  return { deps, open, detailOf }
}
