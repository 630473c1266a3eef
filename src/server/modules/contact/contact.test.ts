import { contactMessage } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** One app for the file; each test sends from an address of its own, so the per-IP limit counts its requests only. */
let remoteAddress = ''
let tests = 0
beforeEach(() => {
  remoteAddress = `192.0.2.${++tests}`
})

const valid = {
  name: 'Anne Schmit',
  email: '  Anne.Schmit@Example.LU ',
  topic: 'question',
  message: 'Do you also list chimney sweeps in the north?',
  language: 'fr',
}

describe('POST /api/public/contact', () => {
  it('stores a valid message with a normalised email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress,
      payload: valid,
    })
    expect(res.statusCode).toBe(201)
    const { id } = res.json()
    const [row] = await t.database.db.select().from(contactMessage).where(eq(contactMessage.id, id))
    expect(row).toMatchObject({
      name: 'Anne Schmit',
      email: 'anne.schmit@example.lu',
      topic: 'question',
      language: 'fr',
    })
  })

  it('rejects invalid fields with the spec message, in the caller language, and stores nothing', async () => {
    const before = await t.database.db.$count(contactMessage)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress,
      headers: { 'accept-language': 'de-LU,de;q=0.9' },
      payload: { ...valid, email: 'not-an-email', message: 'short' },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error.message).toBe('Einige Felder fehlen oder sind ungültig.')
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'message', message: 'Message must be at least 10 characters.' },
      ]),
    )
    expect(await t.database.db.$count(contactMessage)).toBe(before)
  })

  it('refuses text with NUL or a lone surrogate with a 400, normalises the rest, and stores only clean text', async () => {
    const before = await t.database.db.$count(contactMessage)
    for (const hostile of [
      { name: 'Anne\u0000Schmit' },
      { message: 'Hello\u0000, do you list chimney sweeps?' },
      { name: 'Anne \ud835' },
      { message: 'A broken symbol \udc00 in the middle of a message' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        remoteAddress,
        payload: { ...valid, ...hostile },
      })
      expect(res.statusCode, JSON.stringify(hostile)).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
    expect(await t.database.db.$count(contactMessage)).toBe(before)

    // NFC, trimmed, and counted in characters (code points), not UTF-16 units.
    const astral = '𝕏'.repeat(120)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress,
      payload: { ...valid, name: ` ${astral} `, message: 'Cafe\u0301 ouvert le dimanche ?' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(contactMessage)
      .where(eq(contactMessage.id, res.json().id))
    expect(row?.name).toBe(astral)
    expect(row?.message).toBe('Café ouvert le dimanche ?')
  })

  it('is rate limited per IP with a clear 429', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/public/contact', remoteAddress, payload: valid })
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201)
    const limited = await send()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a minute and try again.',
    })
  })
})
