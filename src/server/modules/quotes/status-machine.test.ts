import { notification, quote, quoteRequest } from '@server/db/schema/index'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { actionsFor, type QuoteAction, type QuoteViewer } from '@shared/quotes/quote-actions'
import type {
  CreatedQuoteRequests,
  CustomerProjects,
  QuoteRequestDetail,
} from '@shared/quotes/quote-request-schemas'
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/quotes/quote-status'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteToken } from './quote-token'

/**
 * The status machine walked through the API: for every status, with and without a quote, what each
 * side is offered (the `actions` every page shows) is exactly what the server then lets it do.
 */

let t: TestApp
let painters: Array<{ id: number; email: string }>
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{ id: number; email: string }>(
    sql`select id, email from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 3`,
  )
  painters = rows.rows
})
afterAll(() => t.close())

const PROJECT = {
  name: 'Repaint the hallway',
  category: 'painting',
  description: 'Two coats of white on the walls of a 12 m² hallway, one small crack to fill.',
  location: 'L-8010',
  budgetLow: 600,
  budgetHigh: 1200,
  timeline: 'within_month',
}
const QUOTE = {
  clientName: 'Anne Schmit',
  startDate: '2026-12-07',
  completionDate: '2026-12-10',
  materialsCost: 120,
  laborCost: 640,
  message: 'Two coats, floor protected.',
  validUntil: '2026-12-31',
}

