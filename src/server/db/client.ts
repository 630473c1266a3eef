import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import { type EmbeddedDatabase, PGliteThread, type Statement } from './pglite-thread'

export { inTurn } from './pglite-thread'

/**
 * Both drivers expose the same query API; we type the handle once. Without the schema: nothing uses
 * drizzle's relational queries (db.query), and building their map of every table took a tenth of a
 * start.
 */
export type Database = NodePgDatabase

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** Only for PostgreSQL: its address (the backups' pg_dump connects to it). */
  url?: string
  ping(): Promise<void>
  /**
   * Runs `run` while holding a cluster-wide lock named `name` (PostgreSQL: a session advisory lock on
   * a connection of its own; the embedded database has one process, under its data-directory lock).
   * `onWait` hears once when another holder makes it wait.
   */
  exclusive<T>(name: string, run: () => Promise<T>, onWait?: () => void): Promise<T>
  /**
   * Hears NOTIFY on `channel` (PostgreSQL: on a connection of its own, reconnected with a backoff;
   * `onGap` runs after a reconnection, since messages sent meanwhile were missed). Resolves once
   * listening, or once the first attempt failed (it goes on trying); the function it gives stops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>
  /** NOTIFY `channel` with `payload` (delivered to every listener once the current transaction commits). */
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
  /**
   * Only for the embedded driver: PGlite itself, or its proxy in the worker thread that runs it
   * (dumps for backups and the tests' snapshot).
   */
  pglite?: EmbeddedDatabase
}

export type DatabaseTarget = (
  | { driver: 'postgres'; url: string }
  /**
   * dataDir undefined means in memory; loadDataDir starts from a dump (tests). A data directory is
   * locked for this process until close(); `log` hears about waiting for the lock.
   */
  | {
      driver: 'pglite'
      dataDir?: string
      loadDataDir?: Blob | File
      log?: (message: string) => void
      /** Where the worker writes its statements' times (PGLITE_STATEMENT_TIMES), if anywhere. */
      statementTimesFile?: string
      /**
       * Where statements run: in a worker thread of its own (the default, ADR 086), or on the event
       * loop's thread (a test that shows the difference).
       */
      thread?: 'worker' | 'main'
    }
) & {
  /** Hears every statement sent through `db` or ping (tests count the queries a request makes). */
  onQuery?: () => void
  /**
   * Called once the database has begun to open where it runs (the embedded one's thread started, under its
   * data-directory lock; PostgreSQL at once): work started after it on the main thread no longer delays it.
   */
  onOpening?: () => void
}

const PGLITE_EXTENSIONS = { pg_trgm, unaccent }
/**
 * PGlite's defaults but for shared buffers: its 128 MB are touched page by page as PostgreSQL starts,
 * about 3 ms a megabyte on two cores (0.3 s of each cold start for buffers the demo data, 27 MB,
 * never fills). A block that does not fit is read again from the operating system's file cache.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    target.onOpening?.()
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // An idle connection can die (server restart, a dropped test database): without a listener the
    // pool's 'error' event would crash the process; the pool replaces the connection by itself.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    // A connection lent to a transaction can die between two of its queries: the next query fails
    // (the caller answers 503), but the connection's own 'error' event, unheard, would end the process.
    pool.on('connect', (client) => client.on('error', () => undefined))
    const db = drizzleNodePg(pool, { casing: 'snake_case', logger: queryLogger(target.onQuery) })
    const listeners = new Set<Listener>()
    let closed = false
    return {
      db,
      driver: 'postgres',
      url: target.url,
      ping: async () => void (await db.execute(sql`select 1`)),
      exclusive: (name, run, onWait) => withAdvisoryLock(target.url, name, run, onWait),
      listen: async (channel, onMessage, onGap) => {
        const listener = await startListener(target.url, channel, onMessage, onGap)
        listeners.add(listener)
        return async () => {
          listeners.delete(listener)
          await listener.stop()
        }
      },
      notify: async (channel, payload) =>
        void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      close: async () => {
        if (closed) return
        closed = true
        await Promise.all([...listeners].map((listener) => listener.stop()))
        await pool.end()
      },
    }
  }
  const onDisk = target.dataDir !== undefined && !target.dataDir.includes('://')
  const log = target.log ?? ((message: string) => console.warn(message))
  const lock = onDisk ? await lockDataDir(target.dataDir!, { log }) : undefined
  let client: EmbeddedDatabase
  try {
    const dump = target.thread === 'main' ? undefined : await target.loadDataDir?.arrayBuffer()
    const opening =
      target.thread === 'main'
        ? PGlite.create({
            dataDir: target.dataDir,
            loadDataDir: target.loadDataDir,
            extensions: PGLITE_EXTENSIONS,
            startParams: PGLITE_START_PARAMS,
          })
        : PGliteThread.open({
            dataDir: target.dataDir,
            loadDataDir: dump,
            statementTimesFile: target.statementTimesFile,
            startParams: PGLITE_START_PARAMS,
          })
    target.onOpening?.()
    client = await opening
  } catch (error) {
    await lock?.release()
    throw error
  }
  // drizzle-orm/pglite calls only query() and transaction(), which the worker's proxy answers alike.
  const db = drizzlePglite(client as PGlite, {
    casing: 'snake_case',
    logger: queryLogger(target.onQuery),
  }) as unknown as Database
  const inOneGo = client
  embeddedWrites.set(db, async (statements) => {
    for (const _ of statements) target.onQuery?.()
    if (inOneGo instanceof PGliteThread) return inOneGo.writeTogether(statements)
    await inOneGo.transaction(async (tx) => {
      for (const { sql: text, params } of statements) await tx.query(text, params)
    })
  })
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      if (client.closed) throw new Error('database closed')
      target.onQuery?.()
      await client.query('select 1')
    },
    // One process holds the embedded database (ADR 009): nobody else can take the lock.
    exclusive: (_name, run) => run(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage)
      return async () => {
        if (!client.closed) await stop()
      }
    },
    notify: async (channel, payload) =>
      void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    close: async () => {
      if (!client.closed) await client.close()
      await lock?.release()
    },
  }
}

/** A write built by drizzle (insert, update, delete): awaited it runs, `toSQL()` gives its statement. */
type WriteStatement = PromiseLike<unknown> & { toSQL(): Statement }
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>

