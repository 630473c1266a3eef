import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { projectPath } from '@server/project-root'
import type { DumpReply, ErrorFields, WorkerOptions, WorkerReply, WorkerRequest } from './pglite-worker'

/** From src/ (tsx, vitest) Node runs the worker's TypeScript as it is; the production build bundles it. */
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-worker.ts', import.meta.url)
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

type Call = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

/** A failure in the worker, rebuilt with its fields (code, detail, constraint…) for the app to read. */
function rebuiltError(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields
  const error = Object.assign(new Error(message), rest)
  if (name && name !== 'Error') error.name = name
  return error
}

/**
 * PGlite in a worker thread (ADR 086): statements run there, off the event loop that answers
 * requests. Each call is a message; a transaction is held open in the worker under its id until
 * commit or rollback. The worker keeps the process alive only while a call waits for its answer.
 */
export class PGliteThread implements EmbeddedDatabase {
  #worker: Worker
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #listeners = new Map<number, (payload: string) => void>()
  #nextId = 1
  #closed = false
  #stopped: string | undefined

  private constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (reply: WorkerReply) => {
      if ('notify' in reply) return this.#listeners.get(reply.notify)?.(reply.payload)
      if (!('id' in reply)) return
      const call = this.#pending.get(reply.id)
      if (!call) return
      this.#pending.delete(reply.id)
      if (this.#pending.size === 0) worker.unref()
      if ('error' in reply) call.reject(rebuiltError(reply.error))
      else call.resolve(reply.result)
    })
    const stop = (reason: string) => {
      this.#closed = true
      this.#stopped ??= reason
      for (const call of this.#pending.values()) call.reject(this.#closedError())
      this.#pending.clear()
    }
    worker.on('error', (error) => stop(error.message))
    worker.on('exit', (code) => stop(`its thread exited (${code})`))
  }

  /** Starts the worker and resolves once PGlite is open in it (or rejects with why it could not). */
  static open(options: WorkerOptions): Promise<PGliteThread> {
    const worker = new Worker(WORKER_FILE, {
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
    })
    return new Promise((opened, failed) => {
      const onStart = (reply: WorkerReply) => {
        if (!('ready' in reply) && !('failed' in reply)) return
        worker.off('message', onStart)
        worker.off('error', onError)
        if ('ready' in reply) {
          worker.unref()
          opened(new PGliteThread(worker))
        } else void worker.terminate().finally(() => failed(rebuiltError(reply.failed)))
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

  #call<T>(request: Call, transfer?: ArrayBuffer[]): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closedError())
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      if (this.#pending.size === 1) this.#worker.ref()
      this.#worker.postMessage({ ...request, id }, transfer)
    })
  }

  #query<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const parsers = options?.parsers
    const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined
    return this.#call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes,
    }).then((results) => (parsers ? applyParsers(results, parsers) : results))
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options)
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.#call({ op: 'exec', sql })
  }

  async transaction<T>(run: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' })
    const tx: EmbeddedTransaction = {
      query: (sql, params, options) => this.#query(id, sql, params, options),
      exec: (sql) => this.#call({ op: 'exec', tx: id, sql }),
    }
    let result: T
    try {
      result = await run(tx)
    } catch (error) {
      await this.#call({ op: 'rollback', tx: id }).catch(() => undefined)
      throw error
    }
    await this.#call({ op: 'commit', tx: id })
    return result
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
