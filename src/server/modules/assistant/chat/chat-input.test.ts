import { ORIGIN } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { postChat, talk } from '@server/test/chat'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

describe('bad input to the assistant: a clear 4xx or a polite reply, never a 500', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '   \n\t '],
    ['10,000 characters', 'peinture '.repeat(1112)],
    ['control characters', 'plumber\u0000 in Mamer'],
    ['binary', String.fromCharCode(...Array.from({ length: 64 }, (_, i) => i))],
    ['a number', 42],
    ['null', null],
  ])('%s → 400 with a message in the caller’s language', async (_, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/chat',
      headers: { origin: ORIGIN, 'accept-language': 'fr' },
      payload: { message },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
    expect(res.json().error.message).toBe('Certains champs sont manquants ou invalides.')
    expect(res.json().error.details[0].path).toBe('message')
  })

  it('accepts 2,000 characters and refuses 2,001', async () => {
    const long = `Je voudrais repeindre mon salon à Mamer. ${'x'.repeat(2000)}`.slice(0, 2000)
    expect((await postChat(t, long)).statusCode).toBe(200)
    expect((await postChat(t, `${long}y`)).statusCode).toBe(400)
  })

  it('refuses a body that is not JSON, an unknown language and a malformed provider_context', async () => {
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/public/chat',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22]),
    })
    expect(garbage.statusCode).toBe(400)
    expect((await postChat(t, 'hello', { language: 'nl' as 'en' })).statusCode).toBe(400)
    expect((await postChat(t, 'hello', { provider_context: '<b>x</b>' })).statusCode).toBe(400)
    expect((await postChat(t, 'hello', { sessionId: 'x'.repeat(500) })).statusCode).toBe(400)
  })

  it('keeps script tags as the customer’s text and never echoes them as HTML', async () => {
    const text = '<script>alert("x")</script> I need a plumber in Mamer <img src=x onerror=alert(1)>'
    const res = await postChat(t, text)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.body).not.toContain('<script')
    expect(res.body).not.toContain('<img')
    const reply = res.json()
    expect(reply.state).toBe('confirm_location')
    const turns = await t.database.db.execute<{ text: string }>(
      sql`select text from chat_turn where session_id = ${reply.sessionId} and role = 'customer'`,
    )
    expect(turns.rows.map((r) => r.text)).toEqual([text])
  })

  it('answers messages it does not understand politely, with the service quick-select', async () => {
    const reply = await talk(t, 'asdf qwerty 12345 ?!', { language: 'de' })
    expect(reply.state).toBe('describe')
    expect(reply.reply).toContain('Welche Leistung brauchen Sie?')
    expect(reply.quickReplies).toHaveLength(23)
  })
})

describe('POST /api/public/providers/match', () => {
  it('ranks up to 5 providers for a category at a locality, with reasons and the estimate', async () => {
    // Every painter is open all week: availability reaches the reasons.
    await t.database.db.execute(sql`insert into availability (provider_id, day, start_time, end_time)
      select p.id, d, '00:00', '23:59' from provider p, generate_series(0, 6) d where 'painting' = any(p.categories)`)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      headers: { origin: ORIGIN, 'accept-language': 'de' },
      payload: { category: 'painting', locality: 'Diddeleng', quantities: [{ value: 45, unit: 'm2' }] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.location).toMatchObject({ locality: 'Dudelange', commune: 'Dudelange' })
    expect(body.estimate).toMatchObject({ unit: 'm2', confidence: 'high' })
    expect(body.providers.length).toBeGreaterThan(0)
    expect(body.providers.length).toBeLessThanOrEqual(5)
    expect(body.providers[0].reasons.join(' ')).toMatch(/entfernt/)
    expect(body.providers[0].reasons.join(' ')).toMatch(/verfügbar/)
  })

  it('takes a postal code or coordinates, and refuses an unknown place', async () => {
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: 'plumbing', postalCode: 'L-4001' },
    })
    expect(byCode.statusCode, byCode.body).toBe(200)
    expect(byCode.json().location).toMatchObject({ commune: 'Esch-sur-Alzette', postalCode: '4001' })
    const byPoint = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: 'plumbing', lat: 49.6116, lon: 6.1319 },
    })
    expect(byPoint.statusCode, byPoint.body).toBe(200)
    expect(byPoint.json().location).toBeNull()
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: 'plumbing', locality: 'Atlantis' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_locality')
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: 'plumbing' },
    })
    expect(nowhere.statusCode).toBe(400)
  })
})

describe('coordinates PostgreSQL cannot read', () => {
  it('answers a subnormal latitude (found by the route fuzzer) instead of failing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: 'plumbing', lat: 5e-324, lon: 0 },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().providers).toEqual([])
  })
})

describe('rate limit', () => {
  it('refuses the chat endpoints with 429 past the per-IP limit', async () => {
    const limited = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 3 })
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/public/chat', payload: { message: 'hello' } })
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200)
      const refused = await send()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error.code).toBe('rate_limited')
    } finally {
      await limited.close()
    }
  })
})
