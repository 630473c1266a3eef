import { callerOf } from '@server/http/access'
import { isDemoRequest } from '@server/http/demo-mode'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { quotesContract } from '@shared/api/quotes-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  discardPendingProject,
  findPendingProject,
  purgeExpiredPendingProjects,
  sendPendingProject,
} from './pending-projects'

const PURGE_INTERVAL_MS = 60 * 60 * 1000

/**
 * The project a customer typed before registering, kept for their account: read, send
 * (one credit) or discard it, only its owner. It is kept by the sign-up itself (app.ts gives the
 * auth module keepPendingProject).
 */
export const pendingProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(app, quotesContract.pendingProject, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { pending: await findPendingProject(db(), callerOf(request).userId) }
  })

  serveOperation(app, quotesContract.sendPendingProject, async (request, reply) => {
    const deps = {
      db: db(),
      mailer: app.mailer,
      publicUrl: app.deps.config.PUBLIC_URL,
      secret: app.deps.authSecret,
      log: app.log,
    }
    const created = await sendPendingProject(
      deps,
      callerOf(request),
      request.params.id,
      new Date(),
      isDemoRequest(request),
    )
    if (!created) throw new DomainError('not_found', 404)
    await app.landing.record(request, ['request_sent'])
    return reply.code(201).send(created)
  })

  serveOperation(app, quotesContract.discardPendingProject, async (request, reply) => {
    if (!(await discardPendingProject(db(), app.fileStore, callerOf(request).userId, request.params.id)))
      throw new DomainError('not_found', 404)
    return reply.code(204).send(null)
  })

  app.jobs.schedule({
    name: 'pending-project-purge',
    everyMs: PURGE_INTERVAL_MS,
    async run({ db: jobDb, log }) {
      const count = await purgeExpiredPendingProjects(jobDb, app.fileStore, new Date())
      if (count > 0) log.info({ count }, 'expired kept projects removed')
    },
  })
}
