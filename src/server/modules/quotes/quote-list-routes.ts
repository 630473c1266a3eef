import { callerOf } from '@server/http/access'
import { serveOperation } from '@server/http/operation-route'
import { quotesContract } from '@shared/api/quotes-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { conversationsOf } from './quote-conversations'
import { customerProjects, providerInbox } from './quote-lists'

/** The lists each side works from: the customer's projects, everyone's conversations, the provider's inbox. */
export const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(app, quotesContract.myRequests, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return customerProjects(db(), callerOf(request).userId)
  })

  serveOperation(app, quotesContract.conversations, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return conversationsOf(db(), callerOf(request).userId)
  })

  serveOperation(app, quotesContract.providerInbox, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return providerInbox(db(), callerOf(request).userId, request.query)
  })
}
