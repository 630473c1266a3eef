import { quote } from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { SAMPLE_QUOTE } from '@server/test/sample-quote'
import type {
  CreatedQuoteRequests,
  CustomerProjects,
  QuoteRequestDetail,
} from '@shared/quotes/quote-request-schemas'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** Quotes carry Luxembourg VAT: the server computes HT, VAT and TTC in cents from the rate the provider picks. */

let t: TestApp
let painter: { id: number; email: string }
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{ id: number; email: string }>(
    sql`select id, email from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 1`,
  )
  painter = rows.rows[0] as { id: number; email: string }
})
afterAll(() => t.close())

const PROJECT = {
  name: 'Repaint the living room',
  category: 'painting',
  description: 'Two coats of white on 45 m² of walls and the ceiling, small cracks to fill first.',
  location: 'L-8010',
  timeline: 'within_month',
}

/** A fresh request to the painter, and the token of its email link. */
async function newRequest() {
  const customer = await signedInAs(t, 'individual')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    headers: { origin: ORIGIN, cookie: customer.cookie },
    payload: { providerIds: [painter.id], project: PROJECT },
  })
  expect(res.statusCode, res.body).toBe(201)
  const id = (res.json() as CreatedQuoteRequests).requests[0]?.id as number
  const mail = (await mailbox(t.app, painter.email)).find((m) => m.text.includes(`/quote-requests/${id}?`))
  const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
  return { id, token, customer }
}

const sendQuote = (id: number, token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quote-requests/${id}/quote?token=${encodeURIComponent(token)}`,
    headers: { origin: ORIGIN },
    payload: body,
  })

describe('quotes with VAT', () => {
  it('charges 17 % unless told otherwise, rounding the VAT to the cent, and shows HT, VAT and TTC to both sides', async () => {
    const { id, token, customer } = await newRequest()
    // The client claims other totals: the server ignores them and computes its own.
    const res = await sendQuote(id, token, { ...SAMPLE_QUOTE, totalCost: 1, totalInclVat: 1, vatCost: 0 })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as QuoteRequestDetail).quote).toMatchObject({
      materialsCost: 420.5,
      laborCost: 1680,
      totalCost: 2100.5,
      vatRate: 'standard',
      vatPercent: 17,
      vatCost: 357.09, // 357.085 rounded half up
      totalInclVat: 2457.59,
    })
    const [row] = await t.database.db.select().from(quote).where(eq(quote.quoteRequestId, id))
    expect(row).toMatchObject({ totalCents: 210050, vatRate: 'standard', vatPercent: 17, vatCents: 35709 })

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/quote-requests',
      headers: { origin: ORIGIN, cookie: customer.cookie },
    })
    const listed = (mine.json() as CustomerProjects).items[0]?.requests[0]?.quote
    expect(listed).toMatchObject({ totalCost: 2100.5, vatCost: 357.09, totalInclVat: 2457.59 })
  })

  it('applies 3 % TVA-logement when the provider marks the painting job as eligible, and revises the totals', async () => {
    const { id, token } = await newRequest()
    const first = await sendQuote(id, token, { ...SAMPLE_QUOTE, vatRate: 'housing' })
    expect(first.statusCode, first.body).toBe(200)
    expect((first.json() as QuoteRequestDetail).quote).toMatchObject({
      vatRate: 'housing',
      vatPercent: 3,
      vatCost: 63.02, // 63.015 rounded half up
      totalInclVat: 2163.52,
    })
    const revised = await sendQuote(id, token, { ...SAMPLE_QUOTE, laborCost: 1000, vatRate: 'standard' })
    expect((revised.json() as QuoteRequestDetail).quote).toMatchObject({
      totalCost: 1420.5,
      vatPercent: 17,
      vatCost: 241.49, // 241.485 rounded half up
      totalInclVat: 1661.99,
    })
  })

  it('refuses a rate the job cannot have, or an unknown one, with a 400 on vatRate and writes nothing', async () => {
    const { id, token } = await newRequest()
    for (const vatRate of ['home_cleaning', 'solar_home', 'zero', 17]) {
      const res = await sendQuote(id, token, { ...SAMPLE_QUOTE, vatRate })
      expect(res.statusCode, res.body).toBe(400)
      const details = res.json().error.details as Array<{ path: string }>
      expect(details.map((d) => d.path)).toEqual(['vatRate'])
    }
    expect(await t.database.db.select().from(quote).where(eq(quote.quoteRequestId, id))).toEqual([])
  })

  it('keeps showing a quote sent before VAT was asked: HT only, VAT and TTC unknown', async () => {
    const { id, token } = await newRequest()
    await t.database.db.insert(quote).values({
      quoteRequestId: id,
      clientName: 'Anne Schmit',
      startDate: '2026-12-07',
      completionDate: '2026-12-10',
      materialsCents: 10000,
      laborCents: 20000,
      totalCents: 30000,
      validUntil: '2026-12-31',
    })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/quote-requests/${id}?token=${encodeURIComponent(token)}`,
      headers: { origin: ORIGIN },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as QuoteRequestDetail).quote).toMatchObject({
      totalCost: 300,
      vatRate: null,
      vatPercent: null,
      vatCost: null,
      totalInclVat: null,
    })
  })
})
