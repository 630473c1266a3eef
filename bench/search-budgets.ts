// Directory search budgets: p50/p95/p99 and requests/s of GET /api/public/providers/search
// under 50 concurrent connections (autocannon), on PGlite and PostgreSQL, at several directory sizes,
// for three scenarios: a text query, category + radius around a locality, an A–Z letter.
//   Budgets: p95 ≤ 25 ms on PGlite and ≤ 10 ms on PostgreSQL at 10 000 providers;
//            p95 at 100 000 providers no more than 2× the 10 000 figure.
// Each scenario runs in three modes: "uncached" (every request a search the server's 60 s answer cache
// no longer holds: the directory index filters, counts and sorts it in memory and the database is
// asked only for the text matches and result cards the index does not hold yet, see ADR 005),
// "typical" (20 popular searches, served from the answer cache) and "mixed" (4 requests in 5 popular,
// 1 in 5 long tail). What a never-seen text query costs the database: npx tsx bench/search-explain.ts.
//
// Usage: npm run bench:search -- [--sizes 1000,10000,100000] [--drivers pglite,postgres]
//          [--duration 10] [--connections 50] [--runs 2] [--warmup 3] [--serial 2]
//          [--modes uncached,typical,mixed] [--rate 0] [--encoding 'gzip, deflate, br']
//          [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
//   --runs     measurements per scenario and mode (interleaved); the table shows the lowest p95 and all
//   --serial   seconds per scenario with ONE connection, uncached: the service time without queueing
//   --rate     requests/s over all connections (open loop) instead of as fast as possible (closed loop)
// Databases are prepared once and reused: PGlite data dirs .data/bench/pglite-<n>, PostgreSQL databases
// luxpro_bench_<n> (created through --pg-url, default $BENCH_PG_URL or the local server); providers are
// generated (seed 42) only when fewer than <n> are present. Results: bench/results/search.md.
//
// The app runs in a child process (same buildApp as src/server/main.ts, from source through tsx), so
// the load generator's event loop does not delay the server's responses.
import { type ChildProcess, execSync, fork } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildApp } from '@server/app'
import { loadConfig } from '@server/config'
import { type Database, type DatabaseTarget, openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { seedReferenceData } from '@server/db/seed/index'
import { insertProviders } from '@server/db/seed/insert-providers'
import { iterateProviders } from '@server/db/seed/provider-generator'
import { SEARCH_CACHE_TTL_MS } from '@server/modules/providers/directory/search-cache'
import { projectPath } from '@server/project-root'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import pg from 'pg'
import { requireBenchTool } from './bench-tools'

const USAGE = `Usage: npm run bench:search -- [--sizes 1000,10000] [--drivers pglite,postgres] [--duration 10]
  [--connections 50] [--runs 2] [--warmup 3] [--serial 2] [--modes uncached,typical,mixed] [--rate 0]
  [--pg-url URL] [--encoding 'gzip, deflate, br']`

const GENERATOR_SEED = 42
/** The server's answer cache (search-cache.ts): 1 000 entries, 60 s. Mirrored to estimate its hit share. */
const SERVER_CACHE_ENTRIES = 1_000
const SEARCH_PATH = '/api/public/providers/search'
const BUDGET_10K_MS = { pglite: 25, postgres: 10 } as const
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

type Driver = 'pglite' | 'postgres'
type Scenario = 'text' | 'category+radius' | 'letter'
type Mode = 'uncached' | 'typical' | 'mixed'
const SCENARIOS: Scenario[] = ['text', 'category+radius', 'letter']
const MODES: Mode[] = ['uncached', 'typical', 'mixed']

// ---------------------------------------------------------------------------------------------------
// Server (child process)
// ---------------------------------------------------------------------------------------------------

interface ServeSpec {
  driver: Driver
  size: number
  /** PGlite data dir or PostgreSQL URL. */
  location: string
}

type ChildMessage =
  | { type: 'progress'; message: string }
  | { type: 'ready'; port: number; providers: number; seededSeconds: number | null; analyzed: boolean }
  | { type: 'failed'; message: string }

async function countProviders(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from provider`)
  return Number(result.rows[0]?.n ?? 0)
}

async function serve(spec: ServeSpec) {
  const send = (message: ChildMessage) => process.send?.(message)
  const target: DatabaseTarget =
    spec.driver === 'pglite'
      ? { driver: 'pglite', dataDir: spec.location }
      : { driver: 'postgres', url: spec.location }
  if (spec.driver === 'pglite') mkdirSync(spec.location, { recursive: true })
  const database = await openDatabase(target)
  let app: Awaited<ReturnType<typeof buildApp>> | undefined
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      await app?.close()
      await database.close()
    })()
    return closing
  }
  const stop = () => void close().finally(() => process.exit(0))
  process.on('message', (message: { type?: string }) => message?.type === 'stop' && stop())
  process.on('disconnect', stop)
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  try {
    await migrateDatabase(database)
    await seedReferenceData(database.db)
    const present = await countProviders(database.db)
    let seededSeconds: number | null = null
    if (present < spec.size) {
      send({
        type: 'progress',
        message: `seeding ${spec.size - present} providers (seed ${GENERATOR_SEED})…`,
      })
      const startedAt = performance.now()
      let reported = 0
      await insertProviders(database.db, iterateProviders({ count: spec.size, seed: GENERATOR_SEED }), {
        onBatch: (progress) => {
          const done = progress.providers + progress.skipped
          if (done - reported >= 10_000) {
            reported = done
            const seconds = ((performance.now() - startedAt) / 1000).toFixed(0)
            send({ type: 'progress', message: `${done} / ${spec.size} (${seconds} s)` })
          }
        },
      })
      seededSeconds = (performance.now() - startedAt) / 1000
    }
    // Statistics as a running PostgreSQL's autovacuum would keep them (PGlite has no autovacuum).
    const stats = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'provider'`,
    )
    const analyzed = seededSeconds !== null || Number(stats.rows[0]?.n ?? 0) === 0
    if (analyzed) await database.db.execute(sql`vacuum analyze`)
    const providers = await countProviders(database.db)

    const config = {
      ...loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      }),
      // Rate limiting stays registered (its cost is part of a request) but never refuses.
      RATE_LIMIT_MAX: 1_000_000_000,
      AUTH_RATE_LIMIT_PER_IP: 1_000_000_000,
      AUTH_RATE_LIMIT_PER_EMAIL: 1_000_000_000,
    }
    app = await buildApp({
      config,
      database,
      webRoot: projectPath('dist/web'),
      version: 'bench',
      startedAt: Date.now(),
      authSecret: config.AUTH_SECRET as string,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    send({ type: 'ready', port, providers, seededSeconds, analyzed })
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    await close()
    process.exit(1)
  }
}

