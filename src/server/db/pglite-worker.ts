// The embedded database's own thread (ADR 086): it owns the PGlite instance and answers the messages
// of pglite-thread.ts. Node runs this file as it is (type stripping; the production build bundles it
// to dist/server/pglite-worker.js), so it imports only packages and writes only erasable TypeScript.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

export interface WorkerOptions {
  dataDir?: string
  /** A dump's bytes (transferred), for PGlite's loadDataDir. */
  loadDataDir?: ArrayBuffer
}

export type WorkerRequest = { id: number; tx?: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression?: 'auto' | 'gzip' | 'none' }
  | { op: 'close' }
)

/** An error's own fields (PostgreSQL's code, detail, constraint…), which cross threads as plain data. */
export type ErrorFields = { message: string; name?: string } & Record<string, string | number>

export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: ErrorFields }
  | { notify: number; payload: string }
  | { ready: true }
  | { failed: ErrorFields }

export interface DumpReply {
  bytes: ArrayBuffer
  name: string
  type: string
}

const port = parentPort!
const post = (reply: WorkerReply, transfer?: ArrayBuffer[]) => port.postMessage(reply, transfer)
const keepText = (value: string) => value

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: ErrorFields = { message: error.message, name: error.name }
  // PGlite's DatabaseError carries the query's params and options too: only plain fields cross.
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value
  return fields
}

interface OpenTransaction {
  tx: Transaction
  decide: (commit: boolean) => void
  done: Promise<void>
}

/**
 * BEGIN through PGlite's own transaction(), held open until the main thread sends commit or rollback:
 * PGlite's transaction lock queues every other statement meanwhile, as it does in one thread.
 */
function begin(db: PGlite, transactions: Map<number, OpenTransaction>, id: number): Promise<number> {
  return new Promise((started, failed) => {
    let decide!: (commit: boolean) => void
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve
    })
    const done = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, decide, done })
        started(id)
        if (!(await decided)) await tx.rollback()
      })
      .finally(() => transactions.delete(id))
    // Before it started: BEGIN failed. After: the commit or rollback message hears it.
    done.catch(failed)
  })
}

async function serve(db: PGlite) {
  const transactions = new Map<number, OpenTransaction>()
  const listeners = new Map<number, () => Promise<void>>()
  const target = (tx: number | undefined) => {
    if (tx === undefined) return db
    const open = transactions.get(tx)
    if (!open) throw new Error('Transaction is closed')
    return open.tx
  }
  const answer = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const parsers = request.textTypes
          ? Object.fromEntries(request.textTypes.map((type) => [type, keepText]))
          : undefined
        return target(request.tx).query(request.sql, request.params, { rowMode: request.rowMode, parsers })
      }
      case 'exec':
        return target(request.tx).exec(request.sql)
      case 'begin':
        return begin(db, transactions, request.id)
      case 'commit':
      case 'rollback': {
        const open = transactions.get(request.tx)
        if (!open) throw new Error('Transaction is closed')
        open.decide(request.op === 'commit')
        await open.done
        return null
      }
      case 'listen': {
        const stop = await db.listen(request.channel, (payload) =>
          post({ notify: request.listener, payload }),
        )
        listeners.set(request.listener, stop)
        return null
      }
      case 'unlisten': {
        const stop = listeners.get(request.listener)
        listeners.delete(request.listener)
        if (stop && !db.closed) await stop()
        return null
      }
      case 'dump':
        return db.dumpDataDir(request.compression)
      case 'close':
        if (!db.closed) await db.close()
        return null
    }
  }
  port.on('message', (request: WorkerRequest) => {
    answer(request).then(
      async (result) => {
        if (result instanceof Blob) {
          const bytes = await result.arrayBuffer()
          const name = result instanceof File ? result.name : 'pgdata.tar'
          const dump: DumpReply = { bytes, name, type: result.type }
          post({ id: request.id, result: dump }, [bytes])
        } else post({ id: request.id, result })
      },
      (error: unknown) => post({ id: request.id, error: errorFields(error) }),
    )
  })
}

const options = workerData as WorkerOptions
try {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm, unaccent },
  })
  await serve(db)
  post({ ready: true })
} catch (error) {
  post({ failed: errorFields(error) })
}
