// npm run bench:mix: the production build under a realistic mix of visitors at once, and its cold start.
//
// One server (`node dist/server/main.js`, NODE_ENV=production) on a fresh data dir (embedded
// database; or --pg-url for PostgreSQL, in a fresh database luxpro_bench_mix):
//   1. first start: migrations and the demo data (timed), then stopped;
//   2. extra generated providers (--providers, seed 43) and credits for the demo customer, written
//      while the server is down;
//   3. cold start on that existing data: from spawning the process to /health answering 200, --cold-starts
//      times (the server stopped in between; the last one stays up);
//   4. for each --connections count, --seconds each:
//      - the floor: /health alone;
//      - the mix, every kind at once, each with its share of the connections (autocannon per kind):
//        directory searches (categories, texts, places, letters), provider pages over hundreds of slugs,
//        assistant conversations of 3 turns (POST /api/public/chat), sign-ins of the demo customer,
//        and quote requests by the demo customer to one provider;
//      per kind req/s, p50/p99, errors (non-2xx) and timeouts; the server's event-loop delay p99
//      (nodejs_eventloop_lag_p99_seconds of /metrics, read every 2 s: the worst and the median window);
//      the machine's load average before and after.
// Needs the production build (npm run build first); builds nothing itself. Results: bench/results/mix.md.
//
// Usage: npm run bench:mix -- [--seconds 60] [--connections 50,200] [--providers 300] [--cold-starts 3]
//          [--port 3750] [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
//          [--cpu-prof <dir>] [--statement-times <file>] [--server-log <file>] [--rate <requests/s>]
//   --keep   leave the data dir (.data/bench-mix-*) in place; otherwise removed at the end.
//   --cpu-prof <dir>  the measured server (the last cold start) runs with Node's --cpu-prof, writing
//            a .cpuprofile per thread (main and the database's worker) into <dir> when it stops.
//   --statement-times <file>  the embedded database's thread writes each statement's calls, total and
//            mean milliseconds to <file> every 2 s (PGLITE_STATEMENT_TIMES): where its time goes.
//   --server-log <file>  the server logs at info level into <file> (one JSON line per request, with its
//            url and server-side ms): which requests are slow, and when in the run.
//   --rate <n>  the mix at a fixed pace, n requests a second in all (split by each kind's `paced` share),
//            instead of each connection asking again as soon as it is answered: two builds compared under
//            the same offered load (as fast as possible, a build that answers one kind faster is sent
//            more of it, and every other kind gets less of the machine).
//   --seconds 5 checks that it works; figures worth quoting need the full 60 s on a quiet machine.
import { randomBytes } from 'node:crypto'
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { type DatabaseTarget, openDatabase } from '@server/db/client'
import { insertProviders } from '@server/db/seed/insert-providers'
import { iterateProviders } from '@server/db/seed/provider-generator'
import { DEMO_ACCOUNTS } from '@server/modules/auth/seed-accounts'
import { projectPath } from '@server/project-root'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { autocannon } from './bench-tools'
import { cpuMsOf, median, type Started, startServer, stopServer } from './server-process'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50,200' },
    providers: { type: 'string', default: '300' },
    'cold-starts': { type: 'string', default: '3' },
    port: { type: 'string', default: '3750' },
    'pg-url': { type: 'string' },
    /** A file where the embedded database's thread writes each statement's calls and time (PGLITE_STATEMENT_TIMES). */
    'statement-times': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'server-log': { type: 'string' },
    rate: { type: 'string' },
  },
})
const SECONDS = Number(args.seconds)
const CONNECTION_COUNTS = args.connections.split(',').map(Number)
const EXTRA_PROVIDERS = Number(args.providers)
const RATE = args.rate ? Number(args.rate) : undefined
const COLD_STARTS = Math.max(1, Number(args['cold-starts']))
const PORT = Number(args.port)
const BASE = `http://127.0.0.1:${PORT}`
const DEMO_PASSWORD = 'Bench-Mix-Demo-2026!'
const METRICS_TOKEN = randomBytes(24).toString('hex')
const CUSTOMER = DEMO_ACCOUNTS.find((account) => account.type === 'individual')!.email
const ADMIN = DEMO_ACCOUNTS.find((account) => account.type === 'admin')!.email

