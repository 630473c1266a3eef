import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's own Prometheus registry: /metrics serves it, the admins' technical metrics read it. */
    metricsRegistry: Registry
  }
}

/** Prometheus metrics at /metrics; admin technical metrics read the same registry. */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const registry = new Registry()
  app.decorate('metricsRegistry', registry)
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  const rateLimitStore = app.rateLimitStore
  new Gauge({
    name: 'rate_limit_store_fallback',
    help: '1 while Redis is unreachable and rate limits are counted per instance, in memory; otherwise 0',
    registers: [registry],
    collect() {
      this.set(rateLimitStore.mode === 'memory-fallback' ? 1 : 0)
    },
  })
  let fallbacksCounted = 0
  new Counter({
    name: 'rate_limit_store_fallbacks_total',
    help: 'Times this instance switched its rate limits from Redis to in-memory counters',
    registers: [registry],
    collect() {
      this.inc(rateLimitStore.fallbacks - fallbacksCounted)
      fallbacksCounted = rateLimitStore.fallbacks
    },
  })
  const passwordHashes = app.passwordHashes
  new Gauge({
    name: 'password_hashes_waiting',
    help: 'Password hashes waiting for a free slot (sign-up, sign-in, password changes)',
    registers: [registry],
    collect() {
      this.set(passwordHashes.stats().waiting)
    },
  })
  let refusalsCounted = 0
  new Counter({
    name: 'password_hash_refusals_total',
    help: 'Requests answered 503 server_busy because the password-hash bound and its queue were full',
    registers: [registry],
    collect() {
      const { refused } = passwordHashes.stats()
      this.inc(refused - refusalsCounted)
      refusalsCounted = refused
    },
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
