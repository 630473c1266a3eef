import { errorResponses } from '@server/http/response-schemas'
import {
  MessageInputSchema,
  MessageSchema,
  QuoteRequestIdParamsSchema,
  QuoteTokenQuerySchema,
} from '@shared/quotes/quote-request-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addMessage } from './quote-messages'
import { quoteRouteSupport, sendUnavailable } from './quote-route-support'
import { toMessage } from './quote-views'

/** Messages between the customer and the provider of one request. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, open } = quoteRouteSupport(app)

  app.post(
    '/api/quote-requests/:id/messages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['quotes'],
        summary: 'Write to the other side of the request',
        params: QuoteRequestIdParamsSchema,
        querystring: QuoteTokenQuerySchema,
        body: MessageInputSchema,
        response: { 201: MessageSchema, ...errorResponses(400, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const found = await open(request, request.params.id, request.query.token, ['customer', 'provider'])
      if (!found) return sendUnavailable(request, reply)
      const from = found.viewer === 'customer' ? 'customer' : 'provider'
      const senderUserId = found.caller?.userId ?? null
      const row = await addMessage(deps(), found.context, from, request.body.body, senderUserId)
      return reply.code(201).send(toMessage(row))
    },
  )
}
