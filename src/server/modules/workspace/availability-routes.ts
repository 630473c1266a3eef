import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import { AvailabilityInputSchema, AvailabilitySchema } from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAvailability, replaceAvailability } from './availability'
import { ownedProviderId } from './owned-provider'

/** The weekly availability of the caller's business (day 0 = Monday). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  app.get(
    '/api/provider/availability',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['workspace'],
        summary: 'My weekly availability (day 0 = Monday)',
        response: { 200: AvailabilitySchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
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
        response: { 200: AvailabilitySchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const providerId = await myProvider(callerOf(request).userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      return replaceAvailability(db(), providerId, request.body)
    },
  )
}
