import { creditLedger, project, provider, quoteRequest, user } from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import type {
  CreatedQuoteRequests,
  CustomerProjects,
  QuoteRequestDetail,
} from '@shared/quotes/quote-request-schemas'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let providers: Array<{ id: number; slug: string; email: string; name: string; phone: string | null }>
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{
    id: number
    slug: string
    email: string
    name: string
    phone: string | null
  }>(
    sql`select id, slug, email, name, phone from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 4`,
  )
  providers = rows.rows
})
afterAll(() => t.close())

const PROJECT = {
  name: 'Repaint the living room',
  category: 'painting',
  description: 'Two coats of white on 45 m² of walls and the ceiling, small cracks to fill first.',
  location: 'L-8010',
  budgetLow: 1500,
  budgetHigh: 3000,
  timeline: 'within_month',
}

type Who = { cookie?: string; token?: string; lang?: string }
function call(method: 'GET' | 'POST', url: string, who: Who = {}, payload?: unknown) {
  const full = who.token
    ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(who.token)}`
    : url
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

async function sendProject(cookie: string, providerIds: number[], project: object = PROJECT) {
  const res = await call('POST', '/api/quote-requests', { cookie }, { providerIds, project })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CreatedQuoteRequests
}

/** The token of the newest email to this provider, as the provider would click it. */
async function tokenFromEmail(email: string, requestId: number) {
  const mails = await mailbox(t.app, email)
  const mail = mails.find(
    (m) => m.template === 'quote-request-new' && m.text.includes(`/quote-requests/${requestId}?`),
  )
  if (!mail) throw new Error(`no request email for ${requestId} to ${email}`)
  const link = linkIn(mail.text)
  return { token: link.searchParams.get('token') ?? '', link, mail }
}

const quoteBody = (over: object = {}) => ({
  clientName: 'Anne Schmit',
  startDate: '2026-12-07',
  completionDate: '2026-12-10',
  materialsCost: 420.5,
  laborCost: 1680,
  message: 'Two coats, furniture protected.',
  validUntil: '2026-12-31',
  ...over,
})

describe('quote requests: the journey through the API', () => {
  it('goes from a project to 3 providers to a completed, reviewable job', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2, p3] = providers
    if (!p1 || !p2 || !p3) throw new Error('need 3 painters in the demo data')
    const created = await sendProject(customer.cookie, [p1.id, p2.id, p3.id])
    expect(created.project).toMatchObject({
      locality: 'Strassen',
      commune: 'Strassen',
      postalCode: '8010',
    })
    const byName = await sendProject(customer.cookie, [p1.id], { ...PROJECT, location: 'Diddeleng' })
    // A place named without its postal code keeps none: Dudelange has several, none of them given.
    expect(byName.project).toMatchObject({ locality: 'Dudelange', commune: 'Dudelange', postalCode: null })
    expect(created.requests).toHaveLength(3)
    expect(created.creditsLeft).toBe(2)
    expect(byName.creditsLeft).toBe(1)
    const [r1, r2, r3] = created.requests.map((r) => r.id) as [number, number, number]

    // Each provider got an email with its own link.
    const one = await tokenFromEmail(p1.email, r1)
    const two = await tokenFromEmail(p2.email, r2)
    const three = await tokenFromEmail(p3.email, r3)
    expect(one.link.pathname).toBe(`/business/quote-requests/${r1}`)
    expect(one.mail.text).toContain('Strassen')

    // Provider 1 opens the link and sees the request, without the other providers.
    const seen = await call('GET', `/api/quote-requests/${r1}`, { token: one.token })
    expect(seen.statusCode).toBe(200)
    const detail = seen.json() as QuoteRequestDetail
    expect(detail.viewer).toBe('provider')
    expect(detail.actions).toEqual(expect.arrayContaining(['quote', 'decline', 'message']))
    expect(detail.customer.email).toBeNull()
    expect(seen.body).not.toContain(p2.name)
    expect(seen.body).not.toContain(p3.name)

    const quoted = await call('POST', `/api/quote-requests/${r1}/quote`, { token: one.token }, quoteBody())
    expect(quoted.statusCode, quoted.body).toBe(200)
    expect((quoted.json() as QuoteRequestDetail).quote).toMatchObject({
      totalCost: 2100.5,
      materialsCost: 420.5,
    })

    const declined = await call(
      'POST',
      `/api/quote-requests/${r2}/decline`,
      { token: two.token },
      { reason: 'too_busy' },
    )
    expect(declined.statusCode, declined.body).toBe(200)
    expect((declined.json() as QuoteRequestDetail).status).toBe('rejected')

    const asked = await call(
      'POST',
      `/api/quote-requests/${r3}/messages`,
      { token: three.token },
      { body: 'Is the ceiling included?' },
    )
    expect(asked.statusCode, asked.body).toBe(201)
    const replied = await call(
      'POST',
      `/api/quote-requests/${r3}/messages`,
      { cookie: customer.cookie },
      { body: 'Yes, the ceiling too.' },
    )
    expect(replied.statusCode).toBe(201)
    // Provider 3 reads the answer: the customer's message gets its read receipt.
    await call('GET', `/api/quote-requests/${r3}`, { token: three.token })
    const thread = (
      await call('GET', `/api/quote-requests/${r3}`, { cookie: customer.cookie })
    ).json() as QuoteRequestDetail
    expect(thread.messages.map((m) => [m.from, m.body])).toEqual([
      ['provider', 'Is the ceiling included?'],
      ['customer', 'Yes, the ceiling too.'],
    ])
    expect(thread.messages.every((m) => m.readAt !== null)).toBe(true)

    // The customer sees every status and the quote, and the emails about them.
    const mine = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    const requests = mine.items.find((i) => i.project.id === created.project.id)?.requests ?? []
    expect(requests.map((r) => r.status)).toEqual(['pending', 'rejected', 'pending'])
    expect(requests[0]?.quote?.totalCost).toBe(2100.5)
    expect(requests[0]?.actions).toEqual(expect.arrayContaining(['accept', 'reject', 'cancel']))
    expect(requests[1]?.declined?.reason).toBe('too_busy')
    const customerMails = await mailbox(t.app, customer.email)
    expect(customerMails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['quote-received', 'quote-declined', 'quote-message']),
    )

    const quoteId = requests[0]?.quote?.id
    const accepted = await call('POST', `/api/quotes/${quoteId}/accept`, { cookie: customer.cookie }, {})
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect((accepted.json() as QuoteRequestDetail).status).toBe('accepted')
    // Once accepted, the provider may reach the customer.
    const afterAccept = (
      await call('GET', `/api/quote-requests/${r1}`, { token: one.token })
    ).json() as QuoteRequestDetail
    expect(afterAccept.customer.email).toBe(customer.email)
    expect(afterAccept.actions).toContain('start')

    expect((await call('POST', `/api/quote-requests/${r1}/complete`, { token: one.token })).statusCode).toBe(
      409,
    )
    expect((await call('POST', `/api/quote-requests/${r1}/start`, { token: one.token })).statusCode).toBe(200)
    const done = await call('POST', `/api/quote-requests/${r1}/complete`, { token: one.token })
    expect((done.json() as QuoteRequestDetail).status).toBe('completed')

    const eligibility = await t.app.inject({
      url: `/api/providers/${p1.slug}/review-eligibility`,
      headers: { cookie: customer.cookie },
    })
    expect(eligibility.json()).toMatchObject({ eligible: true })
    const mineAfter = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    expect(mineAfter.items.find((i) => i.project.id === created.project.id)?.requests[0]?.actions).toContain(
      'review',
    )
    expect((await mailbox(t.app, customer.email)).map((m) => m.template)).toContain('job-completed')

    // The provider's measured response time is set from the first answers.
    const [measured] = await t.database.db
      .select({ minutes: provider.medianResponseMinutes })
      .from(provider)
      .where(eq(provider.id, p1.id))
    expect(measured?.minutes).toBe(0)
  })
})

describe('quote requests: who may see and do what', () => {
  it('emails the provider the job itself, in the provider’s language', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1] = providers
    if (!p1) throw new Error('need a painter')
    const created = await sendProject(customer.cookie, [p1.id])
    const { mail } = await tokenFromEmail(p1.email, created.requests[0]!.id)
    const expected = {
      en: [
        'Type of work: Painting & decorating',
        'Place: Strassen',
        'When: Within a month',
        'Budget: €1,500 – €3,000',
      ],
      fr: [
        'Type de travaux : Peinture & décoration',
        'Lieu : Strassen',
        'Quand : Sous un mois',
        'Budget : 1 500 – 3 000 €',
      ],
      de: [
        'Art der Arbeit: Malerarbeiten',
        'Ort: Strassen',
        'Wann: Innerhalb eines Monats',
        'Budget: 1 500 – 3 000 €',
      ],
    }[mail.language as 'en' | 'fr' | 'de']
    for (const line of expected) expect(mail.text).toContain(line)
    expect(mail.text).toContain(PROJECT.description)
  })

  it('asks the provider to answer within the hours customers were promised (the admin setting)', async () => {
    const admin = await signedInAs(t, 'admin')
    const setHours = (responsePromiseHours: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { origin: ORIGIN, cookie: admin.cookie },
        payload: { responsePromiseHours },
      })
    expect((await setHours(36)).statusCode).toBe(200)
    try {
      const customer = await signedInAs(t, 'individual')
      const [p1] = providers
      if (!p1) throw new Error('need a painter')
      const created = await sendProject(customer.cookie, [p1.id])
      const { mail } = await tokenFromEmail(p1.email, created.requests[0]!.id)
      const promise = {
        en: 'Customers expect an answer within 36 hours.',
        fr: 'Les clients attendent une réponse sous 36 heures.',
        de: 'Kunden erwarten eine Antwort innerhalb von 36 Stunden.',
      }[mail.language as 'en' | 'fr' | 'de']
      expect(mail.text).toContain(promise)
    } finally {
      await setHours(24)
    }
  })

  it('binds a token to one request and one provider; forged, foreign and expired tokens reveal nothing', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2] = providers
    if (!p1 || !p2) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id, p2.id])
    const [r1, r2] = created.requests.map((r) => r.id) as [number, number]
    const one = await tokenFromEmail(p1.email, r1)

    const refused = [
      await call('GET', `/api/quote-requests/${r2}`, { token: one.token }),
      await call('GET', `/api/quote-requests/${r1}`, { token: `${one.token.slice(0, -2)}xx` }),
      await call('GET', `/api/quote-requests/${r1}`),
      await call('POST', `/api/quote-requests/${r2}/quote`, { token: one.token }, quoteBody()),
      await call('GET', '/api/quote-requests/999999', { token: one.token }),
    ]
    for (const res of refused) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('quote_request_unavailable')
      expect(res.body).not.toContain(PROJECT.name)
    }

    await t.database.db
      .update(quoteRequest)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(quoteRequest.id, r1))
    expect((await call('GET', `/api/quote-requests/${r1}`, { token: one.token })).statusCode).toBe(404)
  })

  it('keeps customers and providers out of other people’s requests', async () => {
    const anne = await signedInAs(t, 'individual')
    const bob = await signedInAs(t, 'individual')
    const [p1, p2] = providers
    if (!p1 || !p2) throw new Error('need painters')
    const created = await sendProject(anne.cookie, [p1.id])
    const r1 = created.requests[0]?.id as number
    const one = await tokenFromEmail(p1.email, r1)
    const quoted = (
      await call('POST', `/api/quote-requests/${r1}/quote`, { token: one.token }, quoteBody())
    ).json() as QuoteRequestDetail

    // Customer B: cannot read, write, cancel or accept.
    expect((await call('GET', `/api/quote-requests/${r1}`, { cookie: bob.cookie })).statusCode).toBe(404)
    expect(
      (await call('POST', `/api/quote-requests/${r1}/messages`, { cookie: bob.cookie }, { body: 'hi' }))
        .statusCode,
    ).toBe(404)
    expect((await call('POST', `/api/quote-requests/${r1}/cancel`, { cookie: bob.cookie })).statusCode).toBe(
      404,
    )
    expect(
      (await call('POST', `/api/quotes/${quoted.quote?.id}/accept`, { cookie: bob.cookie }, {})).statusCode,
    ).toBe(404)
    const bobs = (await call('GET', '/api/quote-requests', { cookie: bob.cookie })).json() as CustomerProjects
    expect(bobs.items).toEqual([])

    // Provider X, signed in and owning another listing: cannot read or answer provider Y's request.
    const x = await signedInAs(t, 'business')
    await t.database.db.update(provider).set({ ownerUserId: x.userId }).where(eq(provider.id, p2.id))
    expect((await call('GET', `/api/quote-requests/${r1}`, { cookie: x.cookie })).statusCode).toBe(404)
    expect(
      (await call('POST', `/api/quote-requests/${r1}/decline`, { cookie: x.cookie }, { reason: 'too_busy' }))
        .statusCode,
    ).toBe(404)
    const inbox = (await call('GET', '/api/provider/quote-requests', { cookie: x.cookie })).json()
    expect(inbox.items.map((i: { id: number }) => i.id)).not.toContain(r1)

    // Provider Y, signed in as the owner, reaches it from the dashboard without a token.
    const y = await signedInAs(t, 'business')
    await t.database.db.update(provider).set({ ownerUserId: y.userId }).where(eq(provider.id, p1.id))
    const inboxY = (
      await call('GET', '/api/provider/quote-requests?status=pending', { cookie: y.cookie })
    ).json()
    expect(inboxY.hasListing).toBe(true)
    expect(inboxY.items.map((i: { id: number }) => i.id)).toContain(r1)
    expect(inboxY.items.find((i: { id: number }) => i.id === r1).customerName).toBe('individual T.')
    expect((await call('GET', `/api/quote-requests/${r1}`, { cookie: y.cookie })).json().viewer).toBe(
      'provider',
    )
    // The customer cannot act as the provider, nor the provider as the customer.
    expect((await call('POST', `/api/quote-requests/${r1}/start`, { cookie: anne.cookie })).statusCode).toBe(
      404,
    )
    expect(
      (await call('POST', `/api/quotes/${quoted.quote?.id}/accept`, { cookie: y.cookie }, {})).statusCode,
    ).toBe(403)
    await t.database.db.update(provider).set({ ownerUserId: null }).where(eq(provider.id, p1.id))
    await t.database.db.update(provider).set({ ownerUserId: null }).where(eq(provider.id, p2.id))
  })
})

describe('quote requests: rules', () => {
  it('sends to more providers with few more statements: the requests, their contexts and notices are written together', async () => {
    const customer = await signedInAs(t, 'individual')
    const ids = providers.map((p) => p.id)
    if (ids.length < 4) throw new Error('need 4 painters in the demo data')
    const toOne = await t.queriesOf(() => sendProject(customer.cookie, ids.slice(0, 1)))
    const toFour = await t.queriesOf(() => sendProject(customer.cookie, ids.slice(0, 4)))
    // What each provider still costs on its own: its email (the address's preferences, the outbox row).
    expect(toFour - toOne).toBeLessThanOrEqual(3 * 2)
  })

  it('spends one credit per project, and with none left writes nothing', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2, p3] = providers
    if (!p1 || !p2 || !p3) throw new Error('need painters')
    await sendProject(customer.cookie, [p1.id, p2.id, p3.id])
    await sendProject(customer.cookie, [p1.id])
    const last = await sendProject(customer.cookie, [p2.id])
    expect(last.creditsLeft).toBe(0)
    const refused = await call(
      'POST',
      '/api/quote-requests',
      { cookie: customer.cookie },
      { providerIds: [p3.id], project: PROJECT },
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('no_credits')
    const mine = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    expect(mine.items).toHaveLength(3)
    const spent = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, customer.userId))
    expect(spent.filter((e) => e.reason === 'spend')).toHaveLength(3)
  })

  it('gives a project’s credit back once all its requests are closed, once, and only then (ADR 027)', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2, p3] = providers
    if (!p1 || !p2 || !p3) throw new Error('need painters')
    const balance = async () =>
      (await call('GET', '/api/credits', { cookie: customer.cookie })).json().balance as number
    const created = await sendProject(customer.cookie, [p1.id, p2.id])
    await sendProject(customer.cookie, [p3.id])
    await sendProject(customer.cookie, [p3.id])
    expect(await balance()).toBe(0)
    const [r1, r2] = created.requests.map((r) => r.id) as [number, number]

    // The provider declines one: the other is still open, so the project keeps its credit.
    const one = await tokenFromEmail(p1.email, r1)
    const declined = await call(
      'POST',
      `/api/quote-requests/${r1}/decline`,
      { token: one.token },
      {
        reason: 'too_busy',
      },
    )
    expect(declined.statusCode, declined.body).toBe(200)
    expect(await balance()).toBe(0)
    const refused = await call(
      'POST',
      '/api/quote-requests',
      { cookie: customer.cookie },
      {
        providerIds: [p3.id],
        project: PROJECT,
      },
    )
    expect(refused.json().error.code).toBe('no_credits')

    // The customer cancels the last open one: the project is closed and its credit comes back.
    const cancelled = await call('POST', `/api/quote-requests/${r2}/cancel`, { cookie: customer.cookie }, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await balance()).toBe(1)
    const entries = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.projectId, created.project.id))
    expect(entries.map((e) => [e.reason, e.delta]).sort()).toEqual([
      ['returned', 1],
      ['spend', -1],
    ])
    await sendProject(customer.cookie, [p3.id])
    expect(await balance()).toBe(0)
  })

  it('returns one credit when the last two requests of a project close at the same time', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2] = providers
    if (!p1 || !p2) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id, p2.id])
    const [r1, r2] = created.requests.map((r) => r.id) as [number, number]
    const both = await Promise.all(
      [r1, r2].map((id) => call('POST', `/api/quote-requests/${id}/cancel`, { cookie: customer.cookie }, {})),
    )
    expect(both.map((res) => res.statusCode)).toEqual([200, 200])
    const returned = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.projectId, created.project.id))
    expect(returned.filter((e) => e.reason === 'returned')).toHaveLength(1)
    expect((await call('GET', '/api/credits', { cookie: customer.cookie })).json().balance).toBe(3)
  })

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1] = providers
    if (!p1) throw new Error('need painters')
    const bad = async (payload: object) => {
      const res = await call('POST', '/api/quote-requests', { cookie: customer.cookie }, payload)
      expect(res.statusCode, res.body).toBe(400)
      return res.json().error
    }
    expect((await bad({ providerIds: [1, 2, 3, 4, 5, 6], project: PROJECT })).code).toBe('validation_error')
    expect((await bad({ providerIds: [p1.id, p1.id], project: PROJECT })).code).toBe('validation_error')
    expect(
      (await bad({ providerIds: [p1.id], project: { ...PROJECT, description: 'short' } })).details[0].path,
    ).toBe('project.description')
    expect((await bad({ providerIds: [p1.id], project: { ...PROJECT, location: 'Trier' } })).code).toBe(
      'unknown_locality',
    )
    expect((await bad({ providerIds: [p1.id, 999999], project: PROJECT })).code).toBe('providers_unavailable')
    const mine = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    expect(mine.items).toEqual([])

    const created = await sendProject(customer.cookie, [p1.id])
    const r1 = created.requests[0]?.id as number
    const { token } = await tokenFromEmail(p1.email, r1)
    const quoteErrors = async (over: object) => {
      const res = await call('POST', `/api/quote-requests/${r1}/quote`, { token }, quoteBody(over))
      expect(res.statusCode).toBe(400)
      return res.json().error.details.map((d: { path: string }) => d.path)
    }
    expect(await quoteErrors({ completionDate: '2026-12-01' })).toContain('completionDate')
    expect(await quoteErrors({ materialsCost: -5 })).toContain('materialsCost')
    expect(await quoteErrors({ startDate: '07/12/2026' })).toContain('startDate')
    expect(await quoteErrors({ materialsCost: 0, laborCost: 0 })).toContain('laborCost')
  })

  it('refuses illegal transitions with 409, and one of two concurrent accepts', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2] = providers
    if (!p1 || !p2) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id, p2.id])
    const [r1, r2] = created.requests.map((r) => r.id) as [number, number]
    const one = await tokenFromEmail(p1.email, r1)
    const two = await tokenFromEmail(p2.email, r2)
    const q1 = (
      (
        await call('POST', `/api/quote-requests/${r1}/quote`, { token: one.token }, quoteBody())
      ).json() as QuoteRequestDetail
    ).quote?.id
    const q2 = (
      (
        await call('POST', `/api/quote-requests/${r2}/quote`, { token: two.token }, quoteBody())
      ).json() as QuoteRequestDetail
    ).quote?.id

    const [a, b] = await Promise.all([
      call('POST', `/api/quotes/${q1}/accept`, { cookie: customer.cookie }, {}),
      call(
        'POST',
        `/api/quotes/${q1}/reject`,
        { cookie: customer.cookie },
        { reason: 'Too expensive for us.' },
      ),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const conflict = a.statusCode === 409 ? a : b
    expect(conflict.json().error.code).toBe('illegal_transition')

    // A provider cannot quote again once the request moved on; a rejected request stays rejected.
    const status = (await call('GET', `/api/quote-requests/${r1}`, { cookie: customer.cookie })).json().status
    expect(
      (await call('POST', `/api/quote-requests/${r1}/quote`, { token: one.token }, quoteBody())).statusCode,
    ).toBe(409)
    if (status === 'rejected')
      expect(
        (await call('POST', `/api/quotes/${q1}/accept`, { cookie: customer.cookie }, {})).statusCode,
      ).toBe(409)

    // Accepting one closes the project's other open requests: q2 can be accepted only if q1 was not.
    const other = await call('POST', `/api/quotes/${q2}/accept`, { cookie: customer.cookie }, {})
    expect(other.statusCode).toBe(status === 'accepted' ? 409 : 200)
  })

  it('closes the other open requests as not chosen when the customer accepts one', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2, p3] = providers
    if (!p1 || !p2 || !p3) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id, p2.id, p3.id])
    const [r1, r2, r3] = created.requests.map((r) => r.id) as [number, number, number]
    const one = await tokenFromEmail(p1.email, r1)
    const q1 = (
      (
        await call('POST', `/api/quote-requests/${r1}/quote`, { token: one.token }, quoteBody())
      ).json() as QuoteRequestDetail
    ).quote?.id
    const before = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    // The provider's phone and email reach the customer only with the acceptance.
    expect(before.items[0]?.requests.every((r) => r.contact === null)).toBe(true)
    const accepted = await call(
      'POST',
      `/api/quotes/${q1}/accept`,
      { cookie: customer.cookie, lang: 'fr' },
      {},
    )
    expect(accepted.statusCode).toBe(200)
    const mine = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    const byId = new Map(mine.items[0]?.requests.map((r) => [r.id, r]))
    expect(byId.get(r2)?.status).toBe('rejected')
    expect(byId.get(r3)).toMatchObject({ status: 'rejected', notChosen: true, rejectReason: null })
    expect(byId.get(r1)?.contact).toEqual({ phone: p1.phone, email: p1.email })
    expect(byId.get(r1)?.provider.listed).toBe(true)
    expect(byId.get(r2)?.contact).toBeNull()
    expect((await mailbox(t.app, p2.email)).map((m) => m.template)).toContain('quote-not-chosen')
  })

  it('flags a request nobody answered within 24 hours as overdue', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1] = providers
    if (!p1) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id])
    const id = created.requests[0]?.id as number
    await t.database.db
      .update(quoteRequest)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(quoteRequest.id, id))
    const mine = (
      await call('GET', '/api/quote-requests', { cookie: customer.cookie })
    ).json() as CustomerProjects
    expect(mine.items[0]?.requests[0]?.overdue).toBe(true)
  })
})

describe('conversations', () => {
  it('lists each side its own conversations with the other side’s unread messages, and nobody else’s', async () => {
    const anne = await signedInAs(t, 'individual')
    const bob = await signedInAs(t, 'individual')
    const owner = await signedInAs(t, 'business')
    const [p1, p2] = providers
    if (!p1 || !p2) throw new Error('need painters')
    await t.database.db.update(provider).set({ ownerUserId: owner.userId }).where(eq(provider.id, p1.id))
    try {
      const created = await sendProject(anne.cookie, [p1.id, p2.id])
      const [r1, r2] = created.requests.map((r) => r.id) as [number, number]
      // A request without messages is not a conversation.
      expect((await call('GET', '/api/conversations', { cookie: anne.cookie })).json().items).toEqual([])

      await call(
        'POST',
        `/api/quote-requests/${r1}/messages`,
        { cookie: owner.cookie },
        { body: 'Which floor?' },
      )
      await call(
        'POST',
        `/api/quote-requests/${r1}/messages`,
        { cookie: owner.cookie },
        { body: 'Is there a lift?' },
      )
      const two = await tokenFromEmail(p2.email, r2)
      await call(
        'POST',
        `/api/quote-requests/${r2}/messages`,
        { token: two.token },
        { body: 'Paint included?' },
      )

      const mine = (await call('GET', '/api/conversations', { cookie: anne.cookie })).json()
      expect(mine.unread).toBe(3)
      expect(mine.items.map((c: { requestId: number }) => c.requestId)).toEqual([r2, r1])
      expect(mine.items[1]).toMatchObject({
        as: 'customer',
        counterpart: p1.name,
        project: { name: PROJECT.name, category: PROJECT.category },
        unread: 2,
        lastMessage: { body: 'Is there a lift?', fromMe: false },
      })

      // The provider sees the same thread from its side: its own messages are not unread for it.
      const theirs = (await call('GET', '/api/conversations', { cookie: owner.cookie })).json()
      expect(theirs.items).toHaveLength(1)
      expect(theirs.items[0]).toMatchObject({ requestId: r1, as: 'provider', unread: 0 })
      expect(theirs.items[0].lastMessage.fromMe).toBe(true)

      // Reading the request marks the provider's messages read for the customer.
      await call('GET', `/api/quote-requests/${r1}`, { cookie: anne.cookie })
      const after = (await call('GET', '/api/conversations', { cookie: anne.cookie })).json()
      expect(after.unread).toBe(1)

      expect((await call('GET', '/api/conversations', { cookie: bob.cookie })).json()).toEqual({
        items: [],
        unread: 0,
      })
      expect((await call('GET', '/api/conversations')).statusCode).toBe(401)
    } finally {
      await t.database.db.update(provider).set({ ownerUserId: null }).where(eq(provider.id, p1.id))
    }
  })
})

describe('notifications', () => {
  it('lists the caller’s notifications with the unread count and marks them read', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1] = providers
    if (!p1) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id])
    const r1 = created.requests[0]?.id as number
    const { token } = await tokenFromEmail(p1.email, r1)
    await call('POST', `/api/quote-requests/${r1}/quote`, { token }, quoteBody())
    const list = (await call('GET', '/api/notifications', { cookie: customer.cookie })).json()
    expect(list.unread).toBe(1)
    expect(list.items[0]).toMatchObject({
      kind: 'quote_received',
      href: '/my-requests',
      params: { providerName: p1.name },
      project: { name: PROJECT.name, category: PROJECT.category },
    })
    const other = await signedInAs(t, 'individual')
    await call('POST', '/api/notifications/read', { cookie: other.cookie }, { ids: [list.items[0].id] })
    expect((await call('GET', '/api/notifications', { cookie: customer.cookie })).json().unread).toBe(1)
    const read = (await call('POST', '/api/notifications/read', { cookie: customer.cookie }, {})).json()
    expect(read.unread).toBe(0)
  })
})

describe('quote requests: hostile text and all-or-nothing writes', () => {
  it('sends a project from a customer whose name ends in astral characters, and the provider’s notice arrives', async () => {
    const customer = await signedInAs(t, 'individual')
    await t.database.db.update(user).set({ name: 'Carl 𝕏𝕏' }).where(eq(user.id, customer.userId))
    const business = await providerWithListing(t)
    const res = await call(
      'POST',
      '/api/quote-requests',
      { cookie: customer.cookie },
      { providerIds: [business.providerId], project: { ...PROJECT, category: 'plumbing' } },
    )
    expect(res.statusCode, res.body).toBe(201)
    const notices = (await call('GET', '/api/notifications', { cookie: business.cookie })).json()
    expect(notices.items[0]).toMatchObject({
      kind: 'request_received',
      params: { customerName: 'Carl 𝕏.' },
    })
  })

  it('refuses NUL and lone surrogates in a project, a quote or a message with a 400 and writes nothing', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1] = providers
    if (!p1) throw new Error('need painters')
    for (const hostile of [
      { name: 'Repaint\u0000 the room' },
      { description: `${PROJECT.description}\u0000` },
      { name: 'Repaint \ud83c the room' },
    ]) {
      const res = await call(
        'POST',
        '/api/quote-requests',
        { cookie: customer.cookie },
        { providerIds: [p1.id], project: { ...PROJECT, ...hostile } },
      )
      expect(res.statusCode, JSON.stringify(hostile)).toBe(400)
    }
    const balance = async () =>
      (await call('GET', '/api/credits', { cookie: customer.cookie })).json().balance as number
    expect(await balance()).toBe(3)

    const created = await sendProject(customer.cookie, [p1.id])
    const r1 = created.requests[0]?.id as number
    const { token } = await tokenFromEmail(p1.email, r1)
    for (const body of ['Hello\u0000', 'Hello \udc00']) {
      const res = await call(
        'POST',
        `/api/quote-requests/${r1}/messages`,
        { cookie: customer.cookie },
        { body },
      )
      expect(res.statusCode, res.body).toBe(400)
    }
    const quote = await call(
      'POST',
      `/api/quote-requests/${r1}/quote`,
      { token },
      quoteBody({ message: 'x\u0000' }),
    )
    expect(quote.statusCode).toBe(400)
    const detail = (await call('GET', `/api/quote-requests/${r1}`, { cookie: customer.cookie })).json()
    expect(detail).toMatchObject({ messages: [], quote: null })
  })

  it('refuses dates and ids PostgreSQL cannot hold with a 400 (found by the route fuzzer)', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1] = providers
    if (!p1) throw new Error('need painters')
    const created = await sendProject(customer.cookie, [p1.id])
    const r1 = created.requests[0]?.id as number
    const { token } = await tokenFromEmail(p1.email, r1)
    for (const validUntil of ['0000-00-00', '2026-02-30', '2026-13-01', '0001-01-01']) {
      const res = await call('POST', `/api/quote-requests/${r1}/quote`, { token }, quoteBody({ validUntil }))
      expect(res.statusCode, validUntil).toBe(400)
      expect(res.json().error.details[0]).toEqual({
        path: 'validUntil',
        message: 'Use a date like 2026-12-31.',
      })
    }
    const tooBig = 2 ** 53 - 1
    const read = await call('POST', '/api/notifications/read', { cookie: customer.cookie }, { ids: [tooBig] })
    expect(read.statusCode, read.body).toBe(400)
    expect((await call('GET', `/api/quote-requests/${tooBig}`, { cookie: customer.cookie })).statusCode).toBe(
      400,
    )
    const send = await call(
      'POST',
      '/api/quote-requests',
      { cookie: customer.cookie },
      { providerIds: [2 ** 31], project: PROJECT },
    )
    expect(send.statusCode).toBe(400)
  })

  it('spends no credit and keeps no request when a notice cannot be written', async () => {
    const customer = await signedInAs(t, 'individual')
    const business = await providerWithListing(t)
    const db = t.database.db
    // A function body takes no bind parameters; the id is ours (letters and digits).
    await db.execute(
      sql.raw(`create or replace function refuse_notice() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${business.userId}' then raise exception 'notice refused for the test'; end if;
        return new;
      end $$`),
    )
    await db.execute(
      sql`create trigger refuse_notice before insert on notification for each row execute function refuse_notice()`,
    )
    try {
      const res = await call(
        'POST',
        '/api/quote-requests',
        { cookie: customer.cookie },
        { providerIds: [business.providerId], project: { ...PROJECT, category: 'plumbing' } },
      )
      expect(res.statusCode).toBe(500)
    } finally {
      await db.execute(sql`drop trigger refuse_notice on notification`)
    }
    const spent = await db.select().from(creditLedger).where(eq(creditLedger.userId, customer.userId))
    expect(spent.filter((e) => e.reason === 'spend')).toEqual([])
    expect(await db.$count(quoteRequest, eq(quoteRequest.customerUserId, customer.userId))).toBe(0)
    expect(await db.$count(project, eq(project.customerUserId, customer.userId))).toBe(0)
  })
})
