// Admin console tables: one page of /admin/users and /admin/providers with 100,000 of
// each on PostgreSQL, p95 ≤ 50 ms per page (the query the route runs: the page and its total), and
// the CSV export of all 100,000 rows streamed in constant memory (RSS sampled while it streams).
//
// Usage: npm run bench:admin -- [--size 100000] [--runs 40] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
// The database luxpro_bench_admin_<size> is prepared once and reused (providers generated with seed 42,
// accounts inserted in SQL). Results: bench/results/admin-tables.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { seedReferenceData } from '@server/db/seed/index'
import { insertProviders } from '@server/db/seed/insert-providers'
import { iterateProviders } from '@server/db/seed/provider-generator'
import {
  listProviders,
  PROVIDER_CSV_COLUMNS,
  providerBatch,
} from '@server/modules/admin/providers/provider-list'
import { ACCOUNT_CSV_COLUMNS, accountBatch, listAccounts } from '@server/modules/admin/users/user-list'
import { csvStream, keysetBatches } from '@server/modules/csv/csv-stream'
import { projectPath } from '@server/project-root'
import { AccountListQuerySchema } from '@shared/admin/account-admin-schemas'
import { ProviderListQuerySchema } from '@shared/admin/provider-admin-schemas'
import { sql } from 'drizzle-orm'
import pg from 'pg'

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})
const SIZE = Number(args.size)
const RUNS = Number(args.runs)
const BUDGET_MS = 50

async function ensureDatabase(adminUrl: string): Promise<string> {
  const name = `luxpro_bench_admin_${SIZE}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function timed(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 }
}

/** Streams the export to a sink that only counts, sampling the process's RSS every 50 ms. */
async function exportRss(stream: NodeJS.ReadableStream) {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 50)
  let bytes = 0
  let lines = 0
  const started = performance.now()
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length
        for (const byte of chunk) if (byte === 10) lines++
        done()
      },
    }),
  )
  clearInterval(timer)
  return { rows: lines - 1, mb: bytes / 1e6, seconds: (performance.now() - started) / 1000, before, peak }
}

const url = await ensureDatabase(args['pg-url'])
const database = await openDatabase({ driver: 'postgres', url })
const db = database.db
await migrateDatabase(database)
await seedReferenceData(db)
const count = async (table: string) =>
  Number(
    (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`))).rows[0]?.n ?? 0,
  )
if ((await count('provider')) < SIZE) {
  console.log(`generating ${SIZE} providers…`)
  await insertProviders(db, iterateProviders({ count: SIZE, seed: 42 }))
}
const users = await count('user')
if (users < SIZE) {
  console.log(`inserting ${SIZE - users} accounts…`)
  const types = `(array['individual','individual','individual','business','serviceProvider'])`
  await db.execute(
    sql.raw(`insert into "user" (id, name, email, email_verified, type, role, language, created_at, updated_at)
      select 'bench-' || g, 'Person ' || g, 'person' || g || '@bench.example.lu', g % 3 <> 0,
        ${types}[1 + g % 5], 'user', (array['en','fr','de'])[1 + g % 3],
        now() - (g || ' minutes')::interval, now()
      from generate_series(${users + 1}, ${SIZE}) g on conflict do nothing`),
  )
}
// A live database's autovacuum keeps the visibility map current: without it after a bulk load,
// counting or paging from an index still reads every row.
await db.execute(sql`vacuum analyze "user"`)
await db.execute(sql`vacuum analyze provider`)

const accountQuery = (query: Record<string, unknown>) => AccountListQuerySchema.parse(query)
const providerQuery = (query: Record<string, unknown>) => ProviderListQuerySchema.parse(query)
const scenarios: Array<[string, () => Promise<unknown>]> = [
  ['users: first page, newest first', () => listAccounts(db, accountQuery({}))],
  ['users: page 2,000', () => listAccounts(db, accountQuery({ page: 2000 }))],
  ['users: search "person 4711"', () => listAccounts(db, accountQuery({ q: 'person 4711' }))],
  [
    'users: role provider, by name',
    () => listAccounts(db, accountQuery({ role: 'provider', sort: 'name', dir: 'asc' })),
  ],
  ['providers: first page, newest first', () => listProviders(db, providerQuery({}))],
  ['providers: page 2,000', () => listProviders(db, providerQuery({ page: 2000 }))],
  ['providers: search "sanitaire"', () => listProviders(db, providerQuery({ q: 'sanitaire' }))],
  [
    'providers: category plumbing, by rating',
    () => listProviders(db, providerQuery({ category: 'plumbing', sort: 'rating' })),
  ],
]
const rows: string[] = []
for (const [name, work] of scenarios) {
  const result = await timed(RUNS, work)
  const line = `| ${name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.max.toFixed(1)} | ${result.p95 <= BUDGET_MS ? 'yes' : '**no**'} |`
  console.log(line)
  rows.push(line)
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const exports: string[] = []
for (const [name, stream] of [
  [
    'users',
    () =>
      csvStream(
        ACCOUNT_CSV_COLUMNS,
        keysetBatches(accountBatch(db, accountQuery({})), (row) => row.id),
        ',',
      ),
  ],
  [
    'providers',
    () =>
      csvStream(
        PROVIDER_CSV_COLUMNS,
        keysetBatches(providerBatch(db, providerQuery({})), (row) => row.id),
        ',',
      ),
  ],
] as const) {
  const result = await exportRss(stream())
  const line = `| ${name} | ${result.rows} | ${result.mb.toFixed(1)} | ${result.seconds.toFixed(1)} | ${mb(result.before)} | ${mb(result.peak)} |`
  console.log(line)
  exports.push(line)
}
await database.close()

const report = `# Admin tables

${new Date().toISOString()} · PostgreSQL · load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores · ${SIZE} accounts and ${SIZE} providers · ${RUNS} runs per scenario, sequential,
the route's query (page of 25 and total). Budget: p95 ≤ ${BUDGET_MS} ms per page.

| scenario | p50 ms | p95 ms | max ms | within budget |
| --- | ---: | ---: | ---: | --- |
${rows.join('\n')}

CSV export of every row (keyset batches of 1,000, streamed to a counting sink):

| export | rows | MB | seconds | RSS before (MB) | RSS peak (MB) |
| --- | ---: | ---: | ---: | ---: | ---: |
${exports.join('\n')}
`
mkdirSync(projectPath('bench/results'), { recursive: true })
writeFileSync(projectPath('bench/results/admin-tables.md'), report)
console.log('\nbench/results/admin-tables.md written')
