import { OverviewSchema } from '@shared/admin/overview-schemas'
import {
  UnmatchedRequestsQuerySchema,
  UnmatchedRequestsSchema,
} from '@shared/admin/unmatched-request-schemas'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The console's own figures, and the requests the assistant could not match (ADR 076, 078). */
export const adminOverviewContract = {
  overview: defineOperation({
    method: 'GET',
    path: '/api/admin/overview',
    access: 'admin',
    tags: ['admin'],
    summary: 'Today’s and the last 30 days’ figures, and the status strip',
    responses: { 200: OverviewSchema, ...errorResponses(503) },
  }),
  unmatched: defineAdminResource({
    path: '/api/admin/unmatched-requests',
    tags: ['admin', 'assistant'],
    list: {
      summary: 'Requests the assistant could not match to any provider, newest first',
      query: UnmatchedRequestsQuerySchema,
      response: UnmatchedRequestsSchema,
    },
  }),
}
