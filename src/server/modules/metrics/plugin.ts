import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/** Prometheus metrics at /metrics; admin technical metrics read the same registry. */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'not_found',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })
  app.get(
    '/metrics',
    // Admins, or a scraper holding METRICS_TOKEN: the figures describe the whole platform.
    { config: { access: 'admin', acceptsScrapeToken: true, rateLimit: false }, schema: { hide: true } },
    async (_request, reply) => {
      reply.type(registry.contentType)
      return registry.metrics()
    },
  )
}

export default fp(metricsPlugin, { name: 'metrics' })
