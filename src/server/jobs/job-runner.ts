import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Database } from '@server/db/client'
import { sql } from 'drizzle-orm'

/** What a job gets: the database, a logger, and the id its claims are made under. */
export interface JobContext {
  db: Database
  instanceId: string
  log: JobLog
}

export interface JobLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * Work done every `everyMs` by one instance of the cluster at a time: each run is claimed with a
 * conditional update of its row in `scheduled_job` (the first instance to claim a due job runs it,
 * the others find it claimed). A claim is a lease: if its holder dies, the job is due again once
 * `leaseMs` has passed.
 */
export interface ScheduledJob {
  name: string
  everyMs: number
  /** How long a run may take before another instance may take the job over (default 5 minutes). */
  leaseMs?: number
  run(context: JobContext): Promise<unknown>
}

/**
 * A queue drained by every instance at once (the outbox): `run` claims items itself (FOR UPDATE SKIP
 * LOCKED, so two instances never claim the same one) and says how many it handled; when it handled
 * some it runs again at once, else after `idleMs` or when nudged.
 */
export interface QueueWorker {
  name: string
  idleMs: number
  run(context: JobContext): Promise<number>
}

export interface JobRunnerOptions {
  db: Database
  log: JobLog
  /** How often due scheduled jobs are looked for (default 5 s). */
  tickMs?: number
  instanceId?: string
}

const DEFAULT_LEASE_MS = 5 * 60_000
/** A failed run is tried again after this (or its period, when shorter). */
const RETRY_AFTER_FAILURE_MS = 60_000

/** Logged once, when the runner's first look at every scheduled job has ended (each due one run). */
export const FIRST_ROUND_DONE = 'scheduled jobs: first round done'

