import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { availabilityRoutes } from './availability-routes'
import { portfolioImageRoutes } from './portfolio-image-routes'
import { portfolioRoutes } from './portfolio-routes'
import { quoteTemplateRoutes } from './quote-template-routes'
import { serviceRoutes } from './service-routes'

/**
 * The provider's workspace (product §2, `/dashboard/portfolio`): services, availability, portfolio and
 * quote templates of the business the caller owns, one file per resource. Ownership is part of
 * every query.
 */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceRoutes)
  await app.register(availabilityRoutes)
  await app.register(quoteTemplateRoutes)
  await app.register(portfolioRoutes)
  await app.register(portfolioImageRoutes)
}
