import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import { IdParamsSchema } from '@shared/admin/content-admin-schemas'
import {
  ReviewModerationSchema,
  SupportListQuerySchema,
  SupportListSchema,
  SupportNoteSchema,
  SupportReplySchema,
  SupportTicketDetailSchema,
  SupportUpdateSchema,
} from '@shared/support/support-schemas'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const tags = ['support']
const Done = { 200: AdminActionResultSchema }

/** The support desk's inbox, its cases' replies, notes and status, and review moderation (ADR 076, 078). */
export const adminSupportContract = {
  hideReview: defineOperation({
    method: 'POST',
    path: '/api/admin/reviews/:id/hide',
    access: 'admin',
    tags: [...tags, 'admin'],
    summary:
      'Hide a review with a reason: off the profile, the rating and the ranking at once; author and provider told',
    params: IdParamsSchema,
    body: ReviewModerationSchema,
    responses: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  restoreReview: defineOperation({
    method: 'POST',
    path: '/api/admin/reviews/:id/restore',
    access: 'admin',
    tags: [...tags, 'admin'],
    summary: 'Restore a hidden review with a reason; author and provider told',
    params: IdParamsSchema,
    body: ReviewModerationSchema,
    responses: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  tickets: defineAdminResource({
    path: '/api/admin/support',
    tags,
    list: {
      summary: 'The support inbox: unanswered cases first, by time left on their promise',
      query: SupportListQuerySchema,
      response: SupportListSchema,
    },
    detail: {
      summary: 'A case: its thread with notes, the reported item and the admins who can take it',
      params: IdParamsSchema,
      response: SupportTicketDetailSchema,
    },
  }),
  reply: defineOperation({
    method: 'POST',
    path: '/api/admin/support/:id/reply',
    access: 'admin',
    tags,
    summary: 'Reply to the sender: emailed in their language with the reference and a link to answer',
    params: IdParamsSchema,
    body: SupportReplySchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  addNote: defineOperation({
    method: 'POST',
    path: '/api/admin/support/:id/notes',
    access: 'admin',
    tags,
    summary: 'Add an internal note (admins only ever see it)',
    params: IdParamsSchema,
    body: SupportNoteSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/admin/support/:id',
    access: 'admin',
    tags,
    summary: 'Change a case’s status or assignee',
    params: IdParamsSchema,
    body: SupportUpdateSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
}
