import { errorReport } from '@server/db/schema/index'
import { resolveCaller } from '@server/http/access'
import { errorResponses } from '@server/http/response-schemas'
import { ClientErrorReportSchema } from '@shared/admin/audit-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** The web app's error reports (the audit log and the error list are the admin's: admin/audit). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.post(
    '/api/public/error-reports',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'The web app reports the error its error page showed (the ID the person sees)',
        body: ClientErrorReportSchema,
        response: { 202: z.object({ ok: z.literal(true) }), ...errorResponses(400, 413, 415) },
      },
    },
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
  )
}
