import { errorResponses } from '@server/http/response-schemas'
import { LandingVersionQuerySchema, LandingVersionSchema } from '@shared/landing/landing-version-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The landing's version for the browser when the page was not rendered by the server (ADR 032). */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/landing-version',
    {
      config: { access: 'public' },
      schema: {
        tags: ['landing'],
        summary: 'The landing version this visitor sees (?v=A|B forces and keeps one; a first-party cookie)',
        querystring: LandingVersionQuerySchema,
        response: { 200: LandingVersionSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { version: await app.landing.pageVersion(request, reply) }
    },
  )
}
