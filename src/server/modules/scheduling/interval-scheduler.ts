import type { Database } from '@server/db/client'
import { sql } from 'drizzle-orm'

/**
 * Work to do every `everyMs`, once across all instances. The same shape as the job runner's
 * scheduled jobs (src/server/jobs), so moving onto it is `app.jobs.schedule(job)` for each.
 */
export interface IntervalJob {
  name: string
  everyMs: number
  /** Run at start when it never ran (else the first run waits a whole period). */
  runAtFirstStart?: boolean
  run(context: { db: Database; log: JobLog }): Promise<unknown>
}

interface JobLog {
  warn(object: object, message: string): void
}

/** Looks for due work at most this often. */
const TICK_MS = 60_000

/**
 * Claims a run: the job's row in app_setting holds its last start; the instance whose conditional
 * update moves it forward runs the job, the others find it taken.
 */
async function claim(db: Database, job: IntervalJob): Promise<boolean> {
  const key = `schedule:${job.name}`
  const firstStart = job.runAtFirstStart ? sql`'-infinity'::timestamptz` : sql`now()`
  await db.execute(sql`insert into app_setting (key, value)
    values (${key}, jsonb_build_object('lastRun', ${firstStart}::text))
    on conflict (key) do nothing`)
  const claimed = await db.execute(sql`update app_setting
    set value = jsonb_build_object('lastRun', now()::text), updated_at = now()
    where key = ${key}
      and (value->>'lastRun')::timestamptz <= now() - make_interval(secs => ${job.everyMs / 1000})
    returning key`)
  return claimed.rows.length > 0
}

/** Runs each job when due, on this instance's timer; returns a function that stops them. */
export function runOnSchedule(db: Database, log: JobLog, jobs: IntervalJob[]): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      for (const job of jobs) {
        try {
          if (await claim(db, job)) await job.run({ db, log })
        } catch (error) {
          log.warn({ err: error, job: job.name }, 'scheduled work failed')
        }
      }
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), Math.min(TICK_MS, ...jobs.map((job) => job.everyMs))).unref()
  void tick()
  return () => clearInterval(timer)
}
