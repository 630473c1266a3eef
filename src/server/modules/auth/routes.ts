import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { localizedError } from '../../http/errors'

/** Paths where a person proves who they are: limited per IP and per email address (issue #3). */
const SENSITIVE_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
] as const

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * better-auth's endpoints under /api/auth/* (DESIGN.md): the Fastify request becomes a Web Request,
 * and status, headers (several set-cookie) and body are copied back.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.deps.config.PUBLIC_URL)
    const hasBody = request.method !== 'GET' && request.body !== undefined
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    )
    reply.status(response.status)
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value)
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    const text = await response.text()
    return reply.send(text.length > 0 ? text : null)
  }

  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL } = app.deps.config
  // A second limit on the same request: the plugin runs one limiter per request, so this one is
  // checked by hand (same store, so Redis shares it across instances too).
  const emailLimit = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `auth-email:${request.url.split('?')[0]}:${emailOf(request) || request.ip}`,
  })
  const perEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await emailLimit(request)
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds))
      return reply.code(429).send(localizedError(request, 'rate_limited'))
    }
  }
  for (const url of SENSITIVE_PATHS) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: { max: AUTH_RATE_LIMIT_PER_IP, timeWindow: '1 minute' } },
        schema: { hide: true },
        preHandler: perEmail,
      },
      forward,
    )
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: forward,
  })
}
