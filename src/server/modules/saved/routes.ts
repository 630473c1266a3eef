import { callerOf } from '@server/http/access'
import { isDemoRequest } from '@server/http/demo-mode'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import {
  SavedListSchema,
  SavedMergeInputSchema,
  SavedNoteInputSchema,
  SavedProviderParamsSchema,
  SavedProviderSchema,
} from '@shared/saved/saved-provider-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listSavedProviders,
  mergeSavedProviders,
  removeSavedProvider,
  saveProvider,
  setSavedNote,
} from './saved-providers'

/**
 * A customer's saved providers (ADR 065): their own list only, every query keyed by the caller.
 * Providers not listed (hidden, or outside the request's demo mode) are neither saved nor shown.
 */
export const savedProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/saved-providers',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['saved'],
        summary: 'My saved providers, newest first, with my notes',
        response: { 200: SavedListSchema, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await listSavedProviders(db(), callerOf(request).userId, isDemoRequest(request)) }
    },
  )

  app.put(
    '/api/saved-providers/:providerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['saved'],
        summary: 'Save a listed provider (saving it again changes nothing)',
        params: SavedProviderParamsSchema,
        response: { 200: SavedProviderSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      const saved = await saveProvider(
        db(),
        callerOf(request).userId,
        request.params.providerId,
        isDemoRequest(request),
      )
      if (!saved) throw new DomainError('not_found', 404)
      return saved
    },
  )

  app.patch(
    '/api/saved-providers/:providerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['saved'],
        summary: 'Write my private note on a saved provider (empty clears it)',
        params: SavedProviderParamsSchema,
        body: SavedNoteInputSchema,
        response: { 200: SavedProviderSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => {
      const saved = await setSavedNote(
        db(),
        callerOf(request).userId,
        request.params.providerId,
        request.body.note,
        isDemoRequest(request),
      )
      if (!saved) throw new DomainError('not_found', 404)
      return saved
    },
  )

  app.delete(
    '/api/saved-providers/:providerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['saved'],
        summary: 'Remove a provider from my saved list',
        params: SavedProviderParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!(await removeSavedProvider(db(), callerOf(request).userId, request.params.providerId)))
        throw new DomainError('not_found', 404)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/saved-providers/merge',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['saved'],
        summary:
          'Join the list kept in the browser before sign-in to mine: duplicates and unlisted providers skipped, capped; answers the whole list',
        body: SavedMergeInputSchema,
        response: { 200: SavedListSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => ({
      items: await mergeSavedProviders(
        db(),
        callerOf(request).userId,
        request.body.providerIds,
        isDemoRequest(request),
      ),
    }),
  )
}
