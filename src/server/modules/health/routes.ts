import { HealthSchema } from '@shared/health/health-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

const PING_TIMEOUT_MS = 3000

/**
 * Without its database the instance cannot serve: 503, so a load balancer takes it out. Without Redis
 * it still serves, with per-instance rate limits: `degraded` but 200, since Redis down for one is
 * Redis down for all, and taking every instance out would turn a Redis outage into a site outage.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and rate-limit store check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { database, version, startedAt } = app.deps
      const databaseUp = await Promise.race([
        database.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref()),
      ])
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
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
