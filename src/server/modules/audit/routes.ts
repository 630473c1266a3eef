import { type auditLog, errorReport } from '@server/db/schema/index'
import { resolveCaller } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin/admin-resource'
import type { CsvColumn } from '@server/modules/csv/csv-stream'
import {
  AuditFilterQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  ClientErrorReportSchema,
  ErrorReportPageSchema,
  ErrorReportQuerySchema,
} from '@shared/admin/audit-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditBatch, listAudit } from './audit-queries'
import { listErrorReports } from './error-reports'

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

const AUDIT_CSV_COLUMNS: readonly CsvColumn<typeof auditLog.$inferSelect>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'at', value: (r) => r.at },
  { header: 'actor_email', value: (r) => r.actorEmail },
  { header: 'actor_user_id', value: (r) => r.actorUserId },
  { header: 'action', value: (r) => r.action },
  { header: 'target_type', value: (r) => r.targetType },
  { header: 'target_id', value: (r) => r.targetId },
  { header: 'ip', value: (r) => r.ip },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
  { header: 'details', value: (r) => json(r.details) },
]

/** The audit log and the error list, and the web app's error reports. */
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

export const auditAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    ...defineAdminResource({
      path: '/api/admin/audit',
      list: {
        summary: 'The audit log: admin actions and security events, newest first',
        querySchema: AuditQuerySchema,
        response: AuditPageSchema,
        load: listAudit,
      },
      csv: {
        summary: 'The audit log as CSV (the same filters), streamed',
        file: 'The audit log as CSV',
        filterSchema: AuditFilterQuerySchema,
        columns: AUDIT_CSV_COLUMNS,
        batch: auditBatch,
        keyOf: (row) => row.id,
        fileName: 'audit',
        audit: { action: 'export.audit', targetType: 'audit_log' },
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/errors',
      schema: {
        tags: ['admin'],
        summary: 'Recent server errors and error pages, with their error IDs and stacks',
        querystring: ErrorReportQuerySchema,
        response: { 200: ErrorReportPageSchema, ...errorResponses(400) },
      },
      handler: async (request) => listErrorReports(db(), request.query),
    }),
  ]
}
