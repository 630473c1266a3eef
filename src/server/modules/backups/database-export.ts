import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseHandle } from '@server/db/client'
import { sql } from 'drizzle-orm'
import { backedUpTables, migrationLevel, quoteIdent, sequenceValues } from './database-tables'

export interface TableDump {
  name: string
  rows: number
  /** A JSON array of the rows, each as to_jsonb gives it. */
  json: Buffer
}

export interface DatabaseDump {
  migration: string
  tables: TableDump[]
  sequences: Array<{ name: string; value: number | null }>
  /** The engine's own dump: what an operator restores by hand when the app itself cannot start. */
  native: { format: 'pglite-datadir' | 'pg_dump'; name: string; data: Buffer } | null
  /** Why there is no native dump (pg_dump missing or refused), for the manifest. */
  nativeProblem: string | null
}

/**
 * Every table's rows in one REPEATABLE READ, read-only transaction: one consistent moment, while
 * the app keeps writing. On PostgreSQL pg_dump (when on PATH) dumps the very same snapshot.
 */
export async function dumpDatabase(handle: DatabaseHandle, databaseUrl?: string): Promise<DatabaseDump> {
  let native: DatabaseDump['native'] = null
  let nativeProblem: string | null = null
  if (handle.pglite) {
    // PGlite's own dump of its data directory (it serialises it with the queries around it).
    await handle.pglite.query('checkpoint')
    const tarball = await handle.pglite.dumpDataDir('gzip')
    native = {
      format: 'pglite-datadir',
      name: 'native/pglite-datadir.tar.gz',
      data: Buffer.from(await tarball.arrayBuffer()),
    }
  }
  const dump = await handle.db.transaction(
    async (tx) => {
      if (handle.driver === 'postgres' && databaseUrl) {
        const [snapshot] = (await tx.execute(sql`select pg_export_snapshot() as id`)).rows as Array<{
          id: string
        }>
        try {
          native = {
            format: 'pg_dump',
            name: 'native/database.pgdump',
            data: await runPgDump(databaseUrl, snapshot!.id),
          }
        } catch (error) {
          nativeProblem = (error as Error).message.slice(0, 300)
        }
      }
      const tables: TableDump[] = []
      for (const name of await backedUpTables(tx)) {
        const [result] = (
          await tx.execute(
            sql.raw(
              `select count(*)::int as rows, coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)::text as json from ${quoteIdent(name)} t`,
            ),
          )
        ).rows as Array<{ rows: number; json: string }>
        tables.push({ name, rows: result!.rows, json: Buffer.from(result!.json, 'utf8') })
      }
      return { migration: await migrationLevel(tx), tables, sequences: await sequenceValues(tx) }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  if (handle.driver === 'postgres' && !databaseUrl) nativeProblem = 'no database address to give pg_dump'
  return { ...dump, native, nativeProblem }
}

/**
 * pg_dump --format=custom of the snapshot `snapshot`. The address goes through PG* variables, so
 * the password never shows in a process list.
 */
async function runPgDump(databaseUrl: string, snapshot: string): Promise<Buffer> {
  const url = new URL(databaseUrl)
  const dir = await mkdtemp(join(tmpdir(), 'luxpro-pgdump-'))
  const file = join(dir, 'database.pgdump')
  const env = {
    ...process.env,
    PGHOST: decodeURIComponent(url.hostname),
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGSSLMODE: url.searchParams.get('sslmode') ?? process.env.PGSSLMODE ?? 'prefer',
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        'pg_dump',
        ['--format=custom', '--no-owner', `--snapshot=${snapshot}`, `--file=${file}`],
        {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
      let stderr = ''
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk)
      })
      child.on('error', (error) =>
        reject(
          new Error(
            (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'pg_dump is not on PATH' : error.message,
          ),
        ),
      )
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_dump failed: ${stderr.trim()}`)),
      )
    })
    return await readFile(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
