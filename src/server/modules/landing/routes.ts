import { serveOperation } from '@server/http/operation-route'
import { siteContract } from '@shared/api/site-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The landing's version for the browser when the page was not rendered by the server (ADR 032). */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperation(app, siteContract.landingVersion, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { version: await app.landing.pageVersion(request, reply) }
  })
}
