import type { Config } from '@server/config'
import type { FastifyRequest, FastifyServerOptions } from 'fastify'

const SECRET_PARAM = /token|code|secret|password|signature/i
const REDACTED = '[redacted]'

/**
 * The URL as logs may keep it: values of secret-looking query parameters (quote links, reset and
 * confirmation tokens) and `:token` path segments of the matched route are replaced.
 */
export function redactUrl(url: string, routeUrl?: string): string {
  const queryAt = url.indexOf('?')
  let path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (routeUrl?.includes(':token')) {
    const pattern = routeUrl.split('/')
    path = path
      .split('/')
      .map((segment, i) => (pattern[i] === ':token' ? REDACTED : segment))
      .join('/')
  }
  if (queryAt === -1) return path
  const params = new URLSearchParams(url.slice(queryAt + 1))
  for (const key of new Set(params.keys())) if (SECRET_PARAM.test(key)) params.set(key, REDACTED)
  return `${path}?${params}`
}

/** pino through Fastify: credentials never reach the log (headers redacted, URLs cleaned). */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url, request.routeOptions?.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  }
}
