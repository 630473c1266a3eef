import { openSharedDatabase, type SharedDatabase } from '@server/test/shared-database'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createJobRunner, FIRST_ROUND_DONE, type JobRunner, type ScheduledJob } from './job-runner'

const silent = { info() {}, warn() {}, error() {} }
// One database for the file, seen by three instances; each test schedules jobs of its own names.
let shared: SharedDatabase
let db: SharedDatabase['handles'][number]
beforeAll(async () => {
  shared = await openSharedDatabase(3)
  db = shared.handles[0]!
})
afterAll(() => shared?.close())
const runners: JobRunner[] = []
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()))
})

function runner(handle: SharedDatabase['handles'][number], name: string, jobs: ScheduledJob[]) {
  const r = createJobRunner({ db: handle.db, log: silent, instanceId: name, tickMs: 50 })
  for (const job of jobs) r.schedule(job)
  runners.push(r)
  return r
}

const jobRow = async (handle: SharedDatabase['handles'][number], name: string) =>
  (
    await handle.db.execute<{ runs: number; locked_by: string | null; last_error: string | null }>(
      sql`select runs, locked_by, last_error from scheduled_job where name = ${name}`,
    )
  ).rows[0]

describe('scheduled jobs across instances', () => {
  it('runs a due job once, whichever of three instances claims it, and not again before its period', async () => {
    const ranBy: string[] = []
    const job = (instance: string): ScheduledJob => ({
      name: 'once-test',
      everyMs: 60_000,
      run: async () => {
        ranBy.push(instance)
        await new Promise((resolve) => setTimeout(resolve, 200))
      },
    })
    const all = shared.handles.map((handle, i) => runner(handle, `instance-${i}`, [job(`instance-${i}`)]))
    await Promise.all(all.map((r) => r.start()))
    await expect
      .poll(async () => (await jobRow(shared.handles[0]!, 'once-test'))?.runs, { timeout: 5_000 })
      .toBe(1)
    // Many ticks later, still once.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(ranBy).toHaveLength(1)
    expect(await jobRow(shared.handles[0]!, 'once-test')).toMatchObject({ runs: 1, locked_by: null })
  })

  it('takes over a job whose runner died holding it, once the lease has run out', async () => {
    await db.db.execute(sql`
      insert into scheduled_job (name, next_run_at, locked_by, locked_until)
      values ('takeover-test', now(), 'dead-instance', now() + interval '800 milliseconds')`)
    let runs = 0
    const survivor = runner(db, 'survivor', [
      { name: 'takeover-test', everyMs: 60_000, run: async () => void runs++ },
    ])
    const startedAt = Date.now()
    await survivor.start()
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(1)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(500)
    // The run is recorded (and the lease let go) once the job's function has returned: wait for the row.
    await expect
      .poll(() => jobRow(db, 'takeover-test'), { timeout: 5_000 })
      .toMatchObject({ runs: 1, locked_by: null })
    expect(runs).toBe(1)
  })

  it('runs a job made due by runSoon at once, and again after a run it was made due during', async () => {
    let runs = 0
    let release = () => {}
    const r = runner(db, 'kicked', [
      {
        name: 'soon-test',
        everyMs: 24 * 60 * 60_000,
        run: async () => {
          runs++
          if (runs === 2) await new Promise<void>((resolve) => (release = resolve))
        },
      },
    ])
    await r.start()
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(1)
    // Due tomorrow; new work makes it due now.
    await r.runSoon('soon-test')
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(2)
    // Made due while it runs: the run that may have missed the work is followed by another.
    await r.runSoon('soon-test')
    release()
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(3)
    await expect.poll(async () => (await jobRow(db, 'soon-test'))?.runs, { timeout: 5_000 }).toBe(3)
    const [next] = (
      await db.db.execute<{ hours: number }>(
        sql`select extract(epoch from next_run_at - now())::float / 3600 as hours from scheduled_job where name = 'soon-test'`,
      )
    ).rows
    expect(next!.hours).toBeGreaterThan(23)
  })

  it('records a failed run and tries it again after a minute at most', async () => {
    const r = runner(db, 'failing', [
      {
        name: 'failing-test',
        everyMs: 24 * 60 * 60_000,
        run: async () => {
          throw new Error('the disk is full')
        },
      },
    ])
    await r.start()
    await expect.poll(async () => (await jobRow(db, 'failing-test'))?.last_error).toBe('the disk is full')
    const [next] = (
      await db.db.execute<{ seconds: number }>(
        sql`select extract(epoch from next_run_at - now())::float as seconds from scheduled_job where name = 'failing-test'`,
      )
    ).rows
    expect(next!.seconds).toBeGreaterThan(50)
    expect(next!.seconds).toBeLessThanOrEqual(60)
  })

  it('says once that its first round is done, when every job due at the start has run', async () => {
    const said: string[] = []
    const r = createJobRunner({
      db: db.db,
      log: { ...silent, info: (_fields, message) => void said.push(message) },
      instanceId: 'first-round',
      tickMs: 50,
    })
    runners.push(r)
    let runs = 0
    let release = () => {}
    r.schedule({
      name: 'first-round-test',
      everyMs: 100,
      run: async () => {
        runs++
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve))
      },
    })
    await r.start()
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(1)
    expect(said).not.toContain(FIRST_ROUND_DONE)
    release()
    await expect.poll(() => said, { timeout: 5_000 }).toContain(FIRST_ROUND_DONE)
    // Later rounds run the job again and say nothing.
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(3)
    expect(said.filter((message) => message === FIRST_ROUND_DONE)).toHaveLength(1)
  })
})
