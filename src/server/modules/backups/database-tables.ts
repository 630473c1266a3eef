import type { Executor } from '@server/modules/audit/audit-log'
import { sql } from 'drizzle-orm'

/**
 * Tables a backup neither saves nor replaces: the job runner's leases (state of the running
 * instances, not data), the list of backups itself (a restore must not forget newer backups) and
 * the live events (what open pages were told in the last minutes; their numbers keep rising).
 */
export const NOT_BACKED_UP = new Set(['scheduled_job', 'backup_archive', 'live_event'])

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[]
}

/** The application's tables (schema public), in an order where every table comes after those it references. */
export async function backedUpTables(db: Executor): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !NOT_BACKED_UP.has(name))
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  )
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { child, parent } of references) parents.get(child)?.add(parent)
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const next = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)))
    if (next.length === 0) throw new Error('foreign keys form a cycle: no order to load the tables in')
    for (const t of next) {
      placed.add(t)
      ordered.push(t)
    }
  }
  return ordered
}

/** The columns a row can be written to (generated ones are computed again). */
export async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
         order by ordinal_position`,
  )
  return found.map((c) => c.name)
}

/** Sequences that number the backed-up tables, with where they stand (null: never used). */
export async function sequenceValues(db: Executor): Promise<Array<{ name: string; value: number | null }>> {
  const found = await rows<{ name: string; owner: string | null; value: string | null }>(
    db,
    sql`select s.sequencename as name, t.relname as owner, s.last_value::text as value
          from pg_sequences s
          join pg_class q on q.relname = s.sequencename
          join pg_namespace n on n.oid = q.relnamespace and n.nspname = s.schemaname
          left join pg_depend d on d.objid = q.oid and d.deptype in ('a', 'i') and d.classid = 'pg_class'::regclass
          left join pg_class t on t.oid = d.refobjid
         where s.schemaname = 'public'
         order by s.sequencename`,
  )
  return found
    .filter((s) => !(s.owner && NOT_BACKED_UP.has(s.owner)))
    .map((s) => ({ name: s.name, value: s.value === null ? null : Number(s.value) }))
}

/** Which migrations the database has: a backup is restored only into the same schema. */
export async function migrationLevel(db: Executor): Promise<string> {
  const [level] = await rows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
  return `${level?.count ?? 0}:${level?.last ?? ''}`
}
