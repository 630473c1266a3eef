import { AsyncLocalStorage } from 'node:async_hooks'
import { fileURLToPath } from 'node:url'
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { projectPath } from '@server/project-root'
import type { DumpReply, ErrorFields, WorkerOptions, WorkerReply, WorkerRequest } from './pglite-worker'

/** From src/ (tsx, vitest) Node runs the worker's TypeScript as it is; the production build bundles it. */
// A path, not a URL object: in a test worker shared by many files, Worker once refused the URL object
// ("The URL must be of scheme file"); a path built with node:url alone cannot be mistaken.
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? fileURLToPath(import.meta.url).replace(/pglite-thread\.ts$/, 'pglite-worker.ts')
  : projectPath('dist/server/pglite-worker.js')

export interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** Functions cannot cross threads: the worker keeps these types' values as text, applied here. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>
}

/** What drizzle-orm/pglite and our code call on PGlite, in one thread or the other. */
export interface EmbeddedDatabase {
  readonly closed: boolean
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Array<Results>>
  transaction<T>(run: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>
  dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<File | Blob>
  close(): Promise<void>
}

export type EmbeddedTransaction = Pick<EmbeddedDatabase, 'query' | 'exec'>

/** A statement with its parameters as the driver takes them (drizzle's `toSQL()`). */
export interface Statement {
  sql: string
  params: unknown[]
}

type Call = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id' | 'turn'> : never) : never

let nextTurn = 1
const turns = new AsyncLocalStorage<number>()

/**
 * Runs `work` (an HTTP request, from its first hook) as one turn: the embedded database's worker runs
 * waiting statements the oldest turn's first. A statement outside any turn (start-up, jobs) is a turn
 * of its own.
 */
export function inTurn<T>(work: () => T): T {
  return turns.run(nextTurn++, work)
}

/** A failure in the worker, rebuilt with its fields (code, detail, constraint…) for the app to read. */
function rebuiltError(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields
  const error = Object.assign(new Error(message), rest)
  if (name && name !== 'Error') error.name = name
  return error
}

/**
 * PGlite in a worker thread (ADR 086): statements run there, off the event loop that answers
 * requests. Each call is a message on a channel of their own; the worker keeps the process alive only
 * while a call waits for its answer.
 *
 * A transaction is held open in the worker under its id until commit or rollback, and the worker runs
 * no other statement meanwhile. So once BEGIN is answered, the transaction's statements
 * wait for their answers synchronously (Atomics.wait, then receiveMessageOnPort): each answered as a
 * message event would wait its turn behind every request the event loop has queued, with the
 * database held by the transaction all that time. This is how they ran in one thread.
 */
export class PGliteThread implements EmbeddedDatabase {
  #worker: Worker
  #port: MessagePort
  /** [replies sent, the worker exited]: a synchronous wait sleeps on the first. */
  #signal: Int32Array
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #listeners = new Map<number, (payload: string) => void>()
  #nextId = 1
  #closed = false
  #stopped: string | undefined

