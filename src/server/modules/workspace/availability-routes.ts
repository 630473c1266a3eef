import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { workspaceContract } from '@shared/api/workspace-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAvailability, replaceAvailability } from './availability'
import { ownedProviderId } from './owned-provider'

/** The weekly availability of the caller's business (day 0 = Monday). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  serveOperation(app, workspaceContract.availability, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    reply.header('cache-control', 'no-store')
    return getAvailability(db(), providerId)
  })

  serveOperation(app, workspaceContract.saveAvailability, async (request) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    return replaceAvailability(db(), providerId, request.body)
  })
}
