// npm run bench:start: how long the production build takes from `node dist/server/main.js` to a
// healthy /health on an existing database, beside a floor measured in the same run.
//
//   1. a fresh data dir (embedded database; or --pg-url for PostgreSQL, in a fresh database
//      luxpro_bench_start): a first start migrates it and loads the demo data, then stops;
//   2. --runs times, alternating: the floor (`node -e` of a bare Fastify server answering /health,
//      spawned and polled the same way), then the server on that existing database; each stopped
//      before the next, the 1-minute load average read before each;
//   3. the median, fastest and slowest of each, and the server's median minus the floor's; beside the
//      wall clock, the CPU time each process had used when it answered (Linux), which a shared
//      machine's load disturbs much less, and the server's CPU time 2 s later, once the work it puts
//      off until after its start (warm-ups, the jobs' first round) is done;
//   4. what start-up does, step by step: the medians of the steps the server logs with "LuxPro is
//      ready" (wall clock, CPU of the whole process, CPU of the main thread, which requests wait for).
// --entry times another build of the server (an older one built elsewhere under the project).
// Needs the production build (npm run build first); builds nothing itself. Results:
// bench/results/cold-start.md (or cold-start-postgres.md).
//
// Usage: npm run bench:start -- [--runs 7] [--port 3760] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
//          [--entry dist/server/main.js] [--keep]
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { projectPath } from '@server/project-root'
import pg from 'pg'
import { cpuMsOf, median, startServer, stopServer } from './server-process'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '3760' },
    entry: { type: 'string', default: 'dist/server/main.js' },
    'pg-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const PORT = Number(args.port)
const DATABASE_NAME = 'luxpro_bench_start'

/** A bare Fastify server answering /health: what any Node server on this machine needs at least. */
const FLOOR_SCRIPT = `import Fastify from 'fastify'
const app = Fastify()
app.get('/health', async () => ({ status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })`

function databaseUrl() {
  const url = new URL(args['pg-url']!)
  url.pathname = `/${DATABASE_NAME}`
  return url.toString()
}

async function freshPostgres() {
  const server = new URL(args['pg-url']!)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  await client.query(`drop database if exists ${DATABASE_NAME} with (force)`)
  await client.query(`create database ${DATABASE_NAME}`)
  await client.end()
}

function serverEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-start-secret-bench-start-secret-0123',
    SEED_DEMO_DATA: 'true',
    DEMO_ACCOUNT_PASSWORD: 'Bench-Start-Demo-2026!',
    // "LuxPro is ready" (info) carries the start-up steps; the /health polls are not logged (debug).
    LOG_LEVEL: 'info',
    REQUEST_LOG_LEVEL: 'debug',
    DATABASE_URL: args['pg-url'] ? databaseUrl() : '',
  }
}

/** How long after /health answers the server's CPU time is read again: its after-start work is done by then. */
const SETTLE_MS = 2_000

const load1 = () => loadavg()[0] ?? 0
const round = (ms: number) => Math.round(ms)

/** The start-up steps the server logs, in order, and what each does (src/server/main.ts). */
const STARTUP_STEPS = [
  ['code', 'Node starts, the code of the start-up checks loads'],
  ['checks', 'configuration, port and secrets checked'],
  [
    'database',
    'the embedded database opens (WebAssembly, file bundle, PostgreSQL starts) while the rest of the code loads',
  ],
  ['migrations', 'migrations checked, reference data compared with its fingerprint'],
  ['app', 'the app built: plugins, routes, sign-in'],
  ['accounts', 'start-up accounts checked (admin, demo accounts, README passwords)'],
  ['listening', 'routes made ready (schemas compiled), the server listens'],
] as const

/** When each step ended, since the process started: the `startup` of the "LuxPro is ready" line. */
interface StartupMarks {
  ms: Record<string, number>
  cpuMs: Record<string, number>
  mainThreadCpuMs?: Record<string, number>
}

function startupMarksIn(stdout: string): StartupMarks | undefined {
  for (const line of stdout.split('\n')) {
    if (!line.includes('LuxPro is ready')) continue
    try {
      return (JSON.parse(line) as { startup?: StartupMarks }).startup
    } catch {
      return undefined
    }
  }
  return undefined
}

/** One row per step: the median of what it took (wall, process CPU, main-thread CPU) over the runs. */
function stepRows(all: StartupMarks[]): string[] {
  const took = (marks: Record<string, number> | undefined, i: number) => {
    const step = STARTUP_STEPS[i]![0]
    const end = marks?.[step]
    if (end === undefined) return undefined
    return i === 0 ? end : end - (marks?.[STARTUP_STEPS[i - 1]![0]] ?? 0)
  }
  const medianOf = (values: Array<number | undefined>) => {
    const known = values.filter((v): v is number => v !== undefined)
    return known.length ? `${round(median(known))}` : '–'
  }
  return STARTUP_STEPS.map(
    ([step, what], i) =>
      `| ${step} | ${what} | ${medianOf(all.map((m) => took(m.ms, i)))} | ${medianOf(all.map((m) => took(m.cpuMs, i)))} | ${medianOf(all.map((m) => took(m.mainThreadCpuMs, i)))} |`,
  )
}

