// Live updates (ADR 058): 500 event streams open on one instance while events flow, on each driver.
// Reports the instance's memory (RSS and heap) before and with the streams open, its event-loop
// delay while events flow, and how long an event takes to reach all the streams of its account.
//
// Usage: npm run bench:events -- [--driver pglite|postgres|both] [--streams 500] [--rate 20] [--seconds 15]
//        [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
// The instance runs in this process (what is measured); the streams are read by a child process,
// so their reading costs the instance nothing. Each of 50 accounts holds streams/50 streams; an event
// is a notification written for one account (the trigger records it and NOTIFY announces it).
import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { buildApp } from '@server/app'
import { testConfig } from '@server/config'
import { type DatabaseHandle, openDatabase } from '@server/db/client'
import { migrateAndSeed } from '@server/db/migrate'
import { liveEvent, notification } from '@server/db/schema/index'
import { ensureAccount } from '@server/modules/auth/seed-accounts'
import { projectPath } from '@server/project-root'
import { EventStream } from '@server/test/event-stream'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string', default: 'both' },
    streams: { type: 'string', default: '500' },
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    client: { type: 'string' },
  },
})

const ACCOUNTS = 50
const PASSWORD = 'Bench-Events-Password-2026'
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ms = (nanoseconds: number) => `${(nanoseconds / 1e6).toFixed(1)} ms`
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN

interface ClientReport {
  /** Per event id: how many streams got it, and when the last one did. */
  received: Record<string, { count: number; last: number }>
  ended: number
}

/** The child process: opens the streams, says when all are ready, reports what arrived when told to stop. */
async function runClient(base: string) {
  const cookies = JSON.parse(process.env.BENCH_COOKIES ?? '[]') as string[]
  const perAccount = Number(process.env.BENCH_PER_ACCOUNT)
  const streams: EventStream[] = []
  for (const cookie of cookies)
    for (let i = 0; i < perAccount; i++) streams.push(await EventStream.open(base, cookie))
  const refused = streams.filter((s) => s.status !== 200).length
  if (refused > 0) throw new Error(`${refused} streams refused`)
  await Promise.all(streams.map((s) => s.ready()))
  const received: ClientReport['received'] = {}
  const collect = () => {
    const now = Date.now()
    for (const stream of streams) {
      for (const frame of stream.frames) {
        if (frame.event !== 'notification' || frame.id === undefined) continue
        const entry = received[frame.id] ?? { count: 0, last: 0 }
        entry.count++
        entry.last = now
        received[frame.id] = entry
      }
      stream.frames.length = 0
    }
  }
  const timer = setInterval(collect, 5)
  process.send?.({ ready: streams.length })
  process.on('message', () => {
    clearInterval(timer)
    collect()
    const report: ClientReport = { received, ended: streams.filter((s) => s.ended).length }
    process.send?.(report, () => process.exit(0))
  })
}

