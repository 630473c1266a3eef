import { errorReport } from '@server/db/schema/index'
import { resolveCaller } from '@server/http/access'
import { serveOperation } from '@server/http/operation-route'
import { supportContract } from '@shared/api/support-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The web app's error reports (the audit log and the error list are the admin's: admin/audit). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(
    app,
    supportContract.errorReport,
    async (request, reply) => {
      const body = request.body
      // A public route: the session (if any) is read here, so the list says whose page crashed.
      const caller = request.caller ?? (await resolveCaller(app.auth, request).catch(() => null))
      await db()
        .insert(errorReport)
        .values({
          errorId: body.errorId,
          source: 'web',
          message: body.message,
          stack: body.stack ?? null,
          url: body.url ?? null,
          userId: caller?.userId ?? null,
        })
      return reply.code(202).send({ ok: true })
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  )
}
