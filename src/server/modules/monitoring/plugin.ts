import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { afterStart } from '@server/http/after-start'
import { adminSystemContract } from '@shared/api/admin-system-contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Gauge } from 'prom-client'
import { createMetricsSampler, type MetricsSampler, type SlowFigures } from './metrics-sampler'

declare module 'fastify' {
  interface FastifyInstance {
    /** The last hour and day of the technical metrics, sampled from metricsRegistry. */
    monitoring: MetricsSampler
  }
}

const SLOW_EVERY_MS = 60_000

/** The database's size and pool, the outbox's backlog and failures: read once a minute. */
function slowFigureReader(app: FastifyInstance) {
  const figures: SlowFigures = {
    dbSizeMb: null,
    dbPoolInUse: null,
    dbPoolWaiting: null,
    outboxBacklog: null,
    outboxFailed: null,
  }
  const pool = () =>
    (
      app.deps.database.db as unknown as {
        $client?: { totalCount?: number; idleCount?: number; waitingCount?: number }
      }
    ).$client
  async function refresh() {
    const result = await app.deps.database.db.execute<{
      size: number
      backlog: number
      failed: number
    }>(sql`select
      pg_database_size(current_database())::float8 as size,
      (select count(*)::int from outbox_email where status = 'stored') as backlog,
      (select count(*)::int from outbox_email where status = 'failed') as failed`)
    const row = result.rows[0]
    const client = pool()
    figures.dbSizeMb = row ? Math.round((row.size / 1_048_576) * 10) / 10 : null
    figures.outboxBacklog = app.deps.config.SMTP_URL ? (row?.backlog ?? null) : 0
    figures.outboxFailed = row?.failed ?? null
    if (typeof client?.totalCount === 'number') {
      figures.dbPoolInUse = client.totalCount - (client.idleCount ?? 0)
      figures.dbPoolWaiting = client.waitingCount ?? 0
    }
  }
  return { figures, refresh }
}

const monitoringPlugin: FastifyPluginAsyncZod = async (app) => {
  const slow = slowFigureReader(app)
  const registry = app.metricsRegistry
  for (const [name, help, read] of [
    ['luxpro_database_size_bytes', 'Size of the database', () => (slow.figures.dbSizeMb ?? 0) * 1_048_576],
    ['luxpro_outbox_backlog', 'Emails waiting for delivery', () => slow.figures.outboxBacklog ?? 0],
    ['luxpro_outbox_failed', 'Emails whose delivery failed', () => slow.figures.outboxFailed ?? 0],
  ] as const)
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  const sampler = createMetricsSampler(registry, () => ({ ...slow.figures }))
  app.decorate('monitoring', sampler)
  const warn = (error: unknown) => app.log.warn({ err: error }, 'technical metrics sampling failed')
  let slowTimer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    slowTimer = setInterval(() => void slow.refresh().catch(warn), SLOW_EVERY_MS).unref()
    sampler.start(warn)
  })
  // Admins' figures (database size, outbox counts) come a moment after the server answers: on the
  // embedded database the size walks every file of the data directory on the thread that answers.
  afterStart(app, () => void slow.refresh().catch(warn))
  app.addHook('onClose', async () => {
    sampler.stop()
    if (slowTimer) clearInterval(slowTimer)
  })
}

export default fp(monitoringPlugin, { name: 'monitoring', dependencies: ['metrics'] })

export const monitoringAdminRoutes: AdminRoutes = (app) => {
  const sampler = app.monitoring
  return [
    adminRoute(adminSystemContract.technical, async (request) => {
      const { window } = request.query
      await sampler.sample()
      const { deps } = app
      return {
        window,
        step: sampler.step(window),
        points: sampler.series(window),
        routes: (await sampler.routes(window === '1h' ? 3_600_000 : 86_400_000)).slice(0, 40),
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        version: deps.version,
        driver: deps.database.driver,
        startedAt: new Date(deps.startedAt).toISOString(),
      }
    }),
  ]
}
