import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const workspaceRoutes: FastifyPluginAsyncZod = async () => {}
