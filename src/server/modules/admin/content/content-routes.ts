import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { assignCandidates, assignUnmatched } from '@server/modules/admin/unmatched-assign'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import type { NotifyDeps } from '@server/modules/quotes/quote-notify'
import { adminContentContract } from '@shared/api/admin-content-contract'
import type { FastifyRequest } from 'fastify'
import { listProjects, listQuotes, loadProjectDetail } from './content-queries'
import { cancelRequestAsAdmin, hideMessage } from './moderation'

/** Projects, quotes and their threads (read-only), moderation, and manual assignment. */
export const contentAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const notifyDeps = (): NotifyDeps => ({
    db: db(),
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
  })
  const withActor = (request: FastifyRequest) => ({ ...notifyDeps(), actor: actorOf(request) })

  return [
    ...serveAdminResource(adminContentContract.projects, { list: listProjects, detail: loadProjectDetail }),
    ...serveAdminResource(adminContentContract.quotes, { list: listQuotes }),
    adminRoute(adminContentContract.cancelRequest, async (request) => {
      await cancelRequestAsAdmin(withActor(request), request.params.id, request.body.reason)
      return { ok: true as const, affected: 1 }
    }),
    adminRoute(adminContentContract.hideMessage, async (request) => {
      await hideMessage(withActor(request), request.params.id, request.body.reason)
      return { ok: true as const, affected: 1 }
    }),
    adminRoute(adminContentContract.assignCandidates, async (request) =>
      assignCandidates(db(), request.params.id, request.query),
    ),
    adminRoute(adminContentContract.assign, async (request, reply) =>
      reply.code(201).send({
        projectId: await assignUnmatched(withActor(request), request.params.id, request.body.providerIds),
      }),
    ),
  ]
}
