import { isDemoRequest } from '@server/http/demo-mode'
import { requestLanguage } from '@server/http/errors'
import { errorResponses } from '@server/http/response-schemas'
import { loadGazetteer } from '@server/modules/assistant/understanding/gazetteer'
import { ProviderMatchRequestSchema, ProviderMatchResponseSchema } from '@shared/assistant/chat-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { matchProviders } from './match-providers'

/** POST /api/public/providers/match: the assistant's matching without a conversation, rate limited per IP. */
export const providerMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.deps.config.ASSISTANT_RATE_LIMIT_PER_MIN, timeWindow: '1 minute' }

  app.post(
    '/api/public/providers/match',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['assistant'],
        summary: 'Up to 5 providers for a category at a place, with the cost estimate',
        body: ProviderMatchRequestSchema,
        response: { 200: ProviderMatchResponseSchema, ...errorResponses(400, 403, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const language = request.body.language ?? requestLanguage(request)
      return matchProviders(
        app.candidatePool,
        loadGazetteer(),
        request.body,
        language,
        isDemoRequest(request),
      )
    },
  )
}
