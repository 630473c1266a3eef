import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { workspaceContract } from '@shared/api/workspace-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownedProviderId } from './owned-provider'
import { createQuoteTemplate, deleteQuoteTemplate, listQuoteTemplates } from './quote-templates'

/** The quote templates of the caller's business: amounts and wording a quote can start from. */
export const quoteTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const myProvider = (userId: string) => ownedProviderId(db(), userId)

  serveOperation(app, workspaceContract.quoteTemplates, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    reply.header('cache-control', 'no-store')
    return { items: await listQuoteTemplates(db(), providerId) }
  })

  serveOperation(app, workspaceContract.addQuoteTemplate, async (request, reply) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    return reply.code(201).send(await createQuoteTemplate(db(), providerId, request.body))
  })

  serveOperation(app, workspaceContract.removeQuoteTemplate, async (request) => {
    const providerId = await myProvider(callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    if (!(await deleteQuoteTemplate(db(), providerId, request.params.id)))
      throw new DomainError('not_found', 404)
    return { items: await listQuoteTemplates(db(), providerId) }
  })
}
