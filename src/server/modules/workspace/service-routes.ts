import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { serveOperation } from '@server/http/operation-route'
import { workspaceContract } from '@shared/api/workspace-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownedProviderId } from './owned-provider'
import { createService, deleteService, listServices, updateService } from './provider-services'

/** The services of the caller's business, shown on its public profile (a change clears the search cache). */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  serveOperation(app, workspaceContract.services, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    reply.header('cache-control', 'no-store')
    return { items: await listServices(db(), providerId, requestLanguage(request)) }
  })

  serveOperation(app, workspaceContract.addService, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    const created = await createService(db(), providerId, request.body, requestLanguage(request))
    app.searchCache.clear()
    return reply.code(201).send(created)
  })

  serveOperation(app, workspaceContract.updateService, async (request) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    const language = requestLanguage(request)
    const updated = await updateService(db(), providerId, request.params.id, request.body, language)
    if (!updated) throw new DomainError('not_found', 404)
    app.searchCache.clear()
    return updated
  })

  serveOperation(app, workspaceContract.removeService, async (request) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    if (!(await deleteService(db(), providerId, request.params.id))) throw new DomainError('not_found', 404)
    app.searchCache.clear()
    return { items: await listServices(db(), providerId, requestLanguage(request)) }
  })
}