interface RunningServer {
  port: number
  providers: number
  seededSeconds: number | null
  analyzed: boolean
  stop: () => Promise<void>
}

function startServer(spec: ServeSpec): Promise<RunningServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(spec)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.send({ type: 'stop' })
      } catch {
        child.kill('SIGTERM') // the channel is gone (Ctrl-C reached the child too): it stops on the signal
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
      await exited
      clearTimeout(timer)
    }
  }
  activeStops.add(stop)
  return new Promise((resolve, reject) => {
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') console.log(`  [${spec.driver} ${spec.size}] ${message.message}`)
      else if (message.type === 'failed') reject(new Error(`server failed to start:\n${message.message}`))
      else if (message.type === 'ready') {
        const { port, providers, seededSeconds, analyzed } = message
        resolve({
          port,
          providers,
          seededSeconds,
          analyzed,
          stop: async () => {
            await stop()
            activeStops.delete(stop)
          },
        })
      }
    })
    child.once('exit', (code) => reject(new Error(`server exited (code ${code}) before it was ready`)))
  })
}

const activeStops = new Set<() => Promise<void>>()

// ---------------------------------------------------------------------------------------------------
// Workload
// ---------------------------------------------------------------------------------------------------

/** What people type: trades in French, German and English, a few typos, names, two-word queries. */
const TEXT_QUERIES = [
  'plombier',
  'electricien',
  'peintre',
  'menuisier',
  'couvreur',
  'jardinier',
  'serrurier',
  'carreleur',
  'chauffagiste',
  'demenagement',
  'nettoyage',
  'comptable',
  'avocat',
  'klempner',
  'elektriker',
  'maler',
  'schreiner',
  'dachdecker',
  'gärtner',
  'schlüsseldienst',
  'fliesenleger',
  'heizung',
  'umzug',
  'reinigung',
  'steuerberater',
  'plumber',
  'electrician',
  'painter',
  'carpenter',
  'roofer',
  'gardener',
  'locksmith',
  'web developer',
  'solar panels',
  'plombeir',
  'electrican',
  'plumbr',
  'elektrikr',
  'weber',
  'sanitaire luxembourg',
]

