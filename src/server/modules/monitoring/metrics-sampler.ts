import type { RouteLatency, TechnicalPoint } from '@shared/admin/technical-schemas'
import type { Registry } from 'prom-client'
import { addBuckets, type Buckets, bucketDelta, emptyBuckets, quantileMs } from './histogram'

/** Per route ("GET /api/…"): its requests' buckets and how many were 5xx, cumulative. */
type RouteReadings = Map<string, { buckets: Buckets; errors: number }>

interface Reading {
  at: number
  routes: RouteReadings
}

/** Figures read from elsewhere than the HTTP histogram (the database, the outbox), refreshed slowly. */
export interface SlowFigures {
  dbSizeMb: number | null
  dbPoolInUse: number | null
  dbPoolWaiting: number | null
  outboxBacklog: number | null
  outboxFailed: number | null
}

const SEARCH_ROUTES = ['GET /api/public/providers/search']
const ASSISTANT_ROUTES = ['POST /api/public/chat', 'POST /api/chat']
const FINE_STEP_S = 10
const FINE_POINTS = 360
const COARSE_EVERY = 6
const COARSE_POINTS = 1440
/** Route readings kept for the per-route table: one every 5 minutes for a day. */
const ROUTE_SNAPSHOT_EVERY = 30
const ROUTE_SNAPSHOTS = 288

async function readRoutes(registry: Registry): Promise<RouteReadings> {
  const routes: RouteReadings = new Map()
  const metric = registry.getSingleMetric('http_request_duration_seconds')
  if (!metric) return routes
  const { values } = await metric.get()
  const bucketSeries = new Map<string, { route: string; error: boolean; byBound: Map<number, number> }>()
  for (const value of values) {
    const labels = value.labels as Record<string, string | number>
    const route = `${labels.method} ${labels.route}`
    const status = Number(labels.status)
    const series = `${route}|${status}`
    if ((value as { metricName?: string }).metricName?.endsWith('_bucket')) {
      const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le)
      const entry = bucketSeries.get(series) ?? { route, error: status >= 500, byBound: new Map() }
      entry.byBound.set(le, value.value)
      bucketSeries.set(series, entry)
    }
  }
  for (const { route, error, byBound } of bucketSeries.values()) {
    const bounds = [...byBound.keys()].filter(Number.isFinite).sort((a, b) => a - b)
    const series: Buckets = {
      bounds,
      counts: bounds.map((bound) => byBound.get(bound) ?? 0),
      total: byBound.get(Number.POSITIVE_INFINITY) ?? 0,
    }
    const entry = routes.get(route) ?? { buckets: emptyBuckets(bounds), errors: 0 }
    addBuckets(entry.buckets, series)
    if (error) entry.errors += series.total
    routes.set(route, entry)
  }
  return routes
}