/** One request of a kind's sequence (autocannon's `requests` entries; the context is per connection). */
interface Step {
  method?: 'GET' | 'POST'
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (
    request: Record<string, unknown>,
    context: Record<string, unknown>,
  ) => Record<string, unknown>
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
}

interface Kind {
  name: string
  /** Share of the connections (of the mix's total). */
  share: number
  /** Share of the requests under --rate. */
  paced: number
  steps: Step[]
}

interface Measured {
  kind: string
  connections: number
  rps: number
  p50: number
  p99: number
  errors: number
  timeouts: number
  total: number
  statuses: string
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!

function cannon(kind: Kind, connections: number, seconds: number, rate?: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections,
        duration: seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip' },
        requests: kind.steps,
        ...(rate ? { overallRate: Math.max(1, Math.round(rate * kind.paced)) } : {}),
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          kind: kind.name,
          connections,
          rps: Math.round(result.requests.average * 10) / 10,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
          total: result.requests.total,
          statuses: Object.entries(result.statusCodeStats ?? {})
            .map(([code, { count }]) => `${code}×${count}`)
            .join(' '),
        })
      },
    )
  })
}

/** The server's event-loop delay p99 per window (prom-client resets its histogram at each read). */
function eventLoopWindows() {
  const windows: number[] = []
  let stopped = false
  const read = async () => {
    const text = await fetch(`${BASE}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    }).then((res) => res.text())
    const line = text.split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_p99_seconds'))
    return line ? Number(line.split(' ').at(-1)) * 1000 : Number.NaN
  }
  const loop = (async () => {
    await read().catch(() => undefined) // starts the first window now
    while (!stopped) {
      await sleep(2_000)
      const ms = await read().catch(() => Number.NaN)
      if (Number.isFinite(ms)) windows.push(ms)
    }
  })()
  return async () => {
    stopped = true
    await loop
    const sorted = [...windows].sort((a, b) => a - b)
    return {
      worst: sorted.at(-1) ?? Number.NaN,
      median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      windows: sorted.length,
    }
  }
}

function serverEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-mix-secret-bench-mix-secret-0123456789',
    SEED_DEMO_DATA: 'true',
    DEMO_ACCOUNT_PASSWORD: DEMO_PASSWORD,
    METRICS_TOKEN,
    LOG_LEVEL: args['server-log'] ? 'info' : 'warn',
    // The whole load comes from one address: the per-IP limits would answer 429 to most of it.
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000000',
    AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: '1000000000',
    ASSISTANT_RATE_LIMIT_PER_MIN: '1000000000',
    ...(args['pg-url'] ? { DATABASE_URL: databaseUrl() } : {}),
    ...(args['statement-times'] ? { PGLITE_STATEMENT_TIMES: resolve(args['statement-times']) } : {}),
  }
}

function databaseUrl() {
  const url = new URL(args['pg-url']!)
  url.pathname = '/luxpro_bench_mix'
  return url.toString()
}

/** A fresh PostgreSQL database for the run. */
async function freshPostgres() {
  const server = new URL(args['pg-url']!)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  await client.query('drop database if exists luxpro_bench_mix with (force)')
  await client.query('create database luxpro_bench_mix')
  await client.end()
}

function startMixServer(dataDir: string, profile = false) {
  const profiling = profile && args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []
  const log = args['server-log']
  return startServer([...profiling, 'dist/server/main.js'], {
    port: PORT,
    env: serverEnv(dataDir),
    ...(log ? { onStdout: (text: string) => appendFileSync(log, text) } : {}),
  })
}

interface Material {
  slugs: string[]
  providerIds: number[]
  categories: string[]
  places: string[]
}

/** Extra providers, credits for the demo customer, and what the requests will ask for. */
async function prepare(dataDir: string): Promise<Material> {
  const target: DatabaseTarget = args['pg-url']
    ? { driver: 'postgres', url: databaseUrl() }
    : { driver: 'pglite', dataDir: join(dataDir, 'db') }
  const database = await openDatabase(target)
  try {
    const { db } = database
    if (EXTRA_PROVIDERS > 0) await insertProviders(db, iterateProviders({ count: EXTRA_PROVIDERS, seed: 43 }))
    // Quote requests hold a credit each while open: enough for any run.
    await db.execute(sql`
      insert into credit_ledger (user_id, delta, reason, note, created_by)
      select c.id, 1000000, 'refill', 'bench:mix', a.id
      from "user" c, "user" a where c.email = ${CUSTOMER} and a.email = ${ADMIN}`)
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows
    const providers = rows<{ id: number; slug: string }>(
      await db.execute(sql`select id, slug from provider where status = 'active' order by id limit 400`),
    )
    const categories = rows<{ slug: string }>(await db.execute(sql`select slug from category order by slug`))
    const places = rows<{ name: string }>(
      await db.execute(sql`select name from locality where kind = 'locality' order by id limit 60`),
    )
    return {
      slugs: providers.map((p) => p.slug),
      providerIds: providers.map((p) => p.id),
      categories: categories.map((c) => c.slug),
      places: places.map((p) => p.name),
    }
  } finally {
    await database.close()
  }
}

const TEXTS = [
  'plombier',
  'elektriker',
  'peinture',
  'jardin',
  'nettoyage',
  'toiture',
  'informatique',
  'fliesen',
]
const CHAT_OPENINGS = [
  { language: 'en', text: (place: string) => `My kitchen sink is leaking, I need a plumber in ${place}` },
  { language: 'fr', text: (place: string) => `Je voudrais repeindre mon salon de 30 m2 à ${place}` },
  { language: 'de', text: (place: string) => `Ich brauche einen Elektriker für neue Steckdosen in ${place}` },
  { language: 'en', text: (place: string) => `Garden hedge trimming, about 20 metres, in ${place}` },
]

function kinds(material: Material, cookie: string): Kind[] {
  const searches: string[] = []
  material.categories.forEach((category, i) => {
    searches.push(`/api/public/providers/search?category=${category}`)
    const place = encodeURIComponent(pick(material.places, i * 7))
    searches.push(`/api/public/providers/search?category=${category}&locality=${place}&radiusKm=15`)
  })
  TEXTS.forEach((text, i) => {
    searches.push(`/api/public/providers/search?q=${text}`)
    searches.push(
      `/api/public/providers/search?q=${text}&locality=${encodeURIComponent(pick(material.places, i * 3))}&radiusKm=20`,
    )
  })
  for (const letter of 'ABCDEFGHLMPRSW') searches.push(`/api/public/providers/search?letter=${letter}`)
  let s = 0
  let p = 0
  let c = 0
  let q = 0
  const json = { 'content-type': 'application/json', origin: BASE }
  /** One turn of a conversation; the first starts a new one (its own number, no session yet). */
  const chatTurn = (
    message: (opening: (typeof CHAT_OPENINGS)[number], place: string) => string,
    first = false,
  ): Step => ({
    method: 'POST',
    path: '/api/public/chat',
    headers: json,
    setupRequest: (request, context) => {
      if (first) {
        context.conversation = c++
        context.sessionId = undefined
      }
      const i = context.conversation as number
      const opening = pick(CHAT_OPENINGS, i)
      const sessionId = context.sessionId as string | undefined
      return {
        ...request,
        body: JSON.stringify({
          message: message(opening, pick(material.places, i)),
          language: opening.language,
          ...(sessionId ? { sessionId } : {}),
        }),
      }
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return
      try {
        context.sessionId = (JSON.parse(body) as { sessionId?: string }).sessionId
      } catch {}
    },
  })
  return [
    {
      name: 'directory search',
      share: 0.35,
      paced: 0.47,
      steps: [{ setupRequest: (request) => ({ ...request, path: pick(searches, s++) }) }],
    },
    {
      name: 'provider page',
      share: 0.3,
      paced: 0.4,
      steps: [
        {
          // Half the profile pages as a browser gets them (rendered by the server), half as the API.
          setupRequest: (request) => {
            const i = p++
            const slug = pick(material.slugs, i)
            return { ...request, path: i % 2 ? `/providers/${slug}` : `/api/public/providers/${slug}` }
          },
        },
      ],
    },
    {
      name: 'assistant conversation (3 turns)',
      share: 0.2,
      paced: 0.1,
      steps: [
        chatTurn((opening, place) => opening.text(place), true),
        chatTurn(() => 'yes'),
        chatTurn(() => 'providers'),
      ],
    },
    {
      name: 'sign-in',
      share: 0.08,
      paced: 0.01,
      steps: [
        {
          method: 'POST',
          path: '/api/auth/sign-in/email',
          headers: json,
          body: JSON.stringify({ email: CUSTOMER, password: DEMO_PASSWORD }),
        },
      ],
    },
    {
      name: 'quote request',
      share: 0.07,
      paced: 0.02,
      steps: [
        {
          method: 'POST',
          path: '/api/quote-requests',
          headers: { ...json, cookie },
          setupRequest: (request) => {
            const i = q++
            return {
              ...request,
              body: JSON.stringify({
                providerIds: [pick(material.providerIds, i * 13)],
                project: {
                  name: `Bench project ${i}`,
                  category: pick(material.categories, i),
                  description:
                    'Repaint the living room walls and ceiling, about 30 square metres, furniture moved out beforehand.',
                  location: pick(material.places, i),
                  timeline: 'within_month',
                },
              }),
            }
          },
        },
      ],
    },
  ]
}

async function signInCookie(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: CUSTOMER, password: DEMO_PASSWORD }),
  })
  if (res.status !== 200)
    throw new Error(`the demo customer cannot sign in: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const load1 = () => loadavg()[0] ?? 0

/** The server's CPU during the mix, all threads and the event loop's, and per request answered: steadier than latencies on a shared machine. */
function serverCpu(cpu: { process: number; main: number }, runs: Measured[]) {
  const answered = runs.reduce((sum, run) => sum + run.total, 0)
  const perRequest = (ms: number) => (answered ? (ms / answered).toFixed(2) : '–')
  return `Server CPU during the mix: ${(cpu.process / 1000).toFixed(1)} s, of which the main thread ${(cpu.main / 1000).toFixed(1)} s; per request answered ${perRequest(cpu.process)} ms (main thread ${perRequest(cpu.main)} ms).`
}

async function main() {
  const loadBefore = loadavg()
  mkdirSync(projectPath('.data'), { recursive: true })
  const dataDir = mkdtempSync(join(projectPath('.data'), 'bench-mix-'))
  if (args['pg-url']) await freshPostgres()
  let server: Started | undefined
  try {
    console.log(
      `▶ first start on ${args['pg-url'] ? 'PostgreSQL' : 'PGlite'} in ${dataDir}: migrations and demo data`,
    )
    const first = await startMixServer(dataDir)
    await stopServer(first.child)
    console.log(`  healthy after ${Math.round(first.healthyMs)} ms`)

    console.log(`▶ ${EXTRA_PROVIDERS} extra providers and the demo customer's credits`)
    const material = await prepare(dataDir)

    const coldStarts: Array<{ ms: number; load1: number }> = []
    for (let i = 0; i < COLD_STARTS; i++) {
      if (server) await stopServer(server.child)
      const load = load1()
      server = await startMixServer(dataDir, i === COLD_STARTS - 1)
      coldStarts.push({ ms: server.healthyMs, load1: load })
      console.log(
        `▶ cold start ${i + 1}: healthy after ${Math.round(server.healthyMs)} ms (load ${load.toFixed(1)})`,
      )
    }

    const cookie = await signInCookie()
    const mix = kinds(material, cookie)
    // Warm-up: a few seconds of the mix at a few connections (JIT, caches), not measured.
    await Promise.all(mix.map((kind) => cannon(kind, 1, Math.min(5, SECONDS))))

    const phases: Array<{
      connections: number
      floor: Measured
      floorLoop: { worst: number; median: number }
      runs: Measured[]
      loop: { worst: number; median: number; windows: number }
      loadBefore: number
      loadAfter: number
      cpu: { process: number; main: number } | undefined
    }> = []
    for (const connections of CONNECTION_COUNTS) {
      const loadBeforePhase = load1()
      console.log(`▶ ${connections} connections: /health alone for ${SECONDS} s`)
      let stopLoop = eventLoopWindows()
      const floor = await cannon(
        { name: '/health alone (the floor)', share: 1, paced: 1, steps: [{ path: '/health' }] },
        connections,
        SECONDS,
      )
      const floorLoop = await stopLoop()
      console.log(`▶ ${connections} connections: the mix for ${SECONDS} s`)
      stopLoop = eventLoopWindows()
      const pid = server?.child.pid
      const cpuBefore = { process: cpuMsOf(pid), main: cpuMsOf(pid, pid) }
      const runs = await Promise.all(
        mix.map((kind) => cannon(kind, Math.max(1, Math.round(connections * kind.share)), SECONDS, RATE)),
      )
      const loop = await stopLoop()
      const cpuAfter = { process: cpuMsOf(pid), main: cpuMsOf(pid, pid) }
      const cpu =
        cpuBefore.process === undefined || cpuAfter.process === undefined
          ? undefined
          : { process: cpuAfter.process - cpuBefore.process, main: cpuAfter.main! - cpuBefore.main! }
      phases.push({
        connections,
        floor,
        floorLoop,
        runs,
        loop,
        loadBefore: loadBeforePhase,
        loadAfter: load1(),
        cpu,
      })
      console.table([floor, ...runs])
    }
    if (server) await stopServer(server.child)
    server = undefined
    const loadAfter = loadavg()

    const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–')
    const row = (r: Measured) =>
      `| ${r.kind} | ${r.connections} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.timeouts} | ${r.total.toLocaleString('en')} | ${r.statuses} |`
    const report = [
      '# Mixed load and cold start (npm run bench:mix)',
      '',
      `${new Date().toISOString()}, ${cpus().length} cores, ${args['pg-url'] ? 'PostgreSQL' : 'PGlite (embedded)'}, production build.`,
      `Load average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')}; after: ${loadAfter.map((l) => l.toFixed(2)).join(', ')}.`,
      `${material.slugs.length} provider pages, ${material.places.length} places, ${material.categories.length} categories; ${SECONDS} s per line.`,
      ...(RATE ? [`The mix paced at ${RATE} requests a second in all (--rate), split by kind.`] : []),
      '',
      '## Cold start',
      '',
      `From spawning \`node dist/server/main.js\` to /health answering 200 on the existing data dir (demo data and ${EXTRA_PROVIDERS} extra providers):`,
      `${coldStarts.map((start) => `${Math.round(start.ms)} ms (load ${start.load1.toFixed(1)})`).join(', ')}; median ${Math.round(median(coldStarts.map((start) => start.ms)))} ms.`,
      `The first start on an empty data dir (migrations and demo data): ${Math.round(first.healthyMs)} ms.`,
      '',
      '## Under load',
      '',
      'Per kind: requests/s, latency p50 and p99 (ms), errors (non-2xx answers and connection errors), timeouts (10 s); answers still awaited when the time is up are not counted (a few seconds per line undercount the slow kinds).',
      'The event-loop delay is the server’s nodejs_eventloop_lag_p99_seconds, read every 2 s (worst and median window).',
      '',
      ...phases.flatMap((phase) => [
        `### ${phase.connections} connections`,
        '',
        `Load average (1 min) before ${phase.loadBefore.toFixed(2)}, after ${phase.loadAfter.toFixed(2)}.`,
        `Event-loop delay p99: /health alone ${ms(phase.floorLoop.worst)} ms worst, ${ms(phase.floorLoop.median)} ms median; the mix ${ms(phase.loop.worst)} ms worst, ${ms(phase.loop.median)} ms median (${phase.loop.windows} windows).`,
        ...(phase.cpu ? [serverCpu(phase.cpu, phase.runs)] : []),
        '',
        '| kind | connections | req/s | p50 ms | p99 ms | errors | timeouts | requests | statuses |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        row(phase.floor),
        ...phase.runs.map(row),
        '',
      ]),
    ].join('\n')
    mkdirSync(projectPath('bench/results'), { recursive: true })
    writeFileSync(projectPath('bench/results/mix.md'), `${report}\n`)
    console.log(`\n${report}\nWritten to bench/results/mix.md`)
  } finally {
    if (server) await stopServer(server.child)
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
