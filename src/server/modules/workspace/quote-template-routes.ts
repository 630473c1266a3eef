import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import {
  IdParamsSchema,
  QuoteTemplateInputSchema,
  QuoteTemplateListSchema,
  QuoteTemplateSchema,
} from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownedProviderId } from './owned-provider'
import { createQuoteTemplate, deleteQuoteTemplate, listQuoteTemplates } from './quote-templates'

/** The quote templates of the caller's business: amounts and wording a quote can start from. */
export const quoteTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  app.get(
    '/api/provider/quote-templates',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My quote templates (amounts in euros)',
        response: { 200: QuoteTemplateListSchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      reply.header('cache-control', 'no-store')
      return { items: await listQuoteTemplates(db(), providerId) }
    },
  )

  app.post(
    '/api/provider/quote-templates',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Save a quote template',
        body: QuoteTemplateInputSchema,
        response: { 201: QuoteTemplateSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      return reply.code(201).send(await createQuoteTemplate(db(), providerId, request.body))
    },
  )

  app.delete(
    '/api/provider/quote-templates/:id',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Delete one of my quote templates; answers the remaining ones',
        params: IdParamsSchema,
        response: {
          200: QuoteTemplateListSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      if (!(await deleteQuoteTemplate(db(), providerId, request.params.id)))
        throw new DomainError('not_found', 404)
      return { items: await listQuoteTemplates(db(), providerId) }
    },
  )
}
