import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const fileRoutes: FastifyPluginAsyncZod = async () => {}
