import { outboxEmail } from '@server/db/schema/index'
import { register, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OUTBOX_WORKER } from './outbox-delivery'

/** A real SMTP server in the test: what the app delivers is what arrives. */
const received: Array<{ to: string[]; raw: string }> = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString()
    })
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
      callback()
    })
  },
})
let port = 0
let t: TestApp

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  port = (smtp.server.address() as { port: number }).port
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('mail delivery through SMTP_URL', () => {
  it('delivers the confirmation email by SMTP and marks it sent in the outbox', async () => {
    const email = uniqueEmail()
    const nudge = vi.spyOn(t.app.jobs, 'nudge')
    expect((await register(t.app, { email, language: 'de' })).statusCode).toBe(200)
    // The send wakes the outbox worker instead of leaving the email to its next one-second poll; the
    // delivery itself is awaited as long as a busy machine needs.
    expect(nudge).toHaveBeenCalledWith(OUTBOX_WORKER)
    nudge.mockRestore()
    await expect.poll(() => received.some((m) => m.to.includes(email)), { timeout: 15_000 }).toBe(true)
    const delivered = received.find((m) => m.to.includes(email))
    // Quoted-printable: join soft line breaks and decode before reading.
    const decoded = Buffer.from(
      (delivered?.raw ?? '').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`),
    ).toString()
    const text = decodeURIComponent(decoded.replace(/%(?![0-9A-F]{2})/g, '%25'))
    expect(text).toContain('Hallo Anne Schmit')
    expect(text).toMatch(/verify-email\?token=/)
    expect(delivered?.raw).toMatch(/^Subject: /m)
    const sentRow = async () =>
      (await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, email)))[0]
    await expect.poll(async () => (await sentRow())?.status, { timeout: 15_000 }).toBe('sent')
    const row = await sentRow()
    expect(row).toMatchObject({ template: 'verify-email', language: 'de', attempts: 1, claimedBy: null })
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('records a failed attempt when the SMTP server is gone, and tries again later, without failing the sign-up', async () => {
    const offline = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    const email = uniqueEmail()
    const res = await register(offline.app, { email })
    const row = async () =>
      (await offline.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, email)))[0]
    await expect.poll(async () => (await row())?.error, { timeout: 5_000 }).toBeTruthy()
    const failed = await row()
    await offline.close()
    expect(res.statusCode).toBe(200)
    // Still waiting for delivery, with the next attempt in about 30 s (24–36 s with the jitter).
    expect(failed).toMatchObject({ status: 'stored', attempts: 1, claimedBy: null })
    const retryIn = failed!.nextAttemptAt!.getTime() - Date.now()
    expect(retryIn).toBeGreaterThan(15_000)
    expect(retryIn).toBeLessThan(40_000)
  })

  it('keeps emails in the outbox only, never due for delivery, without SMTP_URL', async () => {
    const local = await buildTestApp()
    const email = uniqueEmail()
    await register(local.app, { email })
    const [row] = await local.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, email))
    await local.close()
    expect(row).toMatchObject({ status: 'stored', nextAttemptAt: null, attempts: 0 })
  })
})
