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
import { z } from 'zod'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const tags = ['admin']

/** Projects, quotes and their threads (read-only), moderation, and the manual assignment of an unmatched request (ADR 076, 078). */
export const adminContentContract = {
  projects: defineAdminResource({
    path: '/api/admin/projects',
    list: {
      summary: 'Every project with its customer, requests, quotes and overdue flag',
      query: ProjectListQuerySchema,
      response: ProjectPageSchema,
    },
    detail: {
      summary: 'A project, its requests, quotes and whole threads, read-only',
      params: IdParamsSchema,
      response: ProjectDetailSchema,
    },
  }),
  quotes: defineAdminResource({
    path: '/api/admin/quotes',
    list: {
      summary: 'Every request sent to a provider, with its quote, status and overdue flag',
      query: QuoteListQuerySchema,
      response: QuotePageSchema,
    },
  }),
  cancelRequest: defineOperation({
    method: 'POST',
    path: '/api/admin/quote-requests/:id/cancel',
    access: 'admin',
    tags,
    summary: 'Cancel a request with a reason; the customer and the provider are told',
    params: IdParamsSchema,
    body: ModerationSchema,
    responses: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  hideMessage: defineOperation({
    method: 'POST',
    path: '/api/admin/messages/:id/hide',
    access: 'admin',
    tags,
    summary: 'Hide an abusive message with a reason; both sides are told',
    params: IdParamsSchema,
    body: ModerationSchema,
    responses: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  assignCandidates: defineOperation({
    method: 'GET',
    path: '/api/admin/unmatched-requests/:id/candidates',
    access: 'admin',
    tags: ['admin', 'assistant'],
    summary: 'Providers to send an unmatched request to: by category, nearest first',
    params: IdParamsSchema,
    query: AssignCandidatesQuerySchema,
    responses: { 200: AssignCandidatesSchema, ...errorResponses(400, 404) },
  }),
  assign: defineOperation({
    method: 'POST',
    path: '/api/admin/unmatched-requests/:id/assign',
    access: 'admin',
    tags: ['admin', 'assistant'],
    summary: 'Send an unmatched request to up to 5 providers on the customer’s behalf',
    params: IdParamsSchema,
    body: AssignSchema,
    responses: {
      201: z.object({ projectId: z.number().int() }),
      ...errorResponses(400, 404, 409, 413, 415),
    },
  }),
}