type Who = { cookie?: string; token?: string; lang?: string }
function call(method: 'GET' | 'POST', url: string, who: Who, payload?: unknown) {
  const full = who.token ? `${url}?token=${encodeURIComponent(who.token)}` : url
  return t.app.inject({
    method,
    url: full,
    headers: {
      origin: ORIGIN,
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(who.lang ? { 'accept-language': who.lang } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function sendProject(cookie: string, providerIds: number[]) {
  const res = await call('POST', '/api/quote-requests', { cookie }, { providerIds, project: PROJECT })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CreatedQuoteRequests
}

async function providerToken(requestId: number) {
  const [row] = await t.database.db.select().from(quoteRequest).where(eq(quoteRequest.id, requestId))
  if (!row) throw new Error(`no request ${requestId}`)
  return quoteToken(t.app.deps.authSecret, row)
}

/** Puts the request back in `status`, with or without its quote, as if it had got there step by step. */
async function putIn(
  requestId: number,
  status: QuoteStatus,
  withQuote: boolean,
  quoteBackup: typeof quote.$inferSelect | null,
) {
  await t.database.db.delete(quote).where(eq(quote.quoteRequestId, requestId))
  if (withQuote && quoteBackup) await t.database.db.insert(quote).values({ ...quoteBackup, id: undefined })
  await t.database.db
    .update(quoteRequest)
    .set({ status, notChosenAt: null, declinedAt: null, declineReason: null })
    .where(eq(quoteRequest.id, requestId))
}

/** Each action through its route, as the side it belongs to; the answer's status code. */
async function attempt(action: QuoteAction, requestId: number, who: { customer: Who; provider: Who }) {
  const quoteId = async () => {
    const [row] = await t.database.db
      .select({ id: quote.id })
      .from(quote)
      .where(eq(quote.quoteRequestId, requestId))
    return row?.id ?? 0
  }
  switch (action) {
    case 'quote':
      return (await call('POST', `/api/quote-requests/${requestId}/quote`, who.provider, QUOTE)).statusCode
    case 'decline':
      return (
        await call('POST', `/api/quote-requests/${requestId}/decline`, who.provider, { reason: 'too_busy' })
      ).statusCode
    case 'start':
    case 'complete':
      return (await call('POST', `/api/quote-requests/${requestId}/${action}`, who.provider)).statusCode
    case 'cancel':
      return (await call('POST', `/api/quote-requests/${requestId}/cancel`, who.customer)).statusCode
    case 'accept':
      return (await call('POST', `/api/quotes/${await quoteId()}/accept`, who.customer, {})).statusCode
    case 'reject':
      return (
        await call('POST', `/api/quotes/${await quoteId()}/reject`, who.customer, {
          reason: 'We chose to wait until spring.',
        })
      ).statusCode
    default:
      throw new Error(`not a move: ${action}`)
  }
}

const MOVES: Array<{ action: QuoteAction; side: QuoteViewer }> = [
  { action: 'quote', side: 'provider' },
  { action: 'decline', side: 'provider' },
  { action: 'start', side: 'provider' },
  { action: 'complete', side: 'provider' },
  { action: 'accept', side: 'customer' },
  { action: 'reject', side: 'customer' },
  { action: 'cancel', side: 'customer' },
]

describe('the quote request status machine, walked through the API', () => {
  let requestId: number
  let who: { customer: Who; provider: Who }
  let quoteBackup: typeof quote.$inferSelect | null = null
  beforeAll(async () => {
    const customer = await signedInAs(t, 'individual')
    const [painter] = painters
    if (!painter) throw new Error('need a painter in the demo data')
    const created = await sendProject(customer.cookie, [painter.id])
    requestId = created.requests[0]?.id as number
    who = { customer: { cookie: customer.cookie }, provider: { token: await providerToken(requestId) } }
    const quoted = await call('POST', `/api/quote-requests/${requestId}/quote`, who.provider, QUOTE)
    expect(quoted.statusCode).toBe(200)
    ;[quoteBackup = null] = await t.database.db
      .select()
      .from(quote)
      .where(eq(quote.quoteRequestId, requestId))
  })

  it.each(QUOTE_STATUSES)(
    'offers each side in %s exactly the moves the server then allows',
    async (status) => {
      for (const withQuote of [true, false]) {
        const label = `${status}${withQuote ? ' with a quote' : ''}`
        await putIn(requestId, status, withQuote, quoteBackup)
        const actionsOf = async (side: Who) =>
          ((await call('GET', `/api/quote-requests/${requestId}`, side)).json() as QuoteRequestDetail).actions
        const offered = { customer: await actionsOf(who.customer), provider: await actionsOf(who.provider) }
        // The project list (the customer's page) offers the same as the request's own page…
        const mine = (await call('GET', '/api/quote-requests', who.customer)).json() as CustomerProjects
        const listed = mine.items.flatMap((i) => i.requests).find((r) => r.id === requestId)
        expect(listed?.actions, `${label}: listed`).toEqual(offered.customer)
        // …and both come from the one shared rule.
        const state = { status, hasQuote: withQuote, mayReview: true }
        expect(offered.provider, `${label}: provider`).toEqual(actionsFor('provider', state))
        expect(offered.customer, `${label}: customer`).toEqual(actionsFor('customer', state))

        for (const { action, side } of MOVES) {
          const allowed = offered[side as 'customer' | 'provider'].includes(action)
          // Without a quote there is nothing to accept or reject: no page offers it, no id to call.
          if ((action === 'accept' || action === 'reject') && !withQuote) {
            expect(allowed, `${label}: ${action}`).toBe(false)
            continue
          }
          await putIn(requestId, status, withQuote, quoteBackup)
          const code = await attempt(action, requestId, who)
          expect(code, `${label}: ${side} ${action}`).toBe(allowed ? 200 : 409)
        }

        await putIn(requestId, status, withQuote, quoteBackup)
        const message = await call('POST', `/api/quote-requests/${requestId}/messages`, who.customer, {
          body: `Still there? (${status})`,
        })
        expect(message.statusCode, `${label}: customer message`).toBe(
          offered.customer.includes('message') ? 201 : 409,
        )
      }
    },
    180_000,
  )

  it('after acceptance leaves no cancel and closes the others as not chosen; after completion only messages and the review', {
    timeout: 120_000,
  }, async () => {
    const customer = await signedInAs(t, 'individual')
    const [a, b, c] = painters
    if (!a || !b || !c) throw new Error('need 3 painters in the demo data')
    const created = await sendProject(customer.cookie, [a.id, b.id, c.id])
    const [r1, r2, r3] = created.requests.map((r) => r.id) as [number, number, number]
    const one = { token: await providerToken(r1) }
    const two = { token: await providerToken(r2) }
    // Provider 2 writes in German: the "not chosen" email comes in its language.
    await t.database.db.execute(sql`update provider set languages = '{de}' where id = ${b.id}`)
    await t.database.db.execute(
      sql`update "user" set language = 'de' where id = (select owner_user_id from provider where id = ${b.id})`,
    )
    await call('POST', `/api/quote-requests/${r1}/quote`, one, QUOTE)
    await call('POST', `/api/quote-requests/${r2}/quote`, two, QUOTE)
    const q1 = ((await call('GET', `/api/quote-requests/${r1}`, one)).json() as QuoteRequestDetail).quote?.id

    const accepted = await call('POST', `/api/quotes/${q1}/accept`, { cookie: customer.cookie }, {})
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect((accepted.json() as QuoteRequestDetail).actions).toEqual(['message'])

    const mine = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    const byId = new Map(mine.items.flatMap((i) => i.requests).map((r) => [r.id, r]))
    expect(byId.get(r1)?.actions).not.toContain('cancel')
    for (const other of [r2, r3]) {
      expect(byId.get(other)).toMatchObject({ status: 'rejected', notChosen: true, actions: [] })
    }
    const seenByTwo = (await call('GET', `/api/quote-requests/${r2}`, two)).json() as QuoteRequestDetail
    expect(seenByTwo).toMatchObject({ status: 'rejected', notChosen: true, actions: [] })
    expect((await call('POST', `/api/quote-requests/${r2}/quote`, two, QUOTE)).statusCode).toBe(409)
    expect(
      (await call('POST', `/api/quote-requests/${r1}/cancel`, { cookie: customer.cookie })).statusCode,
    ).toBe(409)

    // Their providers are told: an in-app notice (for listings with an owner) and an email.
    const notices = await t.database.db
      .select({ kind: notification.kind })
      .from(notification)
      .where(eq(notification.quoteRequestId, r2))
    const owned = await t.database.db.execute<{ owner: string | null }>(
      sql`select owner_user_id as owner from provider where id = ${b.id}`,
    )
    if (owned.rows[0]?.owner) expect(notices.map((n) => n.kind)).toContain('quote_not_chosen')
    const mails = (await mailbox(t.app, b.email)).filter((m) => m.template === 'quote-not-chosen')
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.at(-1)?.language).toBe('de')
    expect(mails.at(-1)?.subject).toContain('anderes Angebot gewählt')
    expect((await mailbox(t.app, c.email)).map((m) => m.template)).toContain('quote-not-chosen')

    // Started, then completed: the customer keeps messages and the review, the provider messages.
    expect((await call('POST', `/api/quote-requests/${r1}/start`, one)).statusCode).toBe(200)
    const done = await call('POST', `/api/quote-requests/${r1}/complete`, one)
    expect((done.json() as QuoteRequestDetail).actions).toEqual(['message'])
    const customerView = (
      await call('GET', `/api/quote-requests/${r1}`, { cookie: customer.cookie })
    ).json() as QuoteRequestDetail
    expect(customerView.actions.sort()).toEqual(['message', 'review'])
  })
})
