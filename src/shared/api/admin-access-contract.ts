import {
  AccessCodeCreatedSchema,
  AccessCodeCreateSchema,
  AccessCodeIdParamsSchema,
  AccessCodeListQuerySchema,
  AccessCodeListSchema,
  AccessCodeRowSchema,
  AccessInviteResultSchema,
  AccessInviteSchema,
  WaitingListInviteResultSchema,
  WaitingListInviteSchema,
  WaitingListQuerySchema,
  WaitingListSchema,
} from '@shared/access/access-schemas'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** Access codes and the early-access waiting list (ADR 076, 078). */
export const adminAccessContract = {
  codes: defineAdminResource({
    path: '/api/admin/access-codes',
    list: {
      summary: 'Access codes, newest first, with their uses and state',
      query: AccessCodeListQuerySchema,
      response: AccessCodeListSchema,
    },
  }),
  waitingList: defineAdminResource({
    path: '/api/admin/access-waiting-list',
    list: {
      summary:
        'The early-access waiting list: who waits (first come first) or who was invited, and both counts',
      query: WaitingListQuerySchema,
      response: WaitingListSchema,
    },
  }),
  createCode: defineOperation({
    method: 'POST',
    path: '/api/admin/access-codes',
    access: 'admin',
    tags: ['admin'],
    summary: 'Create an access code (shown once: only its hash is kept)',
    body: AccessCodeCreateSchema,
    responses: { 201: AccessCodeCreatedSchema, ...errorResponses(400, 413, 415) },
  }),
  inviteByEmail: defineOperation({
    method: 'POST',
    path: '/api/admin/access-codes/invite',
    access: 'admin',
    tags: ['admin'],
    summary: 'Email a single-use access code to each address',
    body: AccessInviteSchema,
    responses: { 200: AccessInviteResultSchema, ...errorResponses(400, 413, 415) },
  }),
  revokeCode: defineOperation({
    method: 'POST',
    path: '/api/admin/access-codes/:id/revoke',
    access: 'admin',
    tags: ['admin'],
    summary: 'Revoke an access code: no new use, and the sessions it opened end',
    params: AccessCodeIdParamsSchema,
    responses: { 200: AccessCodeRowSchema, ...errorResponses(400, 404) },
  }),
  inviteFromWaitingList: defineOperation({
    method: 'POST',
    path: '/api/admin/access-waiting-list/invite',
    access: 'admin',
    tags: ['admin'],
    summary:
      'Invite these people from the waiting list: a single-use full-access code each, emailed in their language',
    body: WaitingListInviteSchema,
    responses: { 200: WaitingListInviteResultSchema, ...errorResponses(400, 413, 415) },
  }),
}