/** How each embedded database's handle writes statements in one go (openDatabase registers it). */
const embeddedWrites = new WeakMap<Database, (statements: Statement[]) => Promise<void>>()

/**
 * Writes that stand or fall together and read nothing between them, in one transaction. On the
 * embedded database they cross to its thread in one message and the event loop goes on meanwhile
 * (ADR 097): a `db.transaction` there holds the event loop while each of its statements runs. On
 * PostgreSQL it is an ordinary transaction.
 */
export async function writeTogether(db: Database, statements: (writer: Writer) => WriteStatement[]) {
  const embedded = embeddedWrites.get(db)
  if (embedded) return embedded(statements(db).map((statement) => statement.toSQL()))
  await db.transaction(async (tx) => {
    for (const statement of statements(tx)) await statement
  })
}

/** Drizzle's logger, used only to count statements when asked to. */
const queryLogger = (onQuery: (() => void) | undefined) =>
  onQuery ? { logQuery: () => onQuery() } : undefined

/** Advisory locks take a 64-bit key: the name's hash, under our own prefix. */
const lockKey = (name: string) => `luxpro:${name}`

/**
 * A session-level advisory lock on a connection of its own, released when `run` ends (or when the
 * connection dies with the process: a crashed holder never keeps it).
 */
async function withAdvisoryLock<T>(
  url: string,
  name: string,
  run: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const key = lockKey(name)
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    )
    if (!tried.rows[0]?.locked) {
      onWait?.()
      await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key])
    }
    try {
      return await run()
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => undefined)
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

interface Listener {
  stop(): Promise<void>
}

const LISTEN_RETRY_MIN_MS = 100
const LISTEN_RETRY_MAX_MS = 2_000

/**
 * LISTEN on a connection of its own. When it drops, it reconnects with a backoff (100 ms doubling to
 * 2 s) and calls onGap once listening again: whatever was notified in between was not heard.
 */
async function startListener(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<Listener> {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = LISTEN_RETRY_MIN_MS

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    next.on('error', () => undefined)
    next.on('end', () => {
      if (stopped || client !== next) return
      client = undefined
      scheduleReconnect()
    })
    try {
      await next.connect()
      await next.query(`listen ${pgIdentifier(channel)}`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    client = next
    delay = LISTEN_RETRY_MIN_MS
  }
  const scheduleReconnect = () => {
    const wait = delay * (0.5 + Math.random())
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS)
    retry = setTimeout(() => {
      connect().then(
        () => (stopped ? void client?.end().catch(() => undefined) : onGap?.()),
        () => void (stopped || scheduleReconnect()),
      )
    }, wait)
    retry.unref()
  }

  // Out of reach at start: keep trying in the background (the app starts and answers 503 meanwhile).
  await connect().catch(() => scheduleReconnect())
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}

/** A channel name as a quoted SQL identifier. */
const pgIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

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
