import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageRoutes } from './message-routes'
import { photoRoutes } from './photo-routes'
import { providerAnswerRoutes } from './provider-answer-routes'
import { quoteDecisionRoutes } from './quote-decision-routes'
import { quoteListRoutes } from './quote-list-routes'
import { quoteRequestRoutes } from './quote-request-routes'

/** Quote requests from the project sent to the completed job (product §4): one file per resource. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(quoteRequestRoutes)
  await app.register(quoteListRoutes)
  await app.register(providerAnswerRoutes)
  await app.register(messageRoutes)
  await app.register(quoteDecisionRoutes)
  await app.register(photoRoutes)
}