export const newInstanceId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`

/**
 * The one place scheduled and background work runs (ADR 015). Every instance runs one; the database
 * decides which instance does what, so each scheduled run happens once across the cluster and every
 * queued item is handled by one instance.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options
  const instanceId = options.instanceId ?? newInstanceId()
  const context: JobContext = { db, instanceId, log }
  const tickMs = options.tickMs ?? 5_000
  const scheduled = new Map<string, ScheduledJob>()
  const workers = new Map<string, { worker: QueueWorker; wake: () => void }>()
  const running = new Set<Promise<unknown>>()
  let started = false
  let stopping = false
  let tick: NodeJS.Timeout | undefined

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise)
    void promise.finally(() => running.delete(promise)).catch(() => undefined)
    return promise
  }

  async function claim(job: ScheduledJob): Promise<boolean> {
    const lease = job.leaseMs ?? DEFAULT_LEASE_MS
    const claimed = await db.execute(sql`
      update scheduled_job
         set locked_by = ${instanceId},
             locked_until = now() + make_interval(secs => ${lease / 1000}),
             last_started_at = now()
       where name = ${job.name}
         and next_run_at <= now()
         and (locked_until is null or locked_until < now())
      returning name`)
    return claimed.rows.length > 0
  }

  async function finish(job: ScheduledJob, error: unknown) {
    const after = error ? Math.min(job.everyMs, RETRY_AFTER_FAILURE_MS) : job.everyMs
    const message = error ? String((error as Error).message ?? error).slice(0, 500) : null
    // A run is claimed due (next_run_at <= its start): a later next_run_at was set by `runSoon`
    // while it ran, for work this run may have missed, and is kept.
    await db.execute(sql`
      update scheduled_job
         set next_run_at = case when next_run_at > last_started_at then next_run_at
                                else now() + make_interval(secs => ${after / 1000}) end,
             locked_by = null,
             locked_until = null,
             last_finished_at = now(),
             last_error = ${message},
             runs = runs + 1
       where name = ${job.name} and locked_by = ${instanceId}`)
  }

  async function runIfDue(job: ScheduledJob) {
    if (!(await claim(job))) return
    let failure: unknown = null
    try {
      await job.run(context)
    } catch (error) {
      failure = error
      log.warn({ err: error, job: job.name }, 'scheduled job failed')
    }
    await finish(job, failure)
  }

  /** Every scheduled job has its row (due now when new); tried again each tick until it works. */
  let rowsMade = false
  let rowsProblemLogged = false
  async function makeRows(): Promise<boolean> {
    if (rowsMade) return true
    try {
      for (const job of scheduled.values())
        await db.execute(sql`insert into scheduled_job (name) values (${job.name}) on conflict do nothing`)
      rowsMade = true
    } catch (error) {
      // The database is out of reach or not migrated yet: said once, tried again at the next tick.
      if (!rowsProblemLogged) log.warn({ err: error }, 'scheduled jobs wait for the database')
      rowsProblemLogged = true
    }
    return rowsMade
  }

  let ticking = false
  let firstRoundDone = false
  async function runDueJobs() {
    if (ticking || stopping) return
    ticking = true
    try {
      if (!(await makeRows())) return
      for (const job of scheduled.values()) {
        if (stopping) return
        await track(runIfDue(job)).catch((error: unknown) =>
          log.warn({ err: error, job: job.name }, 'could not claim a scheduled job'),
        )
      }
      // Said once: what a start put off is done (process tests wait for it rather than for a guess).
      if (!firstRoundDone) {
        firstRoundDone = true
        log.info({ jobs: scheduled.size }, FIRST_ROUND_DONE)
      }
    } finally {
      ticking = false
    }
  }

  function startWorker(worker: QueueWorker) {
    let timer: NodeJS.Timeout | undefined
    let busy = false
    let again = false
    const loop = async () => {
      if (stopping) return
      if (busy) {
        again = true
        return
      }
      busy = true
      clearTimeout(timer)
      let handled = 0
      try {
        handled = await track(worker.run(context))
      } catch (error) {
        log.warn({ err: error, job: worker.name }, 'queue worker failed')
      } finally {
        busy = false
      }
      if (stopping) return
      if (handled > 0 || again) {
        again = false
        setImmediate(() => void loop())
      } else {
        timer = setTimeout(() => void loop(), worker.idleMs)
        timer.unref()
      }
    }
    workers.set(worker.name, {
      worker,
      wake: () => {
        if (started && !stopping) void loop()
      },
    })
    return { start: () => void loop(), stop: () => clearTimeout(timer) }
  }
  const workerControls: Array<{ start(): void; stop(): void }> = []

  return {
    instanceId,
    /** Registers a scheduled job (before start). */
    schedule(job: ScheduledJob) {
      if (started) throw new Error(`job ${job.name} scheduled after the runner started`)
      scheduled.set(job.name, job)
    },
    /** Registers a queue worker (before start). */
    work(worker: QueueWorker) {
      if (started) throw new Error(`worker ${worker.name} added after the runner started`)
      workerControls.push(startWorker(worker))
    },
    /** Something was queued for this worker: run it now rather than at its next poll. */
    nudge(name: string) {
      workers.get(name)?.wake()
    },
    /**
     * New work for the scheduled job `name`: it is due now, whichever instance ticks first runs it
     * (a job not scheduled anywhere, or its row not made yet, is left alone). Never fails: the job's
     * period still comes round.
     */
    async runSoon(name: string) {
      try {
        await db.execute(sql`update scheduled_job set next_run_at = now() where name = ${name}`)
      } catch (error) {
        log.warn({ err: error, job: name }, 'could not make a scheduled job due')
        return
      }
      if (started && !stopping && scheduled.has(name)) void runDueJobs()
    },
    /** Starts the clocks and the workers; never fails (a database out of reach is tried again). */
    async start() {
      if (started) return
      started = true
      for (const control of workerControls) control.start()
      void runDueJobs()
      tick = setInterval(() => void runDueJobs(), tickMs)
      tick.unref()
    },
    /** Stops taking work and waits for what is running (a job's lease covers it if the process dies first). */
    async stop() {
      stopping = true
      clearInterval(tick)
      for (const control of workerControls) control.stop()
      await Promise.allSettled([...running])
    },
    /** The scheduled jobs' state, for /metrics and operators. */
    names: () => ({ scheduled: [...scheduled.keys()], workers: [...workers.keys()] }),
  }
}
export type JobRunner = ReturnType<typeof createJobRunner>

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled and background work, once across the cluster (src/server/jobs/job-runner.ts). */
    jobs: JobRunner
  }
}