  private constructor(worker: Worker, port: MessagePort, signal: Int32Array) {
    this.#worker = worker
    this.#port = port
    this.#signal = signal
    port.on('message', (reply: WorkerReply) => this.#receive(reply))
    port.unref()
    worker.unref()
    worker.on('error', (error) => this.#stop(error.message))
    worker.on('exit', (code) => this.#stop(`its thread exited (${code})`))
  }

  /** Starts the worker and resolves once PGlite is open in it (or rejects with why it could not). */
  static open(options: Omit<WorkerOptions, 'port' | 'signal'>): Promise<PGliteThread> {
    const { port1, port2 } = new MessageChannel()
    const signal = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)
    const worker = new Worker(WORKER_FILE, {
      workerData: { ...options, port: port2, signal } satisfies WorkerOptions,
      transferList: [port2, ...(options.loadDataDir ? [options.loadDataDir] : [])],
    })
    return new Promise((opened, failed) => {
      const onStart = (reply: WorkerReply) => {
        if (!('ready' in reply) && !('failed' in reply)) return
        worker.off('message', onStart)
        worker.off('error', onError)
        if ('ready' in reply) opened(new PGliteThread(worker, port1, new Int32Array(signal)))
        else void worker.terminate().finally(() => failed(rebuiltError(reply.failed)))
      }
      const onError = (error: Error) => {
        worker.off('message', onStart)
        failed(error)
      }
      worker.on('message', onStart)
      worker.once('error', onError)
    })
  }

  get closed() {
    return this.#closed
  }

  #closedError() {
    return new Error(this.#stopped ? `PGlite is closed: ${this.#stopped}` : 'PGlite is closed')
  }

  #stop(reason: string) {
    this.#closed = true
    this.#stopped ??= reason
    for (const call of this.#pending.values()) call.reject(this.#closedError())
    this.#pending.clear()
    this.#port.close()
  }

  #receive(reply: WorkerReply) {
    if ('notify' in reply) {
      const listener = this.#listeners.get(reply.notify)
      // Heard inside a synchronous wait too: the listener runs once the waiting statement is done.
      if (listener) queueMicrotask(() => listener(reply.payload))
      return
    }
    if (!('id' in reply)) return
    const call = this.#pending.get(reply.id)
    if (!call) return
    this.#pending.delete(reply.id)
    if (this.#pending.size === 0) this.#port.unref()
    if ('error' in reply) call.reject(rebuiltError(reply.error))
    else call.resolve(reply.result)
  }

  #send<T>(request: Call): Promise<T> & { id: number } {
    const id = this.#nextId++
    let settle!: { resolve: (value: unknown) => void; reject: (error: Error) => void }
    const answer = new Promise<T>((resolve, reject) => {
      settle = { resolve: resolve as (value: unknown) => void, reject }
    })
    if (this.#closed) settle.reject(this.#closedError())
    else {
      this.#pending.set(id, settle)
      if (this.#pending.size === 1) this.#port.ref()
      this.#port.postMessage({ ...request, id, turn: turns.getStore() ?? nextTurn++ })
    }
    return Object.assign(answer, { id })
  }

  #call<T>(request: Call): Promise<T> {
    return this.#send<T>(request)
  }

  /** Sends, then blocks until this call is answered; other answers that come first are handed out. */
  #callWaiting<T>(request: Call): Promise<T> {
    const answer = this.#send<T>(request)
    while (this.#pending.has(answer.id)) {
      const seen = Atomics.load(this.#signal, 0)
      const message = receiveMessageOnPort(this.#port)
      if (message) this.#receive(message.message as WorkerReply)
      else if (Atomics.load(this.#signal, 1) === 1) this.#stop('its thread exited')
      else Atomics.wait(this.#signal, 0, seen)
    }
    return answer
  }

  #query<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const parsers = options?.parsers
    const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined
    const request: Call = { op: 'query', tx, sql, params, rowMode: options?.rowMode, textTypes }
    const answer = tx === undefined ? this.#call<Results<T>>(request) : this.#callWaiting<Results<T>>(request)
    return answer.then((results) => (parsers ? applyParsers(results, parsers) : results))
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options)
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.#call({ op: 'exec', sql })
  }

  async transaction<T>(run: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    // BEGIN waits for PGlite's transaction lock in the worker: asynchronously.
    const id = await this.#call<number>({ op: 'begin' })
    const tx: EmbeddedTransaction = {
      query: (sql, params, options) => this.#query(id, sql, params, options),
      exec: (sql) => this.#callWaiting({ op: 'exec', tx: id, sql }),
    }
    let result: T
    try {
      result = await run(tx)
    } catch (error) {
      await this.#callWaiting({ op: 'rollback', tx: id }).catch(() => undefined)
      throw error
    }
    await this.#callWaiting({ op: 'commit', tx: id })
    return result
  }

  /**
   * Unlike `transaction`, the main thread does not wait synchronously: the statements go in one message
   * and the worker runs them in one transaction of its own, as it runs a single statement.
   */
  async writeTogether(statements: ReadonlyArray<Statement>): Promise<void> {
    await this.#call({ op: 'writes', statements })
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextId++
    this.#listeners.set(listener, onMessage)
    try {
      await this.#call({ op: 'listen', channel, listener })
    } catch (error) {
      this.#listeners.delete(listener)
      throw error
    }
    return async () => {
      this.#listeners.delete(listener)
      if (!this.#closed) await this.#call({ op: 'unlisten', listener })
    }
  }

  async dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<File> {
    const dump = await this.#call<DumpReply>({ op: 'dump', compression })
    return new File([dump.bytes], dump.name, { type: dump.type })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    await this.#call({ op: 'close' }).catch(() => undefined)
    this.#closed = true
    this.#listeners.clear()
    this.#port.close()
    await this.#worker.terminate()
  }
}

/** The parsers drizzle passes (keep timestamps, dates, intervals and some arrays as text), here. */
function applyParsers<T>(results: Results<T>, parsers: NonNullable<QueryOptions['parsers']>): Results<T> {
  const parsed = (results.fields ?? []).flatMap((field, index) => {
    const parse = parsers[field.dataTypeID]
    return parse ? [{ key: field.name, index, type: field.dataTypeID, parse }] : []
  })
  if (parsed.length === 0) return results
  for (const row of results.rows as unknown as Array<Record<string | number, unknown>>) {
    for (const { key, index, type, parse } of parsed) {
      const at = Array.isArray(row) ? index : key
      if (typeof row[at] === 'string') row[at] = parse(row[at] as string, type)
    }
  }
  return results
}
