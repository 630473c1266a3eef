import type { Database } from '@server/db/client'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { provider, providerService, review } from '@server/db/schema/providers'
import { availability } from '@server/db/schema/workspace'
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { insertDemoDocuments } from './demo-documents'
import type { GeneratedProvider } from './provider-generator'

export interface InsertProvidersResult {
  providers: number
  services: number
  reviews: number
  /** Weekly time slots (availability). */
  slots: number
  /** Providers whose slug was already in the database (re-running a seed inserts nothing twice). */
  skipped: number
}

/** Rows per statement: keeps each JSON parameter to a few megabytes. */
const ROWS_PER_STATEMENT = 5_000

function chunks<T>(rows: T[]): T[][] {
  const size = ROWS_PER_STATEMENT
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size))
  return result
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * One INSERT … SELECT FROM jsonb_to_recordset($1): a single JSON parameter instead of one per
 * value, about twice as fast as a multi-row VALUES list on PGlite. Rows must share their keys.
 */
function insertFromJson(table: PgTable, rows: Array<Record<string, unknown>>, suffix = sql``): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows[0] && key in rows[0])
  const names = sql.raw(columns.map(([key]) => `"${snakeCase(key)}"`).join(', '))
  const types = sql.raw(
    columns.map(([key, column]) => `"${snakeCase(key)}" ${column.getSQLType()}`).join(', '),
  )
  const data = rows.map((row) =>
    Object.fromEntries(columns.map(([key]) => [snakeCase(key), row[key] ?? null])),
  )
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(${types}) ${suffix}`
}

async function insertBatch(db: Database, batch: GeneratedProvider[], result: InsertProvidersResult) {
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>()
    for (const rows of chunks(batch.map((g) => g.provider))) {
      const inserted = await tx.execute<{ id: number; slug: string }>(
        insertFromJson(provider, rows, sql`on conflict (slug) do nothing returning id, slug`),
      )
      for (const row of inserted.rows) ids.set(row.slug, Number(row.id))
    }
    const services = []
    const reviews = []
    const slots = []
    for (const generated of batch) {
      const providerId = ids.get(generated.provider.slug)
      if (providerId === undefined) continue
      for (const s of generated.services) services.push({ ...s, providerId })
      // The generator writes each review in the language it records: nothing for the catch-up job to detect.
      for (const r of generated.reviews) reviews.push({ ...r, providerId, languageDetected: true })
      for (const slot of generated.hours) slots.push({ ...slot, providerId })
    }
    for (const rows of chunks(services)) await tx.execute(insertFromJson(providerService, rows))
    for (const rows of chunks(reviews)) await tx.execute(insertFromJson(review, rows))
    for (const rows of chunks(slots)) await tx.execute(insertFromJson(availability, rows))
    if (ids.size > 0) {
      await refreshProviderSearchText(tx, [...ids.values()])
      await tx.execute(insertDemoDocuments(sql`${`{${[...ids.values()].join(',')}}`}::int[]`))
    }
    result.providers += ids.size
    result.skipped += batch.length - ids.size
    result.services += services.length
    result.reviews += reviews.length
    result.slots += slots.length
  })
}

/**
 * Inserts generated providers, then their services, reviews and weekly hours with the new ids: one statement
 * per table and batch, one transaction per batch. Accepts a lazy iterable, so 100 000 providers never
 * sit in memory at once.
 */
export async function insertProviders(
  db: Database,
  generated: Iterable<GeneratedProvider>,
  {
    batchSize = 500,
    onBatch,
  }: { batchSize?: number; onBatch?: (result: InsertProvidersResult) => void } = {},
): Promise<InsertProvidersResult> {
  const result: InsertProvidersResult = { providers: 0, services: 0, reviews: 0, slots: 0, skipped: 0 }
  let batch: GeneratedProvider[] = []
  for (const item of generated) {
    batch.push(item)
    if (batch.length >= batchSize) {
      await insertBatch(db, batch, result)
      onBatch?.(result)
      batch = []
    }
  }
  if (batch.length > 0) {
    await insertBatch(db, batch, result)
    onBatch?.(result)
  }
  return result
}
