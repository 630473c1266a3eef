import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const quoteRoutes: FastifyPluginAsyncZod = async () => {}
