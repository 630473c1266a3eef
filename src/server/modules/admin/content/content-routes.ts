import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { assignCandidates, assignUnmatched } from '@server/modules/admin/unmatched-assign'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import type { NotifyDeps } from '@server/modules/quotes/quote-notify'
import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import {
  AssignCandidatesQuerySchema,
  AssignCandidatesSchema,
  AssignSchema,
  IdParamsSchema,
  ModerationSchema,
  ProjectDetailSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  QuoteListQuerySchema,
  QuotePageSchema,
} from '@shared/admin/content-admin-schemas'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
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
  const tags = ['admin']

  return [
    ...defineAdminResource({
      path: '/api/admin/projects',
      list: {
        summary: 'Every project with its customer, requests, quotes and overdue flag',
        querySchema: ProjectListQuerySchema,
        response: ProjectPageSchema,
        load: listProjects,
      },
      detail: {
        summary: 'A project, its requests, quotes and whole threads, read-only',
        params: IdParamsSchema,
        response: ProjectDetailSchema,
        load: loadProjectDetail,
      },
    }),
    ...defineAdminResource({
      path: '/api/admin/quotes',
      list: {
        summary: 'Every request sent to a provider, with its quote, status and overdue flag',
        querySchema: QuoteListQuerySchema,
        response: QuotePageSchema,
        load: listQuotes,
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/quote-requests/:id/cancel',
      schema: {
        tags,
        summary: 'Cancel a request with a reason; the customer and the provider are told',
        params: IdParamsSchema,
        body: ModerationSchema,
        response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
      handler: async (request) => {
        await cancelRequestAsAdmin(withActor(request), request.params.id, request.body.reason)
        return { ok: true as const, affected: 1 }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/messages/:id/hide',
      schema: {
        tags,
        summary: 'Hide an abusive message with a reason; both sides are told',
        params: IdParamsSchema,
        body: ModerationSchema,
        response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
      handler: async (request) => {
        await hideMessage(withActor(request), request.params.id, request.body.reason)
        return { ok: true as const, affected: 1 }
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/unmatched-requests/:id/candidates',
      schema: {
        tags: ['admin', 'assistant'],
        summary: 'Providers to send an unmatched request to: by category, nearest first',
        params: IdParamsSchema,
        querystring: AssignCandidatesQuerySchema,
        response: { 200: AssignCandidatesSchema, ...errorResponses(400, 404) },
      },
      handler: async (request) => assignCandidates(db(), request.params.id, request.query),
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/unmatched-requests/:id/assign',
      schema: {
        tags: ['admin', 'assistant'],
        summary: 'Send an unmatched request to up to 5 providers on the customer’s behalf',
        params: IdParamsSchema,
        body: AssignSchema,
        response: {
          201: z.object({ projectId: z.number().int() }),
          ...errorResponses(400, 404, 409, 413, 415),
        },
      },
      handler: async (request, reply) =>
        reply.code(201).send({
          projectId: await assignUnmatched(withActor(request), request.params.id, request.body.providerIds),
        }),
    }),
  ]
}