interface Sample {
  ms: number
  cpuMs: number | undefined
  /** The server's CPU time SETTLE_MS after it answered. */
  settledCpuMs?: number | undefined
  load: number
}

function summary(samples: Sample[]) {
  const ms = samples.map((s) => s.ms)
  const cpu = samples.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]))
  const settled = samples.flatMap((s) => (s.settledCpuMs === undefined ? [] : [s.settledCpuMs]))
  return {
    median: median(ms),
    cpu: cpu.length ? `${round(median(cpu))}` : '–',
    settledCpu: settled.length ? `${round(median(settled))}` : '–',
    fastest: Math.min(...ms),
    slowest: Math.max(...ms),
    load: median(samples.map((s) => s.load)),
  }
}

async function main() {
  if (!existsSync(projectPath(args.entry))) {
    console.error('No production build: run `npm run build` first.')
    process.exit(1)
  }
  const driver = args['pg-url'] ? 'PostgreSQL' : 'PGlite (embedded)'
  const loadBefore = loadavg()
  mkdirSync(projectPath('.data'), { recursive: true })
  const dataDir = mkdtempSync(join(projectPath('.data'), 'bench-start-'))
  if (args['pg-url']) await freshPostgres()
  const env = serverEnv(dataDir)
  const server = [args.entry]
  const floor = ['--input-type=module', '-e', FLOOR_SCRIPT]
  try {
    console.log(`▶ first start on ${driver} in ${dataDir}: migrations and demo data`)
    const first = await startServer(server, { port: PORT, env })
    await stopServer(first.child)
    console.log(`  healthy after ${round(first.healthyMs)} ms`)

    const floors: Sample[] = []
    const starts: Sample[] = []
    const steps: StartupMarks[] = []
    for (let i = 0; i < RUNS; i++) {
      for (const [args, samples] of [
        [floor, floors],
        [server, starts],
      ] as const) {
        const load = load1()
        let stdout = ''
        const started = await startServer(args, {
          port: PORT,
          env,
          onStdout: samples === starts ? (text) => (stdout += text) : undefined,
        })
        let settledCpuMs: number | undefined
        if (samples === starts) {
          await sleep(SETTLE_MS)
          settledCpuMs = cpuMsOf(started.child.pid)
          const marks = startupMarksIn(stdout)
          if (marks) steps.push(marks)
        }
        await stopServer(started.child)
        samples.push({ ms: started.healthyMs, cpuMs: started.cpuMs, settledCpuMs, load })
      }
      console.log(
        `▶ run ${i + 1}/${RUNS}: server ${round(starts[i]!.ms)} ms (CPU ${starts[i]!.cpuMs ?? '–'} ms, ${starts[i]!.settledCpuMs ?? '–'} ms 2 s later), floor ${round(floors[i]!.ms)} ms (load ${starts[i]!.load.toFixed(2)})`,
      )
    }
    const s = summary(starts)
    const f = summary(floors)
    const report = [
      `# Cold start (npm run bench:start), ${driver}`,
      '',
      `${new Date().toISOString()}, ${cpus().length} cores, Node ${process.versions.node}, \`${args.entry}\`, demo data.`,
      `Load average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')}; after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
      '',
      'From spawning the process to /health answering 200 (polled every 25 ms), median of',
      `${RUNS} runs; the floor is a bare Fastify server answering /health, spawned the same way.`,
      '',
      '| what | median ms | fastest | slowest | CPU ms (median) | CPU ms 2 s later | load (1 min, median) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| \`node ${args.entry}\` (existing database) | ${round(s.median)} | ${round(s.fastest)} | ${round(s.slowest)} | ${s.cpu} | ${s.settledCpu} | ${s.load.toFixed(2)} |`,
      `| floor (\`node -e\`, bare Fastify) | ${round(f.median)} | ${round(f.fastest)} | ${round(f.slowest)} | ${f.cpu} | – | ${f.load.toFixed(2)} |`,
      '',
      `The server's median is ${round(s.median - f.median)} ms above the floor's (${(s.median / f.median).toFixed(1)} ×).`,
      `The first start on an empty database (migrations and demo data): ${round(first.healthyMs)} ms.`,
      `Every run: ${starts.map((x) => `${round(x.ms)} ms (load ${x.load.toFixed(1)})`).join(', ')}.`,
      '',
      `What start-up does, step by step (median over the ${steps.length} runs that logged it; ms each step took,`,
      'as the server logs it with "LuxPro is ready"; the main thread is the one requests wait for):',
      '',
      '| step | what it does | wall ms | CPU ms (process) | CPU ms (main thread) |',
      '| --- | --- | ---: | ---: | ---: |',
      ...stepRows(steps),
    ].join('\n')
    mkdirSync(projectPath('bench/results'), { recursive: true })
    const file = `bench/results/cold-start${args['pg-url'] ? '-postgres' : ''}.md`
    writeFileSync(projectPath(file), `${report}\n`)
    console.log(`\n${report}\nWritten to ${file}`)
  } finally {
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
