import { outboxEmail } from '@server/db/schema/index'
import { register, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
    expect((await register(t.app, { email, language: 'de' })).statusCode).toBe(200)
    const delivered = received.find((m) => m.to.includes(email))
    // Quoted-printable: join soft line breaks and decode before reading.
    const decoded = Buffer.from(
      (delivered?.raw ?? '').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`),
    ).toString()
    const text = decodeURIComponent(decoded.replace(/%(?![0-9A-F]{2})/g, '%25'))
    expect(text).toContain('Hallo Anne Schmit')
    expect(text).toMatch(/verify-email\?token=/)
    expect(delivered?.raw).toMatch(/^Subject: /m)
    const [row] = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, email))
    expect(row).toMatchObject({ status: 'sent', template: 'verify-email', language: 'de' })
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('records a failed delivery when the SMTP server is gone, without failing the sign-up', async () => {
    const offline = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    const email = uniqueEmail()
    const res = await register(offline.app, { email })
    const [row] = await offline.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, email))
    await offline.close()
    expect(res.statusCode).toBe(200)
    expect(row?.status).toBe('failed')
    expect(row?.error).toBeTruthy()
  })
})
