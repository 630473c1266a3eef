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
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const TAGS = ['admin', 'applications']
/** A decision answers the application as it now stands. */
const detail = {
  200: ApplicationDetailSchema,
  ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
}

/** The partner applications' review queue (ADR 076, 078). */
export const adminApplicationsContract = {
  applications: defineAdminResource({
    path: '/api/admin/partner-applications',
    tags: TAGS,
    list: {
      summary: 'Partner applications: open ones by time left on the 48-hour clock, or one status',
      query: ApplicationQueueQuerySchema,
      response: ApplicationQueueSchema,
    },
    detail: {
      summary: 'One application with its checks and its history',
      params: ApplicationIdParamsSchema,
      response: ApplicationDetailSchema,
    },
  }),
  counts: defineOperation({
    method: 'GET',
    path: '/api/admin/partner-applications/counts',
    access: 'admin',
    tags: TAGS,
    summary: 'How many applications wait for a decision, and how many are overdue',
    responses: { 200: ApplicationCountsSchema, ...errorResponses(401, 403, 429, 503) },
  }),
  startReview: defineOperation({
    method: 'POST',
    path: '/api/admin/partner-applications/:id/start-review',
    access: 'admin',
    tags: TAGS,
    summary: 'Take a submitted application into review',
    params: ApplicationIdParamsSchema,
    responses: detail,
  }),
  addNote: defineOperation({
    method: 'POST',
    path: '/api/admin/partner-applications/:id/notes',
    access: 'admin',
    tags: TAGS,
    summary: 'Add a note for the other reviewers',
    params: ApplicationIdParamsSchema,
    body: ApplicationNoteSchema,
    responses: detail,
  }),
  requestInfo: defineOperation({
    method: 'POST',
    path: '/api/admin/partner-applications/:id/request-info',
    access: 'admin',
    tags: TAGS,
    summary: 'Ask the applicant for more information (emailed; the clock stops until the answer)',
    params: ApplicationIdParamsSchema,
    body: ApplicationQuestionInputSchema,
    responses: detail,
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/api/admin/partner-applications/:id/approve',
    access: 'admin',
    tags: TAGS,
    summary:
      'Approve: the business account, an unpublished listing and the plan; a set-password link is emailed',
    params: ApplicationIdParamsSchema,
    responses: detail,
  }),
  decline: defineOperation({
    method: 'POST',
    path: '/api/admin/partner-applications/:id/decline',
    access: 'admin',
    tags: TAGS,
    summary: 'Decline with a reason (emailed to the applicant)',
    params: ApplicationIdParamsSchema,
    body: ApplicationDeclineSchema,
    responses: detail,
  }),
}
