import type { Config } from '@server/config'
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify'
import { type Logger, pino } from 'pino'
import { databaseFailureGate } from './database-failure-gate'
import { safeError } from './safe-error'

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

/**
 * pino through Fastify: credentials never reach the log (headers redacted, URLs cleaned), nor what a
 * failed query carried (safeError), and a database outage writes a line per failure and interval, not
 * one per request (databaseFailureGate). Lines go
 * to stdout asynchronously (pino's destination flushes what is pending when the process exits), so
 * a request never waits for the terminal or the log collector.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false
  return {
    level: config.LOG_LEVEL,
    stream: pino.destination({ dest: 1, sync: false }),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    hooks: { logMethod: databaseFailureGate() },
    serializers: {
      err: safeError,
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

/**
 * One line per request, written when the answer is sent (Fastify's own two lines are off:
 * `disableRequestLogging`): method, redacted URL, status and time, at REQUEST_LOG_LEVEL for a
 * REQUEST_LOG_SAMPLE fraction of requests. Server errors (5xx) are always written, at error level,
 * except 503: the database out of reach or a shutdown is logged once by what noticed it, and every
 * request answered meanwhile is an ordinary line. At debug level the arrival of each request is
 * written too.
 */
export function registerRequestLog(app: FastifyInstance, config: Config) {
  if (config.LOG_LEVEL === 'silent') return
  const level = config.REQUEST_LOG_LEVEL
  const sample = config.REQUEST_LOG_SAMPLE
  const enabled = (log: unknown, at: string) => (log as Logger).isLevelEnabled(at)
  if (enabled(app.log, 'debug'))
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug(
        { method: request.method, url: redactUrl(request.url, request.routeOptions?.url) },
        'incoming request',
      )
      done()
    })
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    const failed = status >= 500 && status !== 503
    if (failed || (enabled(request.log, level) && (sample >= 1 || Math.random() < sample))) {
      const line = {
        method: request.method,
        url: redactUrl(request.url, request.routeOptions?.url),
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      }
      if (failed) request.log.error(line, 'request failed')
      else request.log[level](line, 'request')
    }
    done()
  })
}
