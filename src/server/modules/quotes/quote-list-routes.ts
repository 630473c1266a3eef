import { callerOf } from '@server/http/access'
import { errorResponses } from '@server/http/response-schemas'
import {
  ConversationsSchema,
  CustomerProjectsSchema,
  ProviderInboxQuerySchema,
  ProviderInboxSchema,
} from '@shared/quotes/quote-request-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { conversationsOf } from './quote-conversations'
import { customerProjects, providerInbox } from './quote-lists'

/** The lists each side works from: the customer's projects, everyone's conversations, the provider's inbox. */
export const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/quote-requests',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'My projects with the request to each provider',
        response: { 200: CustomerProjectsSchema, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return customerProjects(db(), callerOf(request).userId)
    },
  )

  app.get(
    '/api/conversations',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['quotes'],
        summary: 'My conversations: requests with messages, as customer or provider, latest first',
        response: { 200: ConversationsSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return conversationsOf(db(), callerOf(request).userId)
    },
  )

  app.get(
    '/api/provider/quote-requests',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['quotes'],
        summary: 'Requests to the businesses I own, newest first',
        querystring: ProviderInboxQuerySchema,
        response: { 200: ProviderInboxSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return providerInbox(db(), callerOf(request).userId, request.query)
    },
  )
}
