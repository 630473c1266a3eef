// npm run bench:cluster: the cluster of `npm run cluster` (scripts/cluster/cluster-control.ts) under
// load, through HAProxy: autocannon with 200 connections for 60 s on the directory search and on
// provider profiles, with 1 and then 2 instances, in one run (errors and p99 reported). Then what
// /health costs: requests/s of one instance's /health (PGlite, then PostgreSQL) as a fraction of a
// bare Fastify server answering a constant in the same run (target ≥ 40 %), and the CPU
// time each server process spends per request (from /proc: what the other work on a shared machine
// changes least), as the same fraction.
//
// Usage: npm run bench:cluster -- [--duration 60] [--connections 200] [--health-duration 8]
//          [--health-connections 50] [--health-rounds 5] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
//          [--port 8190] [--first-port 3201]   (the proxy; instances from first-port, the store and the
//          /health servers on first-port + 5…8) [--health-only]
// Needs the production build (npm run build), PostgreSQL and Redis. Results: bench/results/cluster.md.
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  APP_COMMAND,
  type Cluster,
  type ClusterSettings,
  ensureDatabase,
  ROOT,
  startCluster,
  waitForStatus,
} from '../scripts/cluster/cluster-control'
import { autocannon } from './bench-tools'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    'health-duration': { type: 'string', default: '8' },
    'health-connections': { type: 'string', default: '50' },
    'health-rounds': { type: 'string', default: '5' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    port: { type: 'string', default: '8190' },
    'first-port': { type: 'string', default: '3201' },
    'health-only': { type: 'boolean', default: false },
  },
})
const DURATION = Number(args.duration)
const CONNECTIONS = Number(args.connections)
const HEALTH_DURATION = Number(args['health-duration'])
const HEALTH_CONNECTIONS = Number(args['health-connections'])
const HEALTH_ROUNDS = Number(args['health-rounds'])
const PROXY_PORT = Number(args.port)
const FIRST_PORT = Number(args['first-port'])

interface Run {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
  total: number
  load1: number
  statuses: string
  /** CPU time (user + system) the server process spent per request, when its pid was given. */
  cpuUsPerRequest?: number
}

const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100
/** User + system CPU time of a process so far, in microseconds (/proc/<pid>/stat). */
function cpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS
}

/** autocannon against base, each request's path from `paths` in turn. */
function load(
  label: string,
  base: string,
  paths: string[],
  duration: number,
  connections: number,
  pid?: number,
): Promise<Run> {
  const load1 = loadavg()[0] ?? 0
  const cpuBefore = pid ? cpuUs(pid) : 0
  let next = 0
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 30,
        headers: { 'accept-encoding': 'gzip' },
        requests: [
          {
            setupRequest: (request: Record<string, unknown>) => ({
              ...request,
              path: paths[next++ % paths.length],
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          label,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          total: result.requests.total,
          load1,
          statuses: Object.entries(result.statusCodeStats ?? {})
            .map(([code, { count }]) => `${code}×${count}`)
            .join(' '),
          ...(pid ? { cpuUsPerRequest: (cpuUs(pid) - cpuBefore) / result.requests.total } : {}),
        })
      },
    )
  })
}

function spawnQuiet(command: string, commandArgs: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' })
}

/** A bare Fastify server answering a constant /health: the ceiling of what a Node process serves here. */
async function bareFastify(port: number): Promise<ChildProcess> {
  const source = `const app = require('fastify')(); app.get('/health', async () => ({ status: 'ok' }));
app.listen({ port: ${port}, host: '127.0.0.1' })`
  const child = spawnQuiet(process.execPath, ['-e', source], {})
  await waitForStatus(`http://127.0.0.1:${port}/health`, 200, 20_000)
  return child
}

/** One instance of the production build on its own: PGlite in a fresh data dir, or the given PostgreSQL. */
async function singleInstance(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const [command, ...rest] = APP_COMMAND
  const child = spawnQuiet(command === 'node' ? process.execPath : command, rest, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    ...env,
  })
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  await waitForStatus(`http://127.0.0.1:${port}/health/ready`, 200, 180_000, {
    name: `the instance on ${port}`,
    exited,
  })
  return child
}

