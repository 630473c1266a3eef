import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { localizedError, sendNotFound } from './errors'

/**
 * A path parameter longer than this names nothing we store (the longest any route accepts is an
 * emailed token, 256 characters): the router refuses it before any route runs, and
 * `frameworkErrors` answers 404 as for any unknown key. Up to it, the route's schema decides (400).
 */
export const MAX_PATH_PARAMETER_LENGTH = 256

/**
 * The router's own refusals, in the one error shape: an over-long path parameter is a 404 (nothing
 * has such a name), a malformed one (broken percent-encoding) a 400. Fastify's default answer would
 * echo the path back in its own shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendNotFound(request, reply)
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send(localizedError(request, 'validation_error'))
  request.log.error({ err: error }, 'router error')
  return reply.code(500).send(localizedError(request, 'internal_error'))
}

/**
 * An empty path parameter (`/api/admin/users/`, `/api/quote-requests//quote`) names nothing: 404
 * before the route runs, whoever calls. With trailing slashes significant, `/api/admin/users/` reaches
 * the `:id` route with an empty id, never the list.
 */
export function refuseEmptyPathParameters(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const params = request.params as Record<string, string> | undefined
    if (params && Object.values(params).some((value) => value === '')) return sendNotFound(request, reply)
  })
}
