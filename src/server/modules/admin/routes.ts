import {
  UnmatchedRequestsQuerySchema,
  UnmatchedRequestsSchema,
} from '@shared/admin/unmatched-request-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountRoutes } from './accounts/account-routes'
import { providerAdminRoutes } from './providers/provider-routes'
import { listUnmatchedRequests } from './unmatched-requests'

/** The admin area's own data (product §2 /admin). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes)
  await app.register(providerAdminRoutes)

  app.get(
    '/api/admin/unmatched-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'assistant'],
        summary: 'Requests the assistant could not match to any provider, newest first',
        querystring: UnmatchedRequestsQuerySchema,
        response: { 200: UnmatchedRequestsSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => listUnmatchedRequests(app.deps.database.db, request.query),
  )
}
