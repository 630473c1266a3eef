import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { postChat, talk, toProviders } from '@server/test/chat'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_TEXT } from './chat-text'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

const TEXT = 'Je voudrais repeindre mon salon de 45 m2 à Dudelange, murs et plafond.'

describe('one conversation handler under both paths', () => {
  const ownerOf = async (sessionId: string) =>
    (
      await t.database.db.execute<{ user_id: string | null }>(
        sql`select user_id from chat_session where id = ${sessionId}`,
      )
    ).rows[0]?.user_id

  it("answers a visitor's provider chat at /api/chat, linked to no account; a signed-in customer's is theirs", async () => {
    const [provider] = (
      await t.database.db.execute<{ slug: string }>(
        sql`select slug from provider where status = 'active' order by id limit 1`,
      )
    ).rows
    const visitor = await postChat(t, TEXT, { provider_context: provider!.slug }, '/api/chat')
    expect(visitor.statusCode, visitor.body).toBe(200)
    expect(await ownerOf(visitor.json().sessionId)).toBeNull()

    const customer = await signedInAs(t, 'individual')
    for (const url of ['/api/chat', '/api/public/chat']) {
      const signedIn = await postChat(t, TEXT, { cookie: customer.cookie }, url)
      expect(signedIn.statusCode, signedIn.body).toBe(200)
      expect(await ownerOf(signedIn.json().sessionId), url).toBe(customer.userId)
    }
  })
})

function sendQuotes(cookie: string | undefined, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/quotes',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  })
}

async function counts(userId: string) {
  const rows = await t.database.db.execute<{ projects: number; requests: number; credits: number }>(sql`
    select (select count(*)::int from project where customer_user_id = ${userId}) as projects,
           (select count(*)::int from quote_request where customer_user_id = ${userId}) as requests,
           (select coalesce(sum(delta), 0)::int from credit_ledger where user_id = ${userId}) as credits`)
  return rows.rows[0]!
}

