import { callerOf } from '@server/http/access'
import { isDemoRequest } from '@server/http/demo-mode'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { savedContract } from '@shared/api/saved-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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

  serveOperation(app, savedContract.list, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { items: await listSavedProviders(db(), callerOf(request).userId, isDemoRequest(request)) }
  })

  serveOperation(app, savedContract.save, async (request) => {
    const saved = await saveProvider(
      db(),
      callerOf(request).userId,
      request.params.providerId,
      isDemoRequest(request),
    )
    if (!saved) throw new DomainError('not_found', 404)
    return saved
  })

  serveOperation(app, savedContract.writeNote, async (request) => {
    const saved = await setSavedNote(
      db(),
      callerOf(request).userId,
      request.params.providerId,
      request.body.note,
      isDemoRequest(request),
    )
    if (!saved) throw new DomainError('not_found', 404)
    return saved
  })

  serveOperation(app, savedContract.remove, async (request, reply) => {
    if (!(await removeSavedProvider(db(), callerOf(request).userId, request.params.providerId)))
      throw new DomainError('not_found', 404)
    return reply.code(204).send(null)
  })

  serveOperation(app, savedContract.merge, async (request) => ({
    items: await mergeSavedProviders(
      db(),
      callerOf(request).userId,
      request.body.providerIds,
      isDemoRequest(request),
    ),
  }))
}
