import { callerOf } from '@server/http/access'
import { requestLanguage, sendNotFound } from '@server/http/errors'
import { ApiErrorSchema } from '@shared/http/api-error'
import {
  AvailabilityInputSchema,
  AvailabilitySchema,
  IdParamsSchema,
  QuoteTemplateInputSchema,
  QuoteTemplateListSchema,
  QuoteTemplateSchema,
  ServiceInputSchema,
  ServiceListSchema,
  ServiceSchema,
} from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAvailability, replaceAvailability } from './availability'
import { ownedProviderId, sendNoListing } from './owned-provider'
import { portfolioRoutes } from './portfolio-routes'
import { createService, deleteService, listServices, updateService } from './provider-services'
import { createQuoteTemplate, deleteQuoteTemplate, listQuoteTemplates } from './quote-templates'

const NOT_FOUND = { 404: ApiErrorSchema }

/**
 * The provider's workspace (SPEC §2 provider dashboard): services, availability, portfolio and quote
 * templates of the business the caller owns. Ownership is part of every query.
 */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  app.get(
    '/api/provider/services',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My business’s services',
        response: { 200: ServiceListSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      reply.header('cache-control', 'no-store')
      return { items: await listServices(db(), providerId, requestLanguage(request)) }
    },
  )

  app.post(
    '/api/provider/services',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Add a service (shown on the public profile)',
        body: ServiceInputSchema,
        response: { 201: ServiceSchema, 400: ApiErrorSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      const created = await createService(db(), providerId, request.body, requestLanguage(request))
      app.searchCache.clear()
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/provider/services/:id',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Change one of my services',
        params: IdParamsSchema,
        body: ServiceInputSchema,
        response: { 200: ServiceSchema, 400: ApiErrorSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      const updated = await updateService(
        db(),
        providerId,
        request.params.id,
        request.body,
        requestLanguage(request),
      )
      if (!updated) return sendNotFound(request, reply)
      app.searchCache.clear()
      return updated
    },
  )

  app.delete(
    '/api/provider/services/:id',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Remove one of my services; answers the remaining ones',
        params: IdParamsSchema,
        response: { 200: ServiceListSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      if (!(await deleteService(db(), providerId, request.params.id))) return sendNotFound(request, reply)
      app.searchCache.clear()
      return { items: await listServices(db(), providerId, requestLanguage(request)) }
    },
  )

  app.get(
    '/api/provider/availability',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My weekly availability (day 0 = Monday)',
        response: { 200: AvailabilitySchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      reply.header('cache-control', 'no-store')
      return getAvailability(db(), providerId)
    },
  )

  app.put(
    '/api/provider/availability',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'Replace my weekly availability',
        body: AvailabilityInputSchema,
        response: { 200: AvailabilitySchema, 400: ApiErrorSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      return replaceAvailability(db(), providerId, request.body)
    },
  )

  app.get(
    '/api/provider/quote-templates',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My quote templates (amounts in euros)',
        response: { 200: QuoteTemplateListSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
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
        response: { 201: QuoteTemplateSchema, 400: ApiErrorSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
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
        response: { 200: QuoteTemplateListSchema, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) return sendNoListing(request, reply)
      if (!(await deleteQuoteTemplate(db(), providerId, request.params.id)))
        return sendNotFound(request, reply)
      return { items: await listQuoteTemplates(db(), providerId) }
    },
  )

  await app.register(portfolioRoutes)
}
