import { errorReport } from '@server/db/schema/index'
import { resolveCaller } from '@server/http/access'
import { errorResponses } from '@server/http/response-schemas'
import {
  csvFileResponse,
  csvStream,
  delimiterOf,
  exportFileName,
  keysetBatches,
} from '@server/modules/csv/csv-stream'
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
import { actorOf, recordAudit } from './audit-log'
import { auditBatch, listAudit } from './audit-queries'
import { listErrorReports } from './error-reports'

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

/** The audit log and the error list, and the web app's error reports. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log: admin actions and security events, newest first',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listAudit(db(), request.query),
  )

  app.get(
    '/api/admin/audit/export',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log as CSV (the same filters), streamed',
        querystring: AuditFilterQuerySchema,
        response: { 200: csvFileResponse('The audit log as CSV'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { delimiter, ...filters } = request.query
      await recordAudit(db(), actorOf(request), {
        action: 'export.audit',
        targetType: 'audit_log',
        details: { filters },
      })
      const rows = keysetBatches(auditBatch(db(), filters), (row) => row.id)
      const stream = csvStream(
        [
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
        ],
        rows,
        delimiterOf(delimiter),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('audit')}"`)
        .send(stream)
    },
  )

  app.get(
    '/api/admin/errors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Recent server errors and error pages, with their error IDs and stacks',
        querystring: ErrorReportQuerySchema,
        response: { 200: ErrorReportPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listErrorReports(db(), request.query),
  )

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
