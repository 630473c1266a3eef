import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema/index'

/** Both drivers expose the same query API; we type the handle once. */
export type Database = NodePgDatabase<typeof schema>

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  ping(): Promise<void>
  close(): Promise<void>
  /** Only for the embedded driver: the raw PGlite instance (dump/restore in tests). */
  pglite?: PGlite
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /**
   * dataDir undefined means in memory; loadDataDir starts from a dump (tests). A data directory is
   * locked for this process until close(); `log` hears about waiting for the lock.
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; log?: (message: string) => void }

const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // An idle connection can die (server restart, a dropped test database): without a listener the
    // pool's 'error' event would crash the process; the pool replaces the connection by itself.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' })
    let closed = false
    return {
      db,
      driver: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        if (closed) return
        closed = true
        await pool.end()
      },
    }
  }
  const onDisk = target.dataDir !== undefined && !target.dataDir.includes('://')
  const log = target.log ?? ((message: string) => console.warn(message))
  const lock = onDisk ? await lockDataDir(target.dataDir!, { log }) : undefined
  let client: PGlite
  try {
    client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    })
  } catch (error) {
    await lock?.release()
    throw error
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      if (client.closed) throw new Error('database closed')
      await client.query('select 1')
    },
    close: async () => {
      if (!client.closed) await client.close()
      await lock?.release()
    },
  }
}

/** Connection-level SQLSTATE classes and codes: the server is unreachable or going away. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
])
const UNAVAILABLE_MESSAGE =
  /^(PGlite is clos(ed|ing)|Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect)/

/**
 * Whether a query failed because the database cannot be reached at all (PostgreSQL down, connection
 * lost, pool or PGlite closed), as opposed to a failure of the query itself. Drizzle wraps driver
 * errors, so the causes are searched too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code
    if (code && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}
