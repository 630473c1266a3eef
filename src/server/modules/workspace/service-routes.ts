import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { errorResponses } from '@server/http/response-schemas'
import {
  IdParamsSchema,
  ServiceInputSchema,
  ServiceListSchema,
  ServiceSchema,
} from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownedProviderId } from './owned-provider'
import { createService, deleteService, listServices, updateService } from './provider-services'

/** The services of the caller's business, shown on its public profile (a change clears the search cache). */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  app.get(
    '/api/provider/services',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My business’s services',
        response: { 200: ServiceListSchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
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
        response: { 201: ServiceSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
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
        response: { 200: ServiceSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      const language = requestLanguage(request)
      const updated = await updateService(db(), providerId, request.params.id, request.body, language)
      if (!updated) throw new DomainError('not_found', 404)
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
        response: { 200: ServiceListSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      if (!(await deleteService(db(), providerId, request.params.id))) throw new DomainError('not_found', 404)
      app.searchCache.clear()
      return { items: await listServices(db(), providerId, requestLanguage(request)) }
    },
  )
}
