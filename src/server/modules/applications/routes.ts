import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { applicationRoutes } from './application-routes'

/** Partner applications: the applicant's form and the admins' review. */
export const partnerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationRoutes)
}
