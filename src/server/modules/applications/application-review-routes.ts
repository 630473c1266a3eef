import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { VAT_CHECK_JOB } from '@server/modules/verification/vat-check'
import {
  ApplicationCountsSchema,
  ApplicationDeclineSchema,
  ApplicationDetailSchema,
  ApplicationIdParamsSchema,
  ApplicationNoteSchema,
  ApplicationQuestionInputSchema,
  ApplicationQueueQuerySchema,
  ApplicationQueueSchema,
} from '@shared/applications/application-review-schemas'
import type { FastifyRequest } from 'fastify'
import { approveApplication } from './application-approval'
import { emailApplicant } from './application-emails'
import {
  addNote,
  applicationDetail,
  declineApplication,
  listQueue,
  queueCounts,
  type Reviewer,
  requestInfo,
  startReview,
} from './application-review'

const reviewerOf = (request: FastifyRequest): Reviewer => {
  const caller = callerOf(request)
  return { userId: caller.userId, name: caller.name, actor: actorOf(request) }
}

const TAGS = ['admin', 'applications']

/**
 * The admins' review queue (/admin/applications): the 48-hour clock, the checks, notes and the
 * decisions. Every decision is one transaction with its event (who, when) and its audit entry; its
 * email follows.
 */
export const applicationReviewAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const deps = () => ({ mailer: app.mailer, publicUrl: app.deps.config.PUBLIC_URL, log: app.log })
  const detail = {
    200: ApplicationDetailSchema,
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
  }

  return [
    ...defineAdminResource({
      path: '/api/admin/partner-applications',
      tags: TAGS,
      list: {
        summary: 'Partner applications: open ones by time left on the 48-hour clock, or one status',
        querySchema: ApplicationQueueQuerySchema,
        response: ApplicationQueueSchema,
        load: listQueue,
      },
      detail: {
        summary: 'One application with its checks and its history',
        params: ApplicationIdParamsSchema,
        response: ApplicationDetailSchema,
        load: (database, id) => applicationDetail(database, id),
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/partner-applications/counts',
      schema: {
        tags: TAGS,
        summary: 'How many applications wait for a decision, and how many are overdue',
        response: { 200: ApplicationCountsSchema, ...errorResponses(401, 403, 429, 503) },
      },
      handler: async () => queueCounts(db()),
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/partner-applications/:id/start-review',
      schema: {
        tags: TAGS,
        summary: 'Take a submitted application into review',
        params: ApplicationIdParamsSchema,
        response: detail,
      },
      handler: async (request) => {
        await startReview(db(), request.params.id, reviewerOf(request))
        return applicationDetail(db(), request.params.id)
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/partner-applications/:id/notes',
      schema: {
        tags: TAGS,
        summary: 'Add a note for the other reviewers',
        params: ApplicationIdParamsSchema,
        body: ApplicationNoteSchema,
        response: detail,
      },
      handler: async (request) => {
        await addNote(db(), request.params.id, reviewerOf(request), request.body.note)
        return applicationDetail(db(), request.params.id)
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/partner-applications/:id/request-info',
      schema: {
        tags: TAGS,
        summary: 'Ask the applicant for more information (emailed; the clock stops until the answer)',
        params: ApplicationIdParamsSchema,
        body: ApplicationQuestionInputSchema,
        response: detail,
      },
      handler: async (request) => {
        const { row, token } = await requestInfo(
          db(),
          request.params.id,
          reviewerOf(request),
          request.body.question,
        )
        await emailApplicant(
          deps(),
          row,
          'partner-info-requested',
          { path: '/partners/apply/answer', params: { token } },
          request.body.question,
        )
        return applicationDetail(db(), request.params.id)
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/partner-applications/:id/approve',
      schema: {
        tags: TAGS,
        summary:
          'Approve: the business account, an unpublished listing and the plan; a set-password link is emailed',
        params: ApplicationIdParamsSchema,
        response: detail,
      },
      handler: async (request) => {
        const approval = await approveApplication(db(), request.params.id, reviewerOf(request))
        // The new listing's VAT number is asked about in VIES off the request path (when it is on).
        await app.jobs.runSoon(VAT_CHECK_JOB)
        if (approval.setPasswordToken)
          await emailApplicant(deps(), approval.row, 'partner-approved', {
            path: '/auth',
            params: { tab: 'reset', token: approval.setPasswordToken, welcome: '1' },
          })
        else
          await emailApplicant(deps(), approval.row, 'partner-approved-existing', {
            path: '/dashboard/overview',
          })
        return applicationDetail(db(), request.params.id)
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/partner-applications/:id/decline',
      schema: {
        tags: TAGS,
        summary: 'Decline with a reason (emailed to the applicant)',
        params: ApplicationIdParamsSchema,
        body: ApplicationDeclineSchema,
        response: detail,
      },
      handler: async (request) => {
        const row = await declineApplication(
          db(),
          request.params.id,
          reviewerOf(request),
          request.body.reason,
        )
        await emailApplicant(deps(), row, 'partner-declined', { path: '/contact' }, request.body.reason)
        return applicationDetail(db(), request.params.id)
      },
    }),
  ]
}