describe('sending quote requests from the chat', () => {
  it('a signed-in customer sends to chosen providers: one project, one request each, one credit', async () => {
    const customer = await signedInAs(t, 'individual')
    const before = await counts(customer.userId)
    const listed = await toProviders(t, TEXT, { cookie: customer.cookie })
    expect(listed.providers.length).toBeGreaterThanOrEqual(2)
    expect(listed.quickReplies[0]).toMatchObject({ kind: 'send_quotes' })
    const chosen = listed.providers.slice(0, 2).map((p) => p.id)

    const res = await sendQuotes(customer.cookie, { sessionId: listed.sessionId, providerIds: chosen })
    expect(res.statusCode, res.body).toBe(200)
    const sent = res.json() as ChatReply
    expect(sent.state).toBe('quotes_sent')
    expect(sent.reply).toBe(
      'Votre demande a été envoyée à 2 prestataires. Les prestataires répondent généralement sous 24 heures.',
    )
    expect(sent.providers.map((p) => p.id)).toEqual(chosen)
    expect(sent.estimate).toEqual(listed.estimate)

    const after = await counts(customer.userId)
    expect(after.projects - before.projects).toBe(1)
    expect(after.requests - before.requests).toBe(2)
    expect(after.credits - before.credits).toBe(-1)
    const project = await t.database.db.execute<{
      description: string
      category: string
      locality: string
      estimate: unknown
    }>(
      sql`select p.description, p.category, p.locality, p.estimate from project p join chat_session s on s.project_id = p.id
          where s.id = ${listed.sessionId}`,
    )
    // The providers read the estimate the customer saw, as figures (the range, its unit and quantity).
    const seen = listed.estimate
    expect(project.rows).toEqual([
      {
        description: TEXT,
        category: 'painting',
        locality: 'Dudelange',
        estimate: {
          low: seen?.low,
          high: seen?.high,
          unit: seen?.unit,
          confidence: seen?.confidence,
          quantity: seen?.quantity,
        },
      },
    ])
    const providers = await t.database.db.execute<{ provider_id: number }>(
      sql`select provider_id from quote_request q join chat_session s on s.project_id = q.project_id
          where s.id = ${listed.sessionId} order by provider_id`,
    )
    expect(providers.rows.map((r) => r.provider_id)).toEqual([...chosen].sort((a, b) => a - b))

    // Sending twice does not send twice: the second time answers that it was sent (as from another tab).
    const again = await sendQuotes(customer.cookie, { sessionId: listed.sessionId, providerIds: chosen })
    expect(again.statusCode).toBe(200)
    expect((again.json() as ChatReply).reply).toBe(sent.reply)
    expect((await counts(customer.userId)).requests - before.requests).toBe(2)
  })

  it('"send" in the signed-in chat sends to every proposed provider', async () => {
    const customer = await signedInAs(t, 'individual')
    const listed = await toProviders(t, 'I need my living room painted in Mamer', { cookie: customer.cookie })
    const sent = await talk(t, 'send', { sessionId: listed.sessionId, cookie: customer.cookie })
    expect(sent.state).toBe('quotes_sent')
    expect(sent.reply).toContain('Providers usually answer within 24 hours.')
    expect((await counts(customer.userId)).requests).toBe(listed.providers.length)
  })

  it('the public chat never sends: it asks to sign in or register, with a button the UI can use', async () => {
    const listed = await toProviders(t, 'I need my living room painted in Mamer')
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from quote_request`,
    )
    const asked = await talk(t, 'send', { sessionId: listed.sessionId })
    expect(asked.state).toBe('providers')
    expect(asked.reply).toBe(CHAT_TEXT.signInToSend.en)
    expect(asked.providers).toEqual(listed.providers)
    expect(asked.quickReplies).toEqual([expect.objectContaining({ kind: 'sign_in' })])
    const anonymous = await sendQuotes(undefined, {
      sessionId: listed.sessionId,
      providerIds: [listed.providers[0]!.id],
    })
    expect(anonymous.statusCode).toBe(401)
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from quote_request`,
    )
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n)

    // After signing in, the same conversation can be sent by that customer (here in demo mode,
    // where the promise is the demo's 24–48 hours).
    const customer = await signedInAs(t, 'individual')
    const res = await sendQuotes(`${customer.cookie}; luxpro_demo=1`, {
      sessionId: listed.sessionId,
      providerIds: [listed.providers[0]!.id],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().reply).toBe(
      `Your request has been sent to ${listed.providers[0]!.name}. Providers usually answer within 24–48 hours.`,
    )
  })

  it('refuses providers the assistant did not propose, and a provider account', async () => {
    const customer = await signedInAs(t, 'individual')
    const listed = await toProviders(t, 'I need my living room painted in Mamer', { cookie: customer.cookie })
    const stranger = await t.database.db.execute<{ id: number }>(
      sql`select id from provider where status = 'active' and not (id = any(${`{${listed.providers.map((p) => p.id).join(',')}}`}::int[])) limit 1`,
    )
    const res = await sendQuotes(customer.cookie, {
      sessionId: listed.sessionId,
      providerIds: [stranger.rows[0]!.id],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('chat_providers_not_proposed')
    const provider = await signedInAs(t, 'business')
    const asProvider = await sendQuotes(provider.cookie, {
      sessionId: listed.sessionId,
      providerIds: [listed.providers[0]!.id],
    })
    expect(asProvider.statusCode).toBe(403)
  })

  it('a customer without credits gets a clear 409 and nothing is written', async () => {
    const customer = await signedInAs(t, 'individual')
    await t.database.db.execute(
      sql`insert into credit_ledger (user_id, delta, reason) values (${customer.userId}, -100, 'spend')`,
    )
    const listed = await toProviders(t, 'I need my living room painted in Mamer', { cookie: customer.cookie })
    const res = await sendQuotes(customer.cookie, {
      sessionId: listed.sessionId,
      providerIds: [listed.providers[0]!.id],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('no_credits')
    expect((await counts(customer.userId)).projects).toBe(0)
    const still = await talk(t, 'what now?', { sessionId: listed.sessionId, cookie: customer.cookie })
    expect(still.state).toBe('providers')
  })
})

describe('whose conversation it is', () => {
  it('another user’s session is not found, for the public chat too', async () => {
    const owner = await signedInAs(t, 'individual')
    const mine = await talk(t, 'I need a plumber in Mamer', { cookie: owner.cookie })
    const other = await signedInAs(t, 'individual')
    const res = await postChat(t, 'yes', { sessionId: mine.sessionId, cookie: other.cookie })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('chat_session_not_found')
    const anonymous = await postChat(t, 'yes', { sessionId: mine.sessionId })
    expect(anonymous.statusCode).toBe(404)
    const quotes = await sendQuotes(other.cookie, { sessionId: mine.sessionId, providerIds: [1] })
    expect(quotes.statusCode).toBe(404)
    const continued = await talk(t, 'yes', { sessionId: mine.sessionId, cookie: owner.cookie })
    expect(continued.state).toBe('estimate')
  })

  it('an anonymous conversation is taken over by the customer who signs in', async () => {
    const started = await talk(t, 'I need a plumber in Mamer')
    const customer = await signedInAs(t, 'individual')
    const continued = await talk(t, 'yes', { sessionId: started.sessionId, cookie: customer.cookie })
    expect(continued.sessionId).toBe(started.sessionId)
    const rows = await t.database.db.execute<{ user_id: string }>(
      sql`select user_id from chat_session where id = ${started.sessionId}`,
    )
    expect(rows.rows[0]!.user_id).toBe(customer.userId)
    expect((await postChat(t, 'providers', { sessionId: started.sessionId })).statusCode).toBe(404)
  })
})
