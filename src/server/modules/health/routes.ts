import { HealthSchema, LivenessSchema, ReadinessSchema } from '@shared/health/health-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cachedDatabaseCheck } from './database-check'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance starts shutting down: /health/ready answers 503 from then on (decorated in buildApp). */
    draining: { value: boolean }
  }
}

const NO_STORE = 'no-store'

/**
 * Without its database the instance cannot serve: 503, so a load balancer takes it out. Without Redis
 * it still serves, with per-instance rate limits: `degraded` but 200, since Redis down for one is
 * Redis down for all, and taking every instance out would turn a Redis outage into a site outage.
 * The database is asked at most once a second, whatever the number of probes (database-check.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const check = cachedDatabaseCheck(() => app.deps.database.ping())

  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Database and rate-limit store check, version and uptime (for monitoring)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { version, startedAt } = app.deps
      const databaseUp = await check.databaseUp()
      const rateLimitStore = app.rateLimitStore.mode
      const body = {
        status: databaseUp && rateLimitStore !== 'memory-fallback' ? ('ok' as const) : ('degraded' as const),
        database: databaseUp ? ('ok' as const) : ('down' as const),
        rateLimitStore,
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      }
      return reply
        .code(databaseUp ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send(body)
    },
  )

  app.get(
    '/health/live',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no dependency is asked)',
        response: { 200: LivenessSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' as const }),
  )

  app.get(
    '/health/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary:
          'Readiness for a load balancer: 503 while the database is unreachable or the instance shuts down',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await check.databaseUp()
      const draining = app.draining.value
      const ready = databaseUp && !draining
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send({
          status: ready ? ('ready' as const) : ('not_ready' as const),
          database: databaseUp ? ('ok' as const) : ('down' as const),
          draining,
        })
    },
  )
}
