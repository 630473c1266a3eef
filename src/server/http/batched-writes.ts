import type { FastifyInstance } from 'fastify'

/** How often what was gathered is written: the figures it feeds are read per day, not per second. */
export const BATCH_FLUSH_MS = 5_000
/** Kept when the database refuses a batch, to try again with the next one (then the oldest go). */
const KEPT_ON_FAILURE = 100_000

/**
 * Counters of what visitors did (search appearances, profile views, landing visits) gathered in
 * memory and written in batches, every few seconds and once more when the app closes (SIGTERM closes
 * it after the last request, before the database): a request that counts something writes nothing.
 * A batch the database refused is kept for the next one.
 */
export function batchedWrites<T>(
  app: FastifyInstance,
  name: string,
  write: (items: T[]) => Promise<void>,
  everyMs = BATCH_FLUSH_MS,
) {
  let pending: T[] = []
  let writing: Promise<void> = Promise.resolve()
  const gathering = new Set<Promise<void>>()

  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      await Promise.all(gathering)
      if (pending.length === 0) return
      const batch = pending
      pending = []
      try {
        await write(batch)
      } catch (error) {
        app.log.warn(
          { err: error, counters: name, items: batch.length },
          'counters not written: kept for the next batch',
        )
        pending = [...batch, ...pending].slice(-KEPT_ON_FAILURE)
      }
    })
    return writing
  }

  const timer = setInterval(() => void flush(), everyMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await flush()
  })
  return {
    add: (item: T) => void pending.push(item),
    /**
     * Runs `work` (which adds items) once the current request's I/O is done, off its path; a flush,
     * and the app's close, wait for it. It never fails: a failure is logged.
     */
    gather: (work: () => Promise<void>) => {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.warn({ err: error, counters: name }, 'counters not gathered'))
        .finally(() => gathering.delete(done))
      gathering.add(done)
    },
    /** Writes what was gathered now (tests; the app's close does it too). */
    flush,
  }
}