const stopChild = async (child: ChildProcess) => {
  child.kill('SIGTERM')
  await Promise.race([new Promise((done) => child.once('exit', done)), sleep(15_000)])
  if (child.exitCode === null) child.kill('SIGKILL')
}

async function main() {
  const databaseName = 'luxpro_bench_cluster'
  const databaseUrl = new URL(args['pg-url']!)
  databaseUrl.pathname = `/${databaseName}`
  const dir = join(ROOT, '.data/bench-cluster')
  mkdirSync(dir, { recursive: true })
  const settings = (instances: number): ClusterSettings => ({
    instances,
    port: PROXY_PORT,
    firstInstancePort: FIRST_PORT,
    databaseUrl: databaseUrl.toString(),
    redisUrl: args['redis-url']!,
    s3Port: FIRST_PORT + 5,
    s3Bucket: 'luxpro-uploads',
    s3AccessKeyId: 'S3RVER',
    s3SecretAccessKey: 'S3RVER',
    dir,
    authSecret: 'bench-secret-bench-secret-bench-secret-0123',
    demoAccountPassword: 'Bench-Demo-Password-2026',
    // The load comes from one address: the per-IP API limit would answer 429 (it is shared, by Redis).
    extraEnv: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' },
  })

  // Paths: 40 searches (categories, texts, places) and the demo providers' profiles.
  const runs: Run[] = []
  let cluster: Cluster | undefined
  let searches: string[] = []
  let profiles: string[] = []
  await ensureDatabase(databaseUrl.toString())
  for (const instances of args['health-only'] ? [] : [1, 2]) {
    console.log(`▶ cluster with ${instances} instance(s) behind HAProxy`)
    cluster = await startCluster(settings(instances))
    if (searches.length === 0) {
      const db = new pg.Client({ connectionString: databaseUrl.toString() })
      await db.connect()
      const slugs = (
        await db.query<{ slug: string }>(
          "select slug from provider where status = 'active' order by id limit 200",
        )
      ).rows
      const categories = (await db.query<{ slug: string }>('select slug from category order by slug')).rows
      await db.end()
      profiles = slugs.map((s) => `/api/public/providers/${s.slug}`)
      const texts = [
        'plombier',
        'elektriker',
        'peinture',
        'jardin',
        'avocat',
        'nettoyage',
        'toiture',
        'informatique',
      ]
      searches = [
        ...categories.slice(0, 16).map((c) => `/api/public/providers/search?category=${c.slug}`),
        ...texts.map((q) => `/api/public/providers/search?q=${q}`),
        ...texts.map((q) => `/api/public/providers/search?q=${q}&locality=Esch-sur-Alzette&radiusKm=20`),
        ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => `/api/public/providers/search?letter=${l}`),
      ]
    }
    // Warm-up: every path once.
    await load('warm-up', cluster.url, [...searches, ...profiles], 5, 20)
    runs.push(await load(`search, ${instances} instance(s)`, cluster.url, searches, DURATION, CONNECTIONS))
    runs.push(await load(`profile, ${instances} instance(s)`, cluster.url, profiles, DURATION, CONNECTIONS))
    console.table(runs.slice(-2))
    await cluster.stop()
  }

  console.log('▶ /health: a bare Fastify server, one instance on PGlite, one on PostgreSQL, in turns')
  // All three run at once and are measured in turns, round after round: a machine whose load changes
  // (other work on it) changes every figure of a round alike, and the ratio is taken within a round.
  const pgliteDir = mkdtempSync(join(tmpdir(), 'luxpro-bench-health-'))
  const targets = [
    {
      label: 'bare Fastify, constant answer',
      base: `http://127.0.0.1:${FIRST_PORT + 8}`,
      child: await bareFastify(FIRST_PORT + 8),
    },
    {
      label: 'LuxPro /health, PGlite',
      base: `http://127.0.0.1:${FIRST_PORT + 7}`,
      child: await singleInstance(FIRST_PORT + 7, { DATA_DIR: pgliteDir, SEED_DEMO_DATA: 'false' }),
    },
    {
      label: 'LuxPro /health, PostgreSQL',
      base: `http://127.0.0.1:${FIRST_PORT + 6}`,
      child: await singleInstance(FIRST_PORT + 6, {
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: join(dir, 'health'),
        SEED_DEMO_DATA: 'false',
      }),
    },
  ]
  // A few seconds each first: what an instance does right after its start is not what /health costs.
  for (const target of targets) await load('warm-up', target.base, ['/health'], 5, HEALTH_CONNECTIONS)
  const rounds: Run[][] = []
  for (let round = 0; round < HEALTH_ROUNDS; round++) {
    const measured: Run[] = []
    for (const target of targets)
      measured.push(
        await load(
          target.label,
          target.base,
          ['/health'],
          HEALTH_DURATION,
          HEALTH_CONNECTIONS,
          target.child.pid,
        ),
      )
    rounds.push(measured)
    console.table(measured)
  }
  for (const target of targets) await stopChild(target.child)
  rmSync(pgliteDir, { recursive: true, force: true })
  // Per server, the round with the median ratio to the bare server of the same round; and the median
  // of the CPU-time ratios (the bare server's CPU time per request over this one's).
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const health: Array<Run & { ratio: number; cpuRatio: number }> = targets.map((_, i) => {
    const byRatio = rounds
      .map((round) => ({ ...round[i]!, ratio: round[i]!.rps / round[0]!.rps }))
      .sort((a, b) => a.ratio - b.ratio)
    const cpuRatio = median(rounds.map((round) => round[0]!.cpuUsPerRequest! / round[i]!.cpuUsPerRequest!))
    return { ...byRatio[Math.floor(byRatio.length / 2)]!, cpuRatio }
  })

  const row = (r: Run) =>
    `| ${r.label} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.total.toLocaleString('en')} | ${r.load1.toFixed(1)} | ${r.statuses} |`
  const report = [
    '# Cluster benchmark (npm run bench:cluster)',
    '',
    `${new Date().toISOString()}, ${(await import('node:os')).cpus().length} cores. Through HAProxy, ${CONNECTIONS} connections, ${DURATION} s per line; ${searches.length} searches and ${profiles.length} profiles in turn.`,
    '',
    '| load | req/s | p50 ms | p99 ms | errors | requests | load 1m | statuses |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...runs.map(row),
    '',
    `/health, ${HEALTH_CONNECTIONS} connections, straight to each process, ${HEALTH_ROUNDS} rounds of ${HEALTH_DURATION} s per server in turns; the round with the median ratio to the bare server, and the median CPU-time ratio:`,
    '',
    '| server | req/s | p50 ms | p99 ms | errors | requests | load 1m | statuses | of bare Fastify (req/s) | CPU µs/request | of bare Fastify (CPU) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...health.map(
      (r) =>
        `${row(r)} ${Math.round(r.ratio * 100)} % | ${Math.round(r.cpuUsPerRequest!)} | ${Math.round(r.cpuRatio * 100)} % |`,
    ),
    '',
    `Per round (req/s ratio, CPU ratio): ${targets
      .slice(1)
      .map(
        (target, j) =>
          `${target.label}: ${rounds
            .map(
              (round) =>
                `${Math.round((round[j + 1]!.rps / round[0]!.rps) * 100)}/${Math.round((round[0]!.cpuUsPerRequest! / round[j + 1]!.cpuUsPerRequest!) * 100)} %`,
            )
            .join(', ')}`,
      )
      .join('; ')}.`,
    '',
  ].join('\n')
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench/results/cluster.md'), report)
  console.log(`\n${report}`)
  const failed = [...runs, ...health].filter((r) => r.errors > 0)
  if (failed.length > 0) {
    console.error(`✖ errors in: ${failed.map((r) => r.label).join(', ')}`)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
