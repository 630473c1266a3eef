// Usage: npx tsx bench/search-explain.ts [--size 10000] [--driver pglite|postgres] [--pg-url URL]
//          [--q plombier] [--category plumbing --locality Luxembourg --radius 10] [--letter M]
//          [--query 'q=plumbr&page=2'] [--repeat 20] [--no-analyze] [--set enable_seqscan=off ...]
//          [--tsquery "'plombi':*"]
// Where a directory search spends its time (src/server/modules/providers/directory/provider-search.ts), for the
// three benchmark scenarios (text, category + radius, letter) or one --query, on the database
// bench/search-budgets.ts prepared for that size (.data/bench/pglite-<n> or luxpro_bench_<n>; run the
// benchmark first): the directory snapshot load, EXPLAIN (ANALYZE, BUFFERS) and timings (median of
// --repeat executions after one warm-up) of the two statements a search asks (text hits, page cards),
// the in-memory filtering, and the small queries before them (tsquery building, locality lookup). --set applies planner settings (SET LOCAL, repeatable) and --tsquery
// replaces the computed tsquery, to compare plans.
// Do not run it while the benchmark has the same PGlite data dir open.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { type Database, openDatabase } from '@server/db/client'
import { queryDirectory, type TextHits } from '@server/modules/providers/directory/directory-query'
import { loadDirectorySnapshot } from '@server/modules/providers/directory/directory-snapshot'
import {
  searchItemsStatement,
  textHitsStatement,
  textMatch,
  tsQueryText,
} from '@server/modules/providers/directory/provider-search-sql'
import { resolveSearchOrigin } from '@server/modules/providers/directory/search-origin'
import { tradesNamedIn } from '@server/modules/providers/directory/trade-words'
import { projectPath } from '@server/project-root'
import {
  type ParsedProviderSearchQuery,
  ProviderSearchQuerySchema,
} from '@shared/providers/provider-search-schemas'
import { type SQL, sql } from 'drizzle-orm'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    driver: { type: 'string', default: 'pglite' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    q: { type: 'string', default: 'plombier' },
    category: { type: 'string', default: 'plumbing' },
    locality: { type: 'string', default: 'Luxembourg' },
    radius: { type: 'string', default: '10' },
    letter: { type: 'string', default: 'M' },
    query: { type: 'string' },
    repeat: { type: 'string', default: '20' },
    'no-analyze': { type: 'boolean', default: false },
    set: { type: 'string', multiple: true, default: [] },
    tsquery: { type: 'string' },
  },
})
const settings = values.set.map((setting) => {
  const match = /^([a-z_.]+)\s*=\s*([\w.'-]+)$/i.exec(setting)
  if (!match) throw new Error(`--set expects name=value, got "${setting}"`)
  return sql.raw(`set local ${match[1]} = ${match[2]}`)
})

/** The text part of the search, exactly as the search builds it (a trade named is read in memory). */
async function textPart(db: Database, q: string | undefined) {
  const trades = tradesNamedIn(q)
  const match = textMatch(trades ? trades.otherWords.join(' ') : q)
  return match ? { ...match, tsQuery: await tsQueryText(db, match) } : null
}

const size = Number(values.size)
const driver = values.driver
let handle: Awaited<ReturnType<typeof openDatabase>>
if (driver === 'pglite') {
  const dataDir = projectPath('.data/bench', `pglite-${size}`)
  if (!existsSync(dataDir))
    throw new Error(`${dataDir} does not exist: run npm run bench:search -- --sizes ${size} first`)
  handle = await openDatabase({ driver: 'pglite', dataDir })
} else if (driver === 'postgres') {
  const url = new URL(values['pg-url'])
  url.pathname = `/luxpro_bench_${size}`
  handle = await openDatabase({ driver: 'postgres', url: url.toString() })
} else {
  throw new Error(`--driver: pglite or postgres, not "${driver}"`)
}
const db = handle.db

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now()
  const value = await run()
  return [value, performance.now() - t0]
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const scenarios: Array<[string, string]> = values.query
  ? [['query', values.query]]
  : [
      ['text', new URLSearchParams({ q: values.q }).toString()],
      [
        'category + radius',
        new URLSearchParams({
          category: values.category,
          locality: values.locality,
          radiusKm: values.radius,
        }).toString(),
      ],
      ['letter', new URLSearchParams({ letter: values.letter }).toString()],
    ]

try {
  const providers = await db.execute<{ n: number }>(sql`select count(*)::int as n from provider`)
  console.log(`${driver}, ${providers.rows[0]?.n} providers (${handle.driver})`)
  const version = await db.execute<{ v: string }>(sql`select version() as v`)
  console.log(version.rows[0]?.v)
  if (values.set.length > 0) console.log(`settings: ${values.set.join(', ')}`)
  const repeat = Math.max(1, Number(values.repeat))
  const [snapshot, snapshotMs] = await timed(() => loadDirectorySnapshot(db))
  console.log(`directory snapshot: ${snapshot.size} active providers loaded in ${snapshotMs.toFixed(1)} ms`)
  for (const [name, qs] of scenarios) {
    const query: ParsedProviderSearchQuery = ProviderSearchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(qs)),
    )
    console.log(`\n=== ${name}: ?${qs}`)
    const [origin, originMs] = await timed(() => resolveSearchOrigin(db, query))
    if (origin === 'unknown') throw new Error(`unknown locality in ${qs}`)
    const [computed, textMs] = await timed(() => textPart(db, query.q))
    const text =
      computed && values.tsquery !== undefined ? { ...computed, tsQuery: values.tsquery } : computed
    console.log(
      `locality lookup ${originMs.toFixed(2)} ms${origin ? ` (${origin.label} ${origin.lat}, ${origin.lon})` : ' (none)'}; ` +
        `tsquery ${textMs.toFixed(2)} ms${text ? `: ${text.tsQuery}` : ' (none)'}`,
    )
    // In a transaction, so SET LOCAL holds for the statement whichever pooled connection runs it.
    const run = (s: SQL) =>
      db.transaction(async (tx) => {
        for (const setting of settings) await tx.execute(setting)
        return tx.execute<Record<string, unknown>>(s)
      })
    const measure = async (label: string, statement: SQL) => {
      await run(statement)
      const times: number[] = []
      for (let i = 0; i < repeat; i++) times.push((await timed(() => run(statement)))[1])
      console.log(
        `${label}: median ${median(times).toFixed(2)} ms, min ${Math.min(...times).toFixed(2)} ms over ${repeat} runs (client side, includes transfer)`,
      )
      if (!values['no-analyze']) {
        const plan = await run(sql`explain (analyze, buffers, costs, timing) ${statement}`)
        console.log(plan.rows.map((row) => String(row['QUERY PLAN'])).join('\n'))
      }
    }
    let hits: TextHits | null = null
    if (text) {
      const statement = textHitsStatement(text, text.tsQuery)
      const rows = (await run(statement)).rows as { id: number; rank: number }[]
      hits = {
        ids: Int32Array.from(rows, (row) => row.id),
        ranks: Float64Array.from(rows, (row) => Number(row.rank)),
      }
      await measure(`text hits (${rows.length} providers)`, statement)
    }
    const trades = tradesNamedIn(query.q)?.categories ?? null
    const inMemory: number[] = []
    let page = queryDirectory(snapshot, {
      query,
      origin,
      text: hits,
      trades,
    })
    for (let i = 0; i < repeat; i++)
      inMemory.push(
        (
          await timed(async () =>
            queryDirectory(snapshot, {
              query,
              origin,
              text: hits,
              trades,
            }),
          )
        )[1],
      )
    page = queryDirectory(snapshot, {
      query,
      origin,
      text: hits,
      trades,
    })
    console.log(
      `in memory (filters, facets, sort ${page.sort}; ${page.total} results): median ${median(inMemory).toFixed(3)} ms`,
    )
    await measure('page cards', searchItemsStatement(page.items.map((item) => item.id)))
  }
} finally {
  await handle.close()
}
