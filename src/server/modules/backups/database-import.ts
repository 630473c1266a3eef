import type { Executor } from '@server/modules/audit/audit-log'
import { sql } from 'drizzle-orm'
import { ArchiveInvalid } from './archive'
import { backedUpTables, quoteIdent, writableColumns } from './database-tables'

/** Rows written per statement: large enough to be quick, small enough to keep statements modest. */
const BATCH_ROWS = 500

export interface TableRows {
  name: string
  rows: unknown[]
}

/**
 * Replaces every backed-up table's rows with the backup's, inside the caller's transaction: all
 * tables emptied at once, then filled parents first, then the sequences put back where they stood.
 * Values come back through jsonb_populate_recordset, so each column reads its own type from the
 * text to_jsonb wrote (timestamps, numerics, arrays, bytea, tsvector alike).
 */
export async function loadDatabase(
  tx: Executor,
  tables: Map<string, unknown[]>,
  sequences: Array<{ name: string; value: number | null }>,
): Promise<{ tables: number; rows: number }> {
  const order = await backedUpTables(tx)
  const unknown = [...tables.keys()].filter((name) => !order.includes(name))
  if (unknown.length > 0)
    throw new ArchiveInvalid('database/', `holds tables this database lacks: ${unknown.join(', ')}`)
  // The rows put back are not news for open pages: the live-event triggers stay quiet (ADR 058).
  await tx.execute(sql`select set_config('luxpro.restoring', 'on', true)`)
  await tx.execute(sql.raw(`truncate table ${order.map(quoteIdent).join(', ')} restart identity`))
  let total = 0
  for (const name of order) {
    const rows = tables.get(name) ?? []
    if (rows.length === 0) continue
    const columns = (await writableColumns(tx, name)).map(quoteIdent).join(', ')
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS))
      await tx
        .execute(sql`insert into ${sql.raw(quoteIdent(name))} (${sql.raw(columns)}) overriding system value
        select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(quoteIdent(name))}, ${batch}::jsonb)`)
        .catch((error: unknown) => {
          throw new ArchiveInvalid(`database/${name}.json`, refusal(error))
        })
    }
    total += rows.length
  }
  for (const { name, value } of sequences) {
    const target = `public.${quoteIdent(name)}`
    await tx
      .execute(
        value === null
          ? sql`select setval(${target}::regclass, 1, false)`
          : sql`select setval(${target}::regclass, ${value}, true)`,
      )
      .catch((error: unknown) => {
        throw new ArchiveInvalid('manifest.json', `sequence ${name}: ${refusal(error)}`)
      })
  }
  return { tables: order.length, rows: total }
}

/** The database's own sentence (not the statement, which holds the rows), on one line. */
function refusal(error: unknown): string {
  const e = error as { cause?: { message?: string }; message?: string }
  return String(e.cause?.message ?? e.message ?? error)
    .split('\n')[0]!
    .slice(0, 300)
}