async function gauge(registry: Registry, name: string): Promise<number | null> {
  const metric = registry.getSingleMetric(name)
  if (!metric) return null
  const { values } = await metric.get()
  const value = values[0]?.value
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** What happened to each route between two readings. */
function routeDeltas(now: RouteReadings, before: RouteReadings | undefined): RouteReadings {
  const deltas: RouteReadings = new Map()
  for (const [route, entry] of now) {
    const previous = before?.get(route)
    const buckets = bucketDelta(entry.buckets, previous?.buckets)
    const errors =
      previous && previous.buckets.total <= entry.buckets.total
        ? entry.errors - previous.errors
        : entry.errors
    if (buckets.total > 0) deltas.set(route, { buckets, errors })
  }
  return deltas
}

function combined(deltas: RouteReadings, only?: string[]): { buckets: Buckets | null; errors: number } {
  let buckets: Buckets | null = null
  let errors = 0
  for (const [route, entry] of deltas) {
    if (only && !only.includes(route)) continue
    buckets ??= emptyBuckets(entry.buckets.bounds)
    addBuckets(buckets, entry.buckets)
    errors += entry.errors
  }
  return { buckets, errors }
}

const mb = (bytes: number | null) => (bytes === null ? null : Math.round((bytes / 1_048_576) * 10) / 10)

/**
 * Samples the app's own Prometheus registry every 10 seconds: request
 * rate, errors and latency quantiles from the HTTP histogram, event-loop delay and memory from the
 * default metrics, and the slow figures (database, outbox) it is given. Keeps an hour at 10 s and a
 * day at one minute, in memory: each instance shows its own.
 */
export function createMetricsSampler(registry: Registry, slowFigures: () => SlowFigures) {
  const fine: TechnicalPoint[] = []
  const coarse: TechnicalPoint[] = []
  const snapshots: Reading[] = []
  let lastFine: Reading | undefined
  let lastCoarse: Reading | undefined
  let ticks = 0

  async function point(now: Reading, before: Reading | undefined): Promise<TechnicalPoint> {
    const deltas = routeDeltas(now.routes, before?.routes)
    const all = combined(deltas)
    const seconds = before ? (now.at - before.at) / 1000 : FINE_STEP_S
    const total = all.buckets?.total ?? 0
    const lag = await gauge(registry, 'nodejs_eventloop_lag_p99_seconds')
    const slow = slowFigures()
    return {
      t: new Date(now.at).toISOString(),
      requestsPerSecond: Math.round((total / Math.max(1, seconds)) * 100) / 100,
      errorRate: total > 0 ? all.errors / total : 0,
      p50Ms: all.buckets ? quantileMs(all.buckets, 0.5) : null,
      p95Ms: all.buckets ? quantileMs(all.buckets, 0.95) : null,
      p99Ms: all.buckets ? quantileMs(all.buckets, 0.99) : null,
      eventLoopP99Ms: lag === null ? null : Math.round(lag * 100_000) / 100,
      rssMb: mb(await gauge(registry, 'process_resident_memory_bytes')),
      heapUsedMb: mb(await gauge(registry, 'nodejs_heap_size_used_bytes')),
      ...slow,
      searchP95Ms: quantileOf(combined(deltas, SEARCH_ROUTES).buckets),
      assistantP95Ms: quantileOf(combined(deltas, ASSISTANT_ROUTES).buckets),
    }
  }
  const quantileOf = (buckets: Buckets | null) => (buckets ? quantileMs(buckets, 0.95) : null)
  const push = <T>(list: T[], item: T, max: number) => {
    list.push(item)
    if (list.length > max) list.splice(0, list.length - max)
  }

  async function sample(): Promise<void> {
    const now: Reading = { at: Date.now(), routes: await readRoutes(registry) }
    push(fine, await point(now, lastFine), FINE_POINTS)
    lastFine = now
    if (ticks % COARSE_EVERY === 0) {
      if (lastCoarse) push(coarse, await point(now, lastCoarse), COARSE_POINTS)
      lastCoarse = now
    }
    if (ticks % ROUTE_SNAPSHOT_EVERY === 0) push(snapshots, now, ROUTE_SNAPSHOTS)
    ticks++
  }

  /** Per route over the window: requests, 5xx and latency quantiles, busiest first. */
  async function routes(windowMs: number): Promise<RouteLatency[]> {
    const now = await readRoutes(registry)
    const since = Date.now() - windowMs
    const start = snapshots.find((snapshot) => snapshot.at >= since)
    return [...routeDeltas(now, start?.routes)]
      .map(([route, { buckets, errors }]) => ({
        route,
        requests: buckets.total,
        errors,
        p50Ms: quantileMs(buckets, 0.5),
        p95Ms: quantileMs(buckets, 0.95),
        p99Ms: quantileMs(buckets, 0.99),
      }))
      .sort((a, b) => b.requests - a.requests)
  }

  /** The share of the last hour's answers that were 5xx (null before any request). */
  function lastHourErrorRate(): number | null {
    let requests = 0
    let errors = 0
    for (const p of fine) {
      const n = p.requestsPerSecond * FINE_STEP_S
      requests += n
      errors += n * p.errorRate
    }
    return requests > 0 ? errors / requests : null
  }

  let timer: NodeJS.Timeout | null = null
  return {
    sample,
    routes,
    lastHourErrorRate,
    series: (window: '1h' | '24h') => (window === '1h' ? [...fine] : [...coarse]),
    step: (window: '1h' | '24h') => (window === '1h' ? FINE_STEP_S : FINE_STEP_S * COARSE_EVERY),
    start(onError: (error: unknown) => void) {
      timer ??= setInterval(() => void sample().catch(onError), FINE_STEP_S * 1000).unref()
      void sample().catch(onError)
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
export type MetricsSampler = ReturnType<typeof createMetricsSampler>