async function postgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `luxpro_bench_events_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl })
      await again.connect()
      await again.query(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}

async function benchDriver(driver: 'pglite' | 'postgres') {
  const totalStreams = Number(args.streams)
  const perAccount = Math.ceil(totalStreams / ACCOUNTS)
  const rate = Number(args.rate)
  const seconds = Number(args.seconds)
  const target = driver === 'postgres' ? await postgresDatabase(args['pg-url']) : undefined
  const database: DatabaseHandle = await openDatabase(
    target ? { driver: 'postgres', url: target.url } : { driver: 'pglite' },
  )
  await migrateAndSeed(database, { demoData: false })
  const app = await buildApp({
    config: testConfig({
      RATE_LIMIT_MAX: 1_000_000,
      AUTH_RATE_LIMIT_PER_IP: 1_000_000,
      AUTH_RATE_LIMIT_PER_EMAIL: 1_000_000,
      AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 1_000_000,
      EVENTS_MAX_STREAMS_PER_USER: perAccount,
      EVENTS_HEARTBEAT_SECONDS: 5,
      JOBS_ENABLED: 'false',
    }),
    database,
    webRoot: projectPath('dist/web'),
    version: 'bench',
    startedAt: Date.now(),
    authSecret: randomBytes(32).toString('base64url'),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  let child: ChildProcess | undefined
  try {
    const accounts: Array<{ id: string; cookie: string }> = []
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench.events.${i}@example.lu`
      await ensureAccount(app.auth, database.db, {
        email,
        password: PASSWORD,
        name: `Bench ${i}`,
        type: 'individual',
      })
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email, password: PASSWORD },
      })
      const cookie = ([res.headers['set-cookie']].flat() as string[]).map((c) => c.split(';')[0]).join('; ')
      const [row] = await database.db
        .execute<{ id: string }>(sql`select id from "user" where email = ${email}`)
        .then((r) => r.rows)
      accounts.push({ id: row!.id, cookie })
    }
    global.gc?.()
    const before = process.memoryUsage()

    child = fork(new URL(import.meta.url).pathname, ['--client', base], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        BENCH_COOKIES: JSON.stringify(accounts.map((a) => a.cookie)),
        BENCH_PER_ACCOUNT: String(perAccount),
      },
    })
    const opened = await new Promise<number>((resolve, reject) => {
      child!.once('message', (message) => resolve((message as { ready: number }).ready))
      child!.once('exit', (code) => reject(new Error(`the stream client exited (${code})`)))
    })
    global.gc?.()
    const open = process.memoryUsage()

    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const sentAt = new Map<number, number>()
    const started = Date.now()
    let sent = 0
    while (Date.now() - started < seconds * 1000) {
      const account = accounts[sent % ACCOUNTS]!
      const at = Date.now()
      await database.db.insert(notification).values({
        userId: account.id,
        kind: 'message_received',
        params: { projectName: 'Bench', providerName: 'Bench' },
        href: '/my-requests',
      })
      const [latest] = await database.db
        .select({ id: liveEvent.id })
        .from(liveEvent)
        .where(eq(liveEvent.userId, account.id))
        .orderBy(sql`${liveEvent.id} desc`)
        .limit(1)
      sentAt.set(latest!.id, at)
      sent++
      const next = started + (sent * 1000) / rate
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())))
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    delay.disable()
    const flowing = process.memoryUsage()
    const report = await new Promise<ClientReport>((resolve) => {
      child!.once('message', (message) => resolve(message as ClientReport))
      child!.send('stop')
    })
    const latencies: number[] = []
    let complete = 0
    for (const [id, at] of sentAt) {
      const got = report.received[id]
      if (got?.count === perAccount) complete++
      if (got) latencies.push(got.last - at)
    }
    latencies.sort((a, b) => a - b)
    return {
      driver,
      streams: opened,
      events: sent,
      complete,
      rssBefore: mb(before.rss),
      rssOpen: mb(open.rss),
      rssFlowing: mb(flowing.rss),
      heapBefore: mb(before.heapUsed),
      heapOpen: mb(open.heapUsed),
      heapPerStreamKb: ((open.heapUsed - before.heapUsed) / opened / 1024).toFixed(1),
      loopP50: ms(delay.percentile(50)),
      loopP99: ms(delay.percentile(99)),
      loopMax: ms(delay.max),
      latencyP50: `${percentile(latencies, 50)} ms`,
      latencyP99: `${percentile(latencies, 99)} ms`,
    }
  } finally {
    child?.kill()
    await app.close()
    await database.close()
    await target?.drop()
  }
}

if (args.client) {
  await runClient(args.client)
} else {
  const drivers =
    args.driver === 'both' ? (['pglite', 'postgres'] as const) : [args.driver as 'pglite' | 'postgres']
  const rows = []
  for (const driver of drivers) rows.push(await benchDriver(driver))
  console.log(
    `\nLive updates bench: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.table(rows)
  process.exit(0)
}
