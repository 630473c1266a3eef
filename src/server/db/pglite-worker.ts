// The embedded database's own thread (ADR 086): it owns the PGlite instance and answers the messages
// of pglite-thread.ts. Node runs this file as it is (type stripping; the production build bundles it
// to dist/server/pglite-worker.js), so it imports only packages and writes only erasable TypeScript.
import { writeFileSync } from 'node:fs'
import { type MessagePort, parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

export interface WorkerOptions {
  dataDir?: string
  /** A dump's bytes (transferred), for PGlite's loadDataDir. */
  loadDataDir?: ArrayBuffer
  /** PostgreSQL's command line (PGlite's startParams). */
  startParams: string[]
  /** Where requests come and answers go (ready or failed go to parentPort). */
  port: MessagePort
  /** [replies sent, exited]: every reply counts and wakes a main thread waiting synchronously. */
  signal: SharedArrayBuffer
  /** Where to write each statement's calls and time, every 2 s (PGLITE_STATEMENT_TIMES). */
  statementTimesFile?: string
}

/**
 * `turn`: the request (or the job's statement) it belongs to, numbered in arrival order. Waiting
 * statements run the oldest turn's first, so a request's next statement does not queue behind every
 * request that came after it: in one thread a request ran its statements back to back.
 */
export type WorkerRequest = { id: number; turn: number; tx?: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'writes'; statements: ReadonlyArray<{ sql: string; params: unknown[] }> }
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

const options = workerData as WorkerOptions
const port = options.port
const signal = new Int32Array(options.signal)
const post = (reply: WorkerReply, transfer?: ArrayBuffer[]) => {
  port.postMessage(reply, transfer)
  Atomics.add(signal, 0, 1)
  Atomics.notify(signal, 0)
}
process.on('exit', () => {
  Atomics.store(signal, 1, 1)
  Atomics.add(signal, 0, 1)
  Atomics.notify(signal, 0)
})
const keepText = (value: string) => value

/**
 * Each statement's calls and total time, written to `file` every 2 s as a table, slowest total first:
 * where the database's thread spends its time under a load (bench:mix). Off unless asked for.
 */
function statementTimesIn(file: string) {
  const times = new Map<string, { calls: number; ms: number }>()
  const write = () => {
    const rows = [...times.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40)
    writeFileSync(
      file,
      `${rows
        .map(([sql, { calls, ms }]) =>
          [
            ms.toFixed(0).padStart(8),
            String(calls).padStart(7),
            (ms / calls).toFixed(2).padStart(8),
            sql,
          ].join(' '),
        )
        .join('\n')}\n`,
    )
  }
  setInterval(write, 2000).unref()
  return {
    add(sql: string, ms: number) {
      const key = sql.replace(/\s+/g, ' ').trim().slice(0, 200)
      const entry = times.get(key) ?? { calls: 0, ms: 0 }
      entry.calls++
      entry.ms += ms
      times.set(key, entry)
    },
    write,
  }
}
const statementTimes = options.statementTimesFile ? statementTimesIn(options.statementTimesFile) : null

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

/** BEGIN through PGlite's own transaction(), held open until the main thread sends commit or rollback. */
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
        const started = performance.now()
        const result = await target(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        })
        statementTimes?.add(request.sql, performance.now() - started)
        return result
      }
      case 'exec':
        return target(request.tx).exec(request.sql)
      case 'begin':
        return begin(db, transactions, request.id)
      case 'writes':
        // In one transaction, back to back: the main thread hears once, when all are written.
        await db.transaction(async (tx) => {
          for (const { sql, params } of request.statements) {
            const started = performance.now()
            await tx.query(sql, params)
            statementTimes?.add(sql, performance.now() - started)
          }
        })
        return null
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
  const reply = (request: WorkerRequest, answered: Promise<unknown>) =>
    answered.then(
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

  // One statement (or one open transaction) at a time, the oldest request's first: see `turn`.
  const waiting: Array<{ request: WorkerRequest; seq: number }> = []
  let busy = false
  let seq = 0
  const release = () => {
    busy = false
    pump()
  }
  const pump = () => {
    if (busy) return
    // What came while a statement ran is still in the port (no event loop turn since): read it first.
    for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port))
      accept(message.message as WorkerRequest)
    if (waiting.length === 0) return
    let next = 0
    for (let i = 1; i < waiting.length; i++) {
      const a = waiting[i]!
      const b = waiting[next]!
      if (a.request.turn < b.request.turn || (a.request.turn === b.request.turn && a.seq < b.seq)) next = i
    }
    const { request } = waiting.splice(next, 1)[0]!
    busy = true
    const answered = answer(request)
    if (request.op === 'begin')
      answered.then((id) => transactions.get(id as number)?.done.then(release, release) ?? release(), release)
    else answered.then(release, release)
    reply(request, answered)
  }
  const accept = (request: WorkerRequest) => {
    // A transaction's own statements run at once: it holds the database until it ends.
    if (request.tx !== undefined) reply(request, answer(request))
    else waiting.push({ request, seq: seq++ })
  }
  port.on('message', (request: WorkerRequest) => {
    accept(request)
    pump()
  })
}

try {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm, unaccent },
    startParams: options.startParams,
  })
  await serve(db)
  parentPort!.postMessage({ ready: true } satisfies WorkerReply)
} catch (error) {
  parentPort!.postMessage({ failed: errorFields(error) } satisfies WorkerReply)
}