/** Places people search around (all resolve through the locality search). */
const LOCALITIES = [
  'Luxembourg',
  'Esch-sur-Alzette',
  'Differdange',
  'Dudelange',
  'Ettelbruck',
  'Diekirch',
  'Wiltz',
  'Echternach',
  'Grevenmacher',
  'Remich',
  'Mersch',
  'Bertrange',
  'Strassen',
  'Hesperange',
  'Pétange',
  'Mamer',
  'Junglinster',
  'Bettembourg',
  'Schifflange',
  'Clervaux',
]
const RADII = [5, 10, 20, 30]
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']

function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffled<T>(items: T[], seed: number): T[] {
  const random = mulberry32(seed)
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

const url = (params: Record<string, string | number>) =>
  `${SEARCH_PATH}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`

/**
 * Per scenario: a long tail of distinct searches (more than the server cache holds, so cycling through
 * them in a fixed order never finds one still cached) and 20 popular ones (first pages, default size).
 */
function workload(scenario: Scenario): { tail: string[]; popular: string[] } {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (scenario === 'text') {
    const tail = TEXT_QUERIES.flatMap((q) =>
      range(1, 5).flatMap((page) => range(10, 16).map((pageSize) => url({ q, page, pageSize }))),
    )
    return { tail: shuffled(tail, 1), popular: TEXT_QUERIES.slice(0, 20).map((q) => url({ q })) }
  }
  if (scenario === 'category+radius') {
    const tail = CATEGORY_SLUGS.flatMap((category) =>
      LOCALITIES.flatMap((locality) => RADII.map((radiusKm) => url({ category, locality, radiusKm }))),
    )
    const popular = CATEGORY_SLUGS.slice(0, 10).flatMap((category) =>
      ['Luxembourg', 'Esch-sur-Alzette'].map((locality) => url({ category, locality, radiusKm: 10 })),
    )
    return { tail: shuffled(tail, 2), popular }
  }
  const tail = LETTERS.flatMap((letter) =>
    range(1, 5).flatMap((page) => range(10, 20).map((pageSize) => url({ letter, page, pageSize }))),
  )
  return { tail: shuffled(tail, 3), popular: LETTERS.slice(0, 20).map((letter) => url({ letter })) }
}

/** Hands out request paths and counts how many the server's cache would have answered. */
class RequestSource {
  private readonly cache = new LRUCache<string, true>({ max: SERVER_CACHE_ENTRIES, ttl: SEARCH_CACHE_TTL_MS })
  private readonly cursors = new Map<Scenario, number>()
  private readonly workloads = new Map(SCENARIOS.map((s) => [s, workload(s)]))
  requests = 0
  hits = 0

  constructor() {
    for (const { tail } of this.workloads.values())
      if (tail.length <= SERVER_CACHE_ENTRIES) throw new Error('the long tail must outnumber the cache')
  }

  popular(scenario: Scenario) {
    return this.workloads.get(scenario)?.popular ?? []
  }

  /** A request made outside autocannon (it fills the server cache too). */
  touch(path: string) {
    this.cache.set(path, true)
  }

  next(scenario: Scenario, mode: Mode): string {
    const { tail, popular } = this.workloads.get(scenario) ?? { tail: [], popular: [] }
    const n = this.cursors.get(scenario) ?? 0
    this.cursors.set(scenario, n + 1)
    // typical: the 20 popular searches only; mixed: 4 requests in 5 among them, the fifth from the tail.
    const fromPopular = mode === 'typical' || (mode === 'mixed' && n % 5 !== 0)
    const path = fromPopular
      ? (popular[(n * 7) % popular.length] as string)
      : (tail[this.tailCursor(scenario)] as string)
    this.requests++
    if (this.cache.has(path)) this.hits++
    else this.cache.set(path, true)
    return path
  }

  private readonly tailCursors = new Map<Scenario, number>()
  private tailCursor(scenario: Scenario) {
    const { tail } = this.workloads.get(scenario) ?? { tail: [] }
    const i = this.tailCursors.get(scenario) ?? 0
    this.tailCursors.set(scenario, i + 1)
    return i % tail.length
  }

  resetCounts() {
    this.requests = 0
    this.hits = 0
  }
}

// ---------------------------------------------------------------------------------------------------
// Load (autocannon: no type declarations installed, so the little we use is typed here)
// ---------------------------------------------------------------------------------------------------

interface AutocannonResult {
  errors: number
  timeouts: number
  non2xx: number
}
interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
  ): void
}
type Autocannon = (
  options: Record<string, unknown>,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance
const autocannon = requireBenchTool('autocannon') as Autocannon

interface Measurement {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  cacheHitShare: number
  /**
   * Fewer than 10 answers per connection: requests still waiting when the run ended are not counted,
   * so the percentiles understate the latency (a lower bound).
   */
  tooFewAnswers: boolean
  /** Length of the run. */
  seconds: number
  load1: number
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)

interface LoadOptions {
  duration: number
  connections: number
  encoding: string
  /** Requests/s over all connections; 0: as fast as the server answers. */
  rate: number
  /** A number of requests instead of a duration. */
  amount?: number
}

async function load(
  base: string,
  source: RequestSource,
  scenario: Scenario,
  mode: Mode,
  options: LoadOptions,
): Promise<Measurement> {
  const load1 = loadavg()[0] ?? 0
  source.resetCounts()
  const latencies: number[] = []
  const startedAt = performance.now()
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.duration,
        // Long enough that no request is abandoned and sent again (which would add to the queue).
        timeout: 120,
        ...(options.rate > 0 ? { overallRate: options.rate } : {}),
        ...(options.amount ? { amount: options.amount } : {}),
        headers: options.encoding ? { 'accept-encoding': options.encoding } : {},
        requests: [
          {
            method: 'GET',
            setupRequest: (request: Record<string, unknown>) => ({
              ...request,
              path: source.next(scenario, mode),
            }),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  const seconds = (performance.now() - startedAt) / 1000
  await waitIdle(base)
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    cacheHitShare: source.requests ? source.hits / source.requests : 0,
    tooFewAnswers: latencies.length < (options.amount ?? 10 * options.connections),
    seconds,
    load1,
  }
}

/**
 * When autocannon stops, the requests it leaves unanswered are still queued in the server (PGlite runs
 * one statement at a time): wait until /health (one database round trip) answers promptly again, so the
 * next measurement does not start behind the previous one's backlog.
 */
async function waitIdle(base: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const t0 = performance.now()
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok && performance.now() - t0 < 100) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not become idle within 5 minutes')
}

// ---------------------------------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------------------------------

async function postgresReachable(adminUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

async function ensurePostgresDatabase(adminUrl: string, size: number): Promise<string> {
  const name = `luxpro_bench_${size}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const target = new URL(adminUrl)
  target.pathname = `/${name}`
  return target.toString()
}

// ---------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------

interface Row {
  driver: Driver
  size: number
  scenario: Scenario
  mode: Mode
  runs: Measurement[]
}

interface Prepared {
  driver: Driver
  size: number
  providers: number
  seededSeconds: number | null
  analyzed: boolean
  /** Per scenario: median total matches and response size of the popular searches. */
  samples: Record<Scenario, { total: number; kb: number }>
  /** Per scenario: one connection, uncached (the time one search takes when nothing waits). */
  serial: Record<Scenario, Measurement> | null
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '–')
/** ms, marked "≥" when the run had too few answers for the figure to be more than a lower bound. */
const fmtOf = (m: Measurement, ms: number) =>
  Number.isNaN(ms)
    ? `> ${(m.seconds * 1000).toFixed(0)} (no answer)`
    : `${m.tooFewAnswers ? '≥ ' : ''}${fmt(ms)}`
/** The run with the lowest p95 (a run without any answer counts as the worst). */
const best = (runs: Measurement[]) => runs.reduce((a, b) => (Number.isNaN(a.p95) || b.p95 < a.p95 ? b : a))
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  return s.length ? (s[Math.floor(s.length / 2)] as number) : Number.NaN
}

function budgetFor(rows: Row[], row: Row): { text: string; ok: boolean | null } {
  if (row.size === 10_000) {
    const limit = BUDGET_10K_MS[row.driver]
    const m = best(row.runs)
    return { text: `≤ ${limit}`, ok: Number.isNaN(m.p95) ? false : m.p95 <= limit }
  }
  if (row.size === 100_000) {
    const base = rows.find(
      (r) =>
        r.driver === row.driver && r.size === 10_000 && r.scenario === row.scenario && r.mode === row.mode,
    )
    if (!base) return { text: '≤ 2× 10k (10k not run)', ok: null }
    const limit = 2 * best(base.runs).p95
    const m = best(row.runs)
    if (Number.isNaN(limit)) return { text: '≤ 2× 10k (no 10k figure)', ok: null }
    return { text: `≤ ${fmt(limit)} (2× 10k)`, ok: Number.isNaN(m.p95) ? false : m.p95 <= limit }
  }
  return { text: '–', ok: null }
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000' },
      drivers: { type: 'string', default: 'pglite,postgres' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      runs: { type: 'string', default: '2' },
      warmup: { type: 'string', default: '3' },
      serial: { type: 'string', default: '2' },
      modes: { type: 'string', default: MODES.join(',') },
      rate: { type: 'string', default: '0' },
      'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? DEFAULT_PG_URL },
      encoding: { type: 'string', default: 'gzip, deflate, br' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const positive = (name: string, value: string) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`--${name} expects a positive integer, got "${value}"`)
    return n
  }
  const sizes = values.sizes.split(',').map((s) => positive('sizes', s.trim().replace(/_/g, '')))
  const drivers = values.drivers.split(',').map((d) => d.trim())
  for (const d of drivers)
    if (d !== 'pglite' && d !== 'postgres') throw new Error(`--drivers: unknown driver "${d}"`)
  const options: LoadOptions = {
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    encoding: values.encoding,
    rate: Number(values.rate) || 0,
  }
  const modes = values.modes.split(',').map((m) => m.trim()) as Mode[]
  for (const m of modes) if (!MODES.includes(m)) throw new Error(`--modes: unknown mode "${m}"`)
  const runs = positive('runs', values.runs)
  const warmup = Number(values.warmup) || 0
  const serialSeconds = Number(values.serial) || 0
  const pgUrl = values['pg-url']

  const startedAt = new Date()
  const loadAtStart = loadavg()
  const skipped: string[] = []
  const rows: Row[] = []
  const prepared: Prepared[] = []

  for (const driver of drivers as Driver[]) {
    if (driver === 'postgres') {
      const problem = await postgresReachable(pgUrl)
      if (problem) {
        const message = `PostgreSQL skipped: ${new URL(pgUrl).host} unreachable (${problem})`
        console.log(message)
        skipped.push(message)
        continue
      }
    }
    for (const size of sizes) {
      const location =
        driver === 'pglite'
          ? projectPath('.data/bench', `pglite-${size}`)
          : await ensurePostgresDatabase(pgUrl, size)
      console.log(`\n${driver}, ${size} providers: preparing ${location.replace(/\/\/[^@]*@/, '//')}`)
      const server = await startServer({ driver, size, location })
      try {
        console.log(
          `  ready on port ${server.port}: ${server.providers} providers` +
            (server.seededSeconds !== null ? `, seeded in ${server.seededSeconds.toFixed(0)} s` : ', reused'),
        )
        const base = `http://127.0.0.1:${server.port}`
        const source = new RequestSource()
        const samples = {} as Prepared['samples']
        for (const scenario of SCENARIOS) {
          const totals: number[] = []
          const sizesKb: number[] = []
          for (const path of source.popular(scenario)) {
            const response = await fetch(base + path)
            const body = await response.text()
            if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 200)}`)
            totals.push((JSON.parse(body) as { total: number }).total)
            sizesKb.push(body.length / 1024)
          }
          samples[scenario] = { total: median(totals), kb: median(sizesKb) }
        }
        if (warmup > 0) {
          for (const scenario of SCENARIOS) {
            const w = await load(base, source, scenario, 'uncached', {
              ...options,
              duration: warmup,
              rate: 0,
            })
            if (w.errors > 0) throw new Error(`warm-up of ${scenario}: ${w.errors} failed requests`)
          }
        }
        let serial: Prepared['serial'] = null
        if (serialSeconds > 0) {
          serial = {} as Record<Scenario, Measurement>
          for (const scenario of SCENARIOS) {
            const alone = { ...options, duration: serialSeconds, connections: 1, rate: 0 }
            let m = await load(base, source, scenario, 'uncached', alone)
            // Too slow for a percentile in that time: take 20 searches however long they take.
            if (m.requests < 20) m = await load(base, source, scenario, 'uncached', { ...alone, amount: 20 })
            serial[scenario] = m
            console.log(
              `  1 connection uncached ${scenario.padEnd(15)} ${m.rps.toFixed(0).padStart(5)} req/s  p50 ${fmt(m.p50)}  p95 ${fmt(m.p95)}  p99 ${fmt(m.p99)} ms${m.errors ? `  ERRORS ${m.errors}` : ''}  (load ${m.load1.toFixed(2)})`,
            )
          }
        }
        prepared.push({ driver, size, ...server, samples, serial })
        for (let run = 0; run < runs; run++) {
          for (const mode of modes) {
            for (const scenario of SCENARIOS) {
              // The popular searches are in the cache, as they would be on a running site (their
              // entries may have expired during the previous runs: 60 s).
              if (mode !== 'uncached') {
                for (const path of source.popular(scenario)) {
                  await fetch(base + path).then((response) => response.arrayBuffer())
                  source.touch(path)
                }
              }
              const m = await load(base, source, scenario, mode, options)
              let row = rows.find(
                (r) => r.driver === driver && r.size === size && r.scenario === scenario && r.mode === mode,
              )
              if (!row) {
                row = { driver, size, scenario, mode, runs: [] }
                rows.push(row)
              }
              row.runs.push(m)
              console.log(
                `  run ${run + 1} ${mode.padEnd(8)} ${scenario.padEnd(15)} ${m.rps.toFixed(0).padStart(5)} req/s  p50 ${fmt(m.p50)}  p95 ${fmt(m.p95)}  p99 ${fmt(m.p99)} ms  cache hits ~${(m.cacheHitShare * 100).toFixed(0)} %${m.errors ? `  ERRORS ${m.errors}` : ''}  (load ${m.load1.toFixed(2)})`,
              )
            }
          }
        }
      } finally {
        await server.stop()
      }
    }
  }

  const markdown = report({
    startedAt,
    loadAtStart,
    sizes,
    drivers,
    options,
    runs,
    warmup,
    serialSeconds,
    rows,
    prepared,
    skipped,
  })
  mkdirSync(projectPath('bench/results'), { recursive: true })
  writeFileSync(projectPath('bench/results/search.md'), markdown)
  console.log(`\n${markdown}`)
  console.log('Written to bench/results/search.md')
}

function report(input: {
  startedAt: Date
  loadAtStart: number[]
  sizes: number[]
  drivers: string[]
  options: LoadOptions
  runs: number
  warmup: number
  serialSeconds: number
  rows: Row[]
  prepared: Prepared[]
  skipped: string[]
}): string {
  const { rows, prepared, options } = input
  const cpuModel = cpus()[0]?.model ?? 'unknown CPU'
  const nproc = (() => {
    try {
      return execSync('nproc').toString().trim()
    } catch {
      return String(cpus().length)
    }
  })()
  const la = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ')
  const lines: string[] = []
  lines.push('# Directory search benchmark', '')
  lines.push(
    `- Date: ${input.startedAt.toISOString()}`,
    `- Machine: ${nproc} CPUs (\`nproc\`), ${cpuModel}; Node ${process.version}`,
    `- Load average (1/5/15 min) at start: ${la(input.loadAtStart)}; at end: ${la(loadavg())} (the machine is shared; the load includes this benchmark)`,
    `- Sizes: ${input.sizes.join(', ')} providers; drivers: ${input.drivers.join(', ')}`,
    `- autocannon: ${options.connections} connections, ${options.rate > 0 ? `open loop at ${options.rate} req/s overall` : 'closed loop (each connection sends its next request when the previous one is answered)'}, ${options.duration} s per scenario and mode, ${input.runs} run(s) each (runs interleaved), ${input.warmup} s warm-up per scenario; \`accept-encoding: ${options.encoding || '(none)'}\``,
    '- Server: `buildApp` from source (tsx) in a child process, NODE_ENV=production, LOG_LEVEL=warn, rate limit registered but never reached; node-postgres pool of 10',
    '- Latencies are computed from every response (autocannon reports no p95; no coordinated-omission correction); the columns show the run with the lowest p95, "p95 all runs" every run, "load 1m" the 1-minute load average when each run started. "≥" marks a run with fewer than 10 answers per connection: requests still waiting at the end are not counted, so the figure is only a lower bound',
    '',
  )
  for (const skip of input.skipped) lines.push(`> ${skip}`, '')

  lines.push('## Results (ms)', '')
  lines.push(
    '| driver | providers | scenario | mode | cache hits (est.) | req/s | p50 | p95 | p99 | p95 all runs | load 1m | budget p95 | verdict |',
  )
  lines.push('|---|---:|---|---|---:|---:|---:|---:|---:|---|---|---|---|')
  for (const row of rows) {
    const m = best(row.runs)
    const budget = budgetFor(rows, row)
    const errors = row.runs.reduce((sum, r) => sum + r.errors, 0)
    lines.push(
      `| ${row.driver} | ${row.size} | ${row.scenario} | ${row.mode} | ${(m.cacheHitShare * 100).toFixed(0)} % | ${m.rps.toFixed(0)} | ${fmtOf(m, m.p50)} | **${fmtOf(m, m.p95)}** | ${fmtOf(m, m.p99)} | ${row.runs.map((r) => fmtOf(r, r.p95)).join(', ')} | ${row.runs.map((r) => r.load1.toFixed(1)).join(', ')} | ${budget.text} | ${budget.ok === null ? '–' : budget.ok ? 'pass' : '**FAIL**'}${errors ? ` (${errors} errors)` : ''} |`,
    )
  }
  lines.push('')
  lines.push('## Data and service time', '')
  lines.push(
    `Service time: ${input.serialSeconds} s per scenario with **one** connection, uncached (nothing queues), or 20 searches when fewer were answered in that time: p50 / p95 ms and req/s.`,
    '',
  )
  lines.push(
    '| driver | providers | prepared | median matches: text / category+radius / letter | median response KB (uncompressed) | 1 connection: text | category+radius | letter |',
  )
  lines.push('|---|---:|---|---|---|---|---|---|')
  for (const p of prepared) {
    const how =
      p.seededSeconds !== null
        ? `seeded now in ${p.seededSeconds.toFixed(0)} s, then VACUUM ANALYZE`
        : `reused${p.analyzed ? ', ANALYZE' : ''}`
    lines.push(
      `| ${p.driver} | ${p.providers} | ${how} | ${SCENARIOS.map((s) => p.samples[s].total).join(' / ')} | ${SCENARIOS.map((s) => p.samples[s].kb.toFixed(1)).join(' / ')} | ${SCENARIOS.map(
        (s) => {
          const m = p.serial?.[s]
          return m ? `${fmtOf(m, m.p50)} / ${fmtOf(m, m.p95)} ms, ${m.rps.toFixed(1)}/s` : '–'
        },
      ).join(' | ')} |`,
    )
  }
  lines.push('')
  lines.push(
    '## Workload',
    '',
    `- **text**: ${TEXT_QUERIES.length} queries in French, German and English with typos, names and two-word queries (\`q\`), pages 1–5 × pageSize 10–16.`,
    `- **category+radius**: ${CATEGORY_SLUGS.length} categories × ${LOCALITIES.length} localities (resolved by the locality search) × radius ${RADII.join('/')} km; sorted by distance.`,
    '- **letter**: A–Z × pages 1–5 × pageSize 10–20.',
    `- **uncached**: the scenario's long tail (over ${SERVER_CACHE_ENTRIES} distinct searches, shuffled once) in a fixed cycle, so the server's LRU answer cache (${SERVER_CACHE_ENTRIES} entries, ${SEARCH_CACHE_TTL_MS / 1000} s) has always evicted a search before it comes back: every request is computed again. The directory index (ADR 005) serves the filters, facets and sorting from memory; after the warm-up it also holds the text matches of these queries and the cards of the providers shown (60 s), so the database is asked only for what it does not hold yet. \`npx tsx bench/search-explain.ts\` times a never-seen text query's database work.`,
    '- **typical**: 20 popular searches per scenario (first page, default page size), fetched once just before the run, so the answer cache serves everything (unless an entry expires during the run); what remains is Fastify, validation, serialisation and compression.',
    '- **mixed**: 4 requests in 5 among the 20 popular searches, 1 in 5 from the long tail. "cache hits (est.)" replays each request sequence through an LRU of the same size and lifetime as the server cache.',
    '- Budget column: 10k rows against the issue budget (PGlite 25 ms, PostgreSQL 10 ms); 100k rows against 2× the same row at 10k; 1k has no budget.',
    '',
  )
  lines.push('## Reading (generated from the numbers above)', '', reading(input), '')
  return lines.join('\n')
}

const DRIVER_NAMES: Record<Driver, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }

/** The paragraph under the tables: budgets met or not, why (queueing vs service time), scaling, noise. */
function reading(input: { rows: Row[]; prepared: Prepared[]; options: LoadOptions }): string {
  const { rows, prepared, options } = input
  if (rows.length === 0) return 'Nothing was measured.'
  const find = (driver: Driver, size: number, scenario: Scenario, mode: Mode) =>
    rows.find((r) => r.driver === driver && r.size === size && r.scenario === scenario && r.mode === mode)
  const bestOf = (row: Row | undefined) => (row ? best(row.runs) : undefined)
  const p95Text = (row: Row | undefined) => {
    const m = bestOf(row)
    return m ? fmtOf(m, m.p95) : '–'
  }
  const sentences: string[] = []
  const drivers = [...new Set(rows.map((r) => r.driver))]
  const modes = MODES.filter((m) => rows.some((r) => r.mode === m))
  for (const driver of drivers) {
    const name = DRIVER_NAMES[driver]
    const limit = BUDGET_10K_MS[driver]
    const tenK = modes.filter((mode) => SCENARIOS.some((s) => find(driver, 10_000, s, mode)))
    if (tenK.length > 0) {
      const parts = tenK.map((mode) => {
        const found = SCENARIOS.map((s) => find(driver, 10_000, s, mode))
        const rps = found.map((row) => bestOf(row)?.rps.toFixed(0) ?? '–')
        const within = found.filter((row) => (bestOf(row)?.p95 ?? Number.NaN) <= limit).length
        return `${mode} ${found.map(p95Text).join(' / ')} ms at ${rps.join(' / ')} req/s (${within} of 3 within budget)`
      })
      sentences.push(
        `**${name} at 10 000 providers** (budget p95 ≤ ${limit} ms; text / category+radius / letter): ${parts.join('; ')}.`,
      )
      const serial = prepared.find((p) => p.driver === driver && p.size === 10_000)?.serial
      if (serial && options.rate === 0) {
        const needed = Math.ceil((options.connections / limit) * 1000)
        sentences.push(
          `One search alone (one connection, uncached) takes ${SCENARIOS.map((s) => fmtOf(serial[s], serial[s].p50)).join(' / ')} ms at p50 on ${name}. With ${options.connections} connections each waiting for its answer before asking again, latency ≈ ${options.connections} ÷ throughput, so a p95 of ${limit} ms needs roughly ${needed} req/s or more; every request shares the server's one event loop (and, on PGlite, the database runs on it too), so the 50-connection p95 is mostly queueing: it follows the service time and the throughput, not the other way round.`,
        )
      }
    }
    // The size trend without queueing: one connection, uncached.
    const serialSizes = prepared
      .filter((p) => p.driver === driver && p.serial)
      .sort((a, b) => a.size - b.size)
    if (serialSizes.length > 1) {
      const trend = SCENARIOS.map(
        (s) =>
          `${s} ${serialSizes
            .map((p) => {
              const m = p.serial?.[s]
              return m ? fmtOf(m, m.p50) : '–'
            })
            .join(' → ')}`,
      )
      sentences.push(
        `${name} one-connection p50 at ${serialSizes.map((p) => `${p.size / 1000}k`).join(' → ')} providers: ${trend.join('; ')} ms.`,
      )
    }
    if (SCENARIOS.some((s) => find(driver, 100_000, s, 'uncached'))) {
      const verdicts = SCENARIOS.map((s) => {
        const at100k = bestOf(find(driver, 100_000, s, 'uncached'))
        const at10k = bestOf(find(driver, 10_000, s, 'uncached'))
        if (!at100k || !at10k || Number.isNaN(at10k.p95)) return null
        return !Number.isNaN(at100k.p95) && at100k.p95 <= 2 * at10k.p95
      })
      const ratios = SCENARIOS.map((s) => {
        const a = bestOf(find(driver, 100_000, s, 'uncached'))?.p95 ?? Number.NaN
        const b = bestOf(find(driver, 10_000, s, 'uncached'))?.p95 ?? Number.NaN
        return Number.isFinite(a / b) ? `×${(a / b).toFixed(1)}` : 'n/a'
      })
      const met = verdicts.filter((v) => v === true).length
      sentences.push(
        `${name} at 100 000 providers, uncached p95 ${SCENARIOS.map((s) => p95Text(find(driver, 100_000, s, 'uncached'))).join(' / ')} ms (${ratios.join(' / ')} the 10k figure): the ≤ ×2 budget is met for ${met} of 3 scenarios.`,
      )
    } else {
      sentences.push(`${name} at 100k providers was not measured in this run.`)
    }
  }
  const loads = rows.flatMap((r) => r.runs.map((m) => m.load1))
  const spreads = rows
    .filter((r) => r.runs.length > 1 && r.runs.every((m) => Number.isFinite(m.p95)))
    .map((r) => Math.max(...r.runs.map((m) => m.p95)) / Math.min(...r.runs.map((m) => m.p95)))
  sentences.push(
    `Noise: the 1-minute load average was ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cpus().length} CPUs shared by the load generator, the server, PostgreSQL and other work` +
      (spreads.length
        ? `; repeated runs of the same row differed by up to ×${Math.max(...spreads).toFixed(1)} in p95`
        : '') +
      ': single figures are indicative only; compare rows measured in the same run, and the ratios more than the absolute values.',
  )
  return sentences.join(' ')
}

if (process.argv[2] === '--serve') {
  void serve(JSON.parse(process.argv[3] ?? '{}') as ServeSpec)
} else {
  let interrupted = false
  process.on('SIGINT', () => {
    if (interrupted) process.exit(130)
    interrupted = true
    console.log('\nInterrupted: stopping the server…')
    void Promise.all([...activeStops].map((stop) => stop())).finally(() => process.exit(130))
  })
  main().catch(async (error) => {
    console.error(error instanceof Error ? error.message : error)
    await Promise.all([...activeStops].map((stop) => stop()))
    process.exit(1)
  })
}
