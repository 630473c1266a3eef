import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '../../../shared/health/health-schemas'

const PING_TIMEOUT_MS = 3000

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
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
      const body = {
        status: databaseUp ? ('ok' as const) : ('degraded' as const),
        database: databaseUp ? ('ok' as const) : ('down' as const),
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
