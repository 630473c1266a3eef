import { outboxEmail } from '@server/db/schema/index'
import { createJobRunner, type JobRunner } from '@server/jobs/job-runner'
import { openSharedDatabase, type SharedDatabase } from '@server/test/shared-database'
import { eq, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS, outboxDelivery, retryDelayMs, smtpTransport } from './outbox-delivery'

/** A real SMTP server: counts every message it accepts, by recipient. */
const received = new Map<string, number>()
let refuse: (to: string) => boolean = () => false
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refuse(address.address)) return callback(new Error('mailbox unavailable'))
    callback()
  },
  onData(stream, session, callback) {
    stream.resume()
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1)
      callback()
    })
  },
})
let smtpUrl = ''
const silent = { info() {}, warn() {}, error() {} }

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

let shared: SharedDatabase
const runners: JobRunner[] = []
const transports: Transporter[] = []
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()))
  for (const t of transports.splice(0)) t.close()
  await shared?.close()
  received.clear()
  refuse = () => false
})

/** A runner with the outbox worker, its transport counting what it sent. */
async function deliveringRunner(
  handle: SharedDatabase['handles'][number],
  name: string,
  options: Parameters<typeof outboxDelivery>[1] = {},
) {
  const transport = await smtpTransport(smtpUrl)
  transports.push(transport)
  const sent = { count: 0 }
  const counting = {
    sendMail: async (message: object) => {
      const info = await transport.sendMail(message)
      sent.count++
      return info
    },
  } as unknown as Transporter
  const runner = createJobRunner({ db: handle.db, log: silent, instanceId: name })
  runner.work(outboxDelivery(counting, { idleMs: 100, ...options }))
  runners.push(runner)
  return { runner, sent }
}

async function queue(handle: SharedDatabase['handles'][number], count: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    to: `${prefix}.${i}@example.lu`,
    subject: `Message ${i}`,
    text: `Body ${i}`,
    html: `<p>Body ${i}</p>`,
    template: 'verify-email',
    language: 'en',
    nextAttemptAt: sql`now()`,
  }))
  for (let i = 0; i < rows.length; i += 250)
    await handle.db.insert(outboxEmail).values(rows.slice(i, i + 250))
  return rows.map((r) => r.to)
}

const countByStatus = async (handle: SharedDatabase['handles'][number], prefix: string) =>
  (
    await handle.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from outbox_email where "to" like ${`${prefix}.%`} group by status`,
    )
  ).rows

describe('outbox delivery across instances', () => {
  it('delivers 1,000 emails from two instances, each exactly once, both instances taking part', async () => {
    shared = await openSharedDatabase(2)
    const [a, b] = shared.handles as [SharedDatabase['handles'][number], SharedDatabase['handles'][number]]
    const recipients = await queue(a, 1_000, 'bulk')
    const first = await deliveringRunner(a, 'instance-a')
    const second = await deliveringRunner(b, 'instance-b')
    await Promise.all([first.runner.start(), second.runner.start()])

    await expect
      .poll(async () => countByStatus(a, 'bulk'), { timeout: 60_000, interval: 250 })
      .toEqual([{ status: 'sent', n: 1_000 }])
    expect(recipients.filter((to) => received.get(to) !== 1)).toEqual([])
    expect(received.size).toBe(1_000)
    expect(first.sent.count + second.sent.count).toBe(1_000)
    expect(first.sent.count).toBeGreaterThan(0)
    expect(second.sent.count).toBeGreaterThan(0)
    const [attempts] = (
      await a.db.execute<{ max: number }>(
        sql`select max(attempts)::int as max from outbox_email where "to" like 'bulk.%'`,
      )
    ).rows
    expect(attempts?.max).toBe(1)
  }, 90_000)

  it('takes over the emails a crashed instance had claimed once its lease runs out, and sends them once', async () => {
    shared = await openSharedDatabase(1)
    const [db] = shared.handles as [SharedDatabase['handles'][number]]
    const recipients = await queue(db, 30, 'orphan')
    // An instance claimed them, then died: its lease (here 1 s) is all that holds them.
    await db.db.execute(sql`
      update outbox_email set claimed_by = 'dead-instance', claimed_until = now() + interval '1 second',
             attempts = attempts + 1
       where "to" like 'orphan.%'`)
    const survivor = await deliveringRunner(db, 'survivor')
    const startedAt = Date.now()
    await survivor.runner.start()
    await expect
      .poll(async () => countByStatus(db, 'orphan'), { timeout: 10_000 })
      .toEqual([{ status: 'sent', n: 30 }])
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(700)
    expect(recipients.every((to) => received.get(to) === 1)).toBe(true)
  })

  it('retries a refused email with a backoff and gives up after the last attempt', async () => {
    shared = await openSharedDatabase(1)
    const [db] = shared.handles as [SharedDatabase['handles'][number]]
    refuse = (to) => to.startsWith('refused.')
    const [to] = await queue(db, 1, 'refused')
    const { runner } = await deliveringRunner(db, 'retrier')
    await runner.start()
    const row = async () => (await db.db.select().from(outboxEmail).where(eq(outboxEmail.to, to!)))[0]!
    await expect.poll(async () => (await row()).error, { timeout: 5_000 }).toMatch(/mailbox unavailable/)
    const first = await row()
    expect(first.attempts).toBe(1)
    expect(first).toMatchObject({ status: 'stored', claimedBy: null })
    expect(first.error).toMatch(/mailbox unavailable/)
    expect(first.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(15_000)

    // Make every attempt due at once: the last one gives up.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db.db.execute(sql`update outbox_email set next_attempt_at = now() where "to" = ${to!}`)
      runner.nudge('outbox-delivery')
      await expect
        .poll(
          async () => {
            const current = await row()
            return current.claimedBy === null ? current.attempts : 0
          },
          { timeout: 5_000 },
        )
        .toBe(attempt)
    }
    await expect.poll(async () => (await row()).status, { timeout: 5_000 }).toBe('failed')
    expect((await row()).nextAttemptAt).toBeNull()
    expect(received.get(to!)).toBeUndefined()
  })
})

describe('retry delays', () => {
  it('double from 30 s up to an hour, spread by ±20 %', () => {
    expect(retryDelayMs(1, 0.5)).toBe(30_000)
    expect(retryDelayMs(2, 0.5)).toBe(60_000)
    expect(retryDelayMs(3, 0.5)).toBe(120_000)
    expect(retryDelayMs(20, 0.5)).toBe(3_600_000)
    expect(retryDelayMs(1, 0)).toBe(24_000)
    expect(retryDelayMs(1, 1)).toBe(36_000)
  })
})
