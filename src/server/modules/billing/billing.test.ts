import { invoice, outboxEmail, provider, subscription, supportTicket } from '@server/db/schema/index'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import { isCreditorReference } from '@shared/billing/creditor-reference'
import { PLANS, type PlanTier } from '@shared/billing/plans'
import { luxembourgToday } from '@shared/format/date-time'
import { and, asc, eq, inArray } from 'drizzle-orm'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceView } from './billing-views'
import { renderInvoicePdf } from './invoice-pdf'
import { issueInvoice, issueMonthlyInvoices } from './invoices'
import { monthStart, nextMonthStart } from './periods'
import { qrPng } from './scan-to-pay'
import { startSubscription } from './subscriptions'

/** Reads a QR code back from an image the way a banking app's camera would: pixels, then the decoder. */
async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

let t: TestApp
beforeAll(async () => {
  // The tests run the monthly invoicing themselves, for months they choose; the app's own job would
  // run it for today's month at the same time and apply a plan change a test has only just scheduled.
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
})
afterAll(() => t.close())

/** Providers of the seed with a plan billed from January 2026 (none had one before). */
async function subscribedProviders(n: number, offset: number) {
  const rows = await t.database.db
    .select({ id: provider.id })
    .from(provider)
    .orderBy(asc(provider.id))
    .limit(n)
    .offset(offset)
  for (const row of rows) {
    await startSubscription(t.database.db, row.id, 'pro', new Date('2025-12-10T10:00:00Z'))
  }
  return rows.map((r) => r.id)
}

describe('invoices', () => {
  it('numbers invoices without gaps when many are issued at once, and never twice for one period', async () => {
    const ids = await subscribedProviders(24, 100)
    // Every provider twice, all at once: 24 invoices, 24 refusals, no number lost.
    const results = await Promise.all(
      [...ids, ...ids].map((id) => issueInvoice(t.database.db, id, '2026-03-01', '2030-03-01')),
    )
    const issued = results.filter((r) => r !== null)
    expect(issued).toHaveLength(24)
    const rows = await t.database.db
      .select()
      .from(invoice)
      .where(eq(invoice.year, 2030))
      .orderBy(asc(invoice.sequence))
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1))
    expect(rows[0]?.number).toBe('LP-2030-000001')
    expect(new Set(rows.map((r) => r.providerId)).size).toBe(24)
    for (const row of rows) {
      expect(row).toMatchObject({
        netCents: 8900,
        vatCents: 1513,
        grossCents: 10413,
        vatRateBasisPoints: 1700,
      })
      expect(isCreditorReference(row.structuredReference)).toBe(true)
      expect(row.dueOn).toBe('2030-03-15')
      expect(row.periodEnd).toBe('2026-03-31')
    }
  })

  it('the monthly run applies plan changes first and issues each month once', async () => {
    const [id] = await subscribedProviders(1, 200)
    await t.database.db
      .update(subscription)
      .set({ nextTier: 'premium', nextTierFrom: '2026-05-01' })
      .where(eq(subscription.providerId, id ?? 0))
    const april = await issueMonthlyInvoices(t.database.db, '2026-04', '2031-04-01')
    expect(april.find((r) => r.providerId === id)?.tier).toBe('pro')
    const may = await issueMonthlyInvoices(t.database.db, '2026-05', '2031-05-01')
    expect(may.find((r) => r.providerId === id)).toMatchObject({ tier: 'premium', netCents: 14900 })
    expect(await issueMonthlyInvoices(t.database.db, '2026-05', '2031-05-02')).toEqual([])
    const [listing] = await t.database.db
      .select()
      .from(provider)
      .where(eq(provider.id, id ?? 0))
    expect(listing).toMatchObject({ subscriptionTier: 'premium', premium: true })
  })

  it("shows a plan change's premium badge in the directory's search as soon as the monthly run applies it", async () => {
    const [id = 0] = await subscribedProviders(1, 240)
    const [listing] = await t.database.db
      .select({ slug: provider.slug, name: provider.name })
      .from(provider)
      .where(eq(provider.id, id))
    const search = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/providers/search?q=${encodeURIComponent(listing!.name)}`,
      })
      return (res.json() as { items: Array<{ slug: string; premium: boolean }> }).items.find(
        (item) => item.slug === listing!.slug,
      )
    }
    // Answered, and kept, before the change.
    expect(await search()).toMatchObject({ premium: false })
    await t.database.db
      .update(subscription)
      .set({ nextTier: 'premium', nextTierFrom: '2026-11-01' })
      .where(eq(subscription.providerId, id))
    const admin = await signedInAs(t, 'admin')
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices/issue',
      payload: { month: '2026-11' },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(issued.statusCode, issued.body).toBe(200)
    expect(await search()).toMatchObject({ premium: true })
  })

  it("emails each issued invoice in its provider's language, the amount and the due date written for that reader", async () => {
    const [id = 0] = await subscribedProviders(1, 220)
    const email = `billing.${Date.now()}@example.lu`
    await t.database.db
      .update(provider)
      .set({ languages: ['fr'], email })
      .where(eq(provider.id, id))
    const admin = await signedInAs(t, 'admin')
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices/issue',
      payload: { month: '2026-09' },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(issued.statusCode, issued.body).toBe(200)
    const [row] = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.providerId, id), eq(invoice.periodStart, '2026-09-01')))
    const mail = (await mailbox(t.app, email)).find((m) => m.template === 'invoice-issued')
    expect(mail?.language).toBe('fr')
    expect(mail?.subject).toBe(`Votre facture LuxPro ${row?.number}`)
    expect(mail?.text).toMatch(/104,13 € TTC, à régler avant le \d{1,2} [a-zéû]+ \d{4}\./)
    expect(mail?.text).toContain('/dashboard/billing?lang=fr')
  })

  it('renders a real PDF whose text reads back with the parties, the amounts and the SEPA reference', async () => {
    const [id] = await subscribedProviders(1, 210)
    const row = await issueInvoice(t.database.db, id ?? 0, '2026-06-01', '2032-06-01')
    if (!row) throw new Error('not issued')
    const bytes = await renderInvoicePdf(row, 'fr')
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain('Facture')
    expect(text).toContain(row.number)
    expect(text).toContain('LuxPro S.à r.l.')
    expect(text).toContain(row.buyer.name)
    expect(text).toContain('89,00 €')
    expect(text).toContain('15,13 €')
    expect(text).toContain('104,13 €')
    expect(text).toContain('TVA 17 %')
    expect(text).toContain('LU28 0019 4006 4475 0000')
    expect(text).toContain(row.structuredReference.slice(0, 4))
    expect(text.replace(/\s+/g, '')).toContain(row.structuredReference)
    const en = await extractText(await getDocumentProxy(await renderInvoicePdf(row, 'en')), {
      mergePages: true,
    })
    expect(en.text).toContain('Total incl. VAT (TTC)')
    expect(en.text).toContain('€104.13')
  })

  it('shows the provider its plan and invoices, lets it change plan next period and download its own PDFs only', async () => {
    const me = await providerWithListing(t)
    await startSubscription(t.database.db, me.providerId, 'basic', new Date('2025-11-10T10:00:00Z'))
    const mine = await issueInvoice(t.database.db, me.providerId, '2026-01-01', '2026-01-01')
    const other = await signedInAs(t, 'business')
    const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } })

    const overview = (await call(me.cookie, 'GET', '/api/provider/billing')).json()
    expect(overview).toMatchObject({ tier: 'basic', nextTier: null, flagged: true })
    expect(overview.invoices.find((i: { id: number }) => i.id === mine?.id)).toMatchObject({
      number: mine?.number,
      overdue: true,
      payment: { method: 'bank_transfer' },
    })

    const toPro = {
      tier: 'pro',
      confirmed: { monthlyNetCents: 8900, effectiveFrom: overview.changesTakeEffectOn },
    }
    const changed = await call(me.cookie, 'PUT', '/api/provider/billing/plan', toPro)
    expect(changed.json()).toMatchObject({ tier: 'basic', nextTier: 'pro' })
    expect(changed.json().nextTierFrom).toMatch(/^\d{4}-\d{2}-01$/)
    expect((await call(me.cookie, 'PUT', '/api/provider/billing/plan', toPro)).statusCode).toBe(409)

    const pdf = await call(me.cookie, 'GET', `/api/provider/billing/invoices/${mine?.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(
      (await call(other.cookie, 'GET', `/api/provider/billing/invoices/${mine?.id}/pdf`)).statusCode,
    ).toBe(404)

    // The admin records the transfer: the account is no longer flagged; a second recording is refused.
    const admin = await signedInAs(t, 'admin')
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${mine?.id}/mark-paid`,
      payload: {},
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(paid.json()).toMatchObject({ status: 'paid', overdue: false })
    expect((await call(me.cookie, 'GET', '/api/provider/billing')).json().flagged).toBe(false)
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${mine?.id}/mark-paid`,
      payload: {},
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(twice.statusCode).toBe(409)
    const listed = await t.app.inject({
      url: '/api/admin/invoices?status=paid',
      headers: { cookie: admin.cookie },
    })
    expect(listed.json().items.map((i: { id: number }) => i.id)).toContain(mine?.id)
    const asAdmin = (url: string, cookie = admin.cookie) => t.app.inject({ url, headers: { cookie } })
    const ids = async (url: string) =>
      ((await asAdmin(url)).json().items as { id: number }[]).map((row) => row.id)
    expect(await ids('/api/admin/invoices?status=overdue')).not.toContain(mine?.id)
    expect(await ids('/api/admin/invoices?status=issued')).not.toContain(mine?.id)
    expect((await asAdmin('/api/admin/invoices?status=late')).statusCode).toBe(400)
    expect((await asAdmin('/api/admin/invoices', me.cookie)).statusCode).toBe(403)
    await t.database.db.delete(invoice).where(inArray(invoice.id, [mine?.id ?? 0]))
  })

  it('carries an EPC QR code (GiroCode) that decodes to the transfer paying the invoice, in the page and the email', async () => {
    const [id = 0] = await subscribedProviders(1, 230)
    const email = `scan.${Date.now()}@example.lu`
    await t.database.db
      .update(provider)
      .set({ languages: ['de'], email })
      .where(eq(provider.id, id))
    const admin = await signedInAs(t, 'admin')
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices/issue',
      payload: { month: '2026-08' },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(issued.statusCode, issued.body).toBe(200)
    const [row] = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.providerId, id), eq(invoice.periodStart, '2026-08-01')))
    if (!row) throw new Error('not issued')
    const expected = [
      'BCD',
      '002',
      '1',
      'SCT',
      'BCEELULL',
      'LuxPro S.à r.l.',
      'LU280019400644750000',
      'EUR104.13',
      '',
      row.structuredReference,
      '',
    ].join('\n')

    // What the billing page draws (the API's payload) is that transfer.
    expect(invoiceView(row).payment.qrPayload).toBe(expected)
    // The image the server draws decodes to the payload, UTF-8 name included.
    const png = await qrPng(expected)
    expect(await decodeQr(png)).toBe(expected)

    // The email carries the same code as an image, and the transfer's details in words.
    const [mail] = await t.database.db
      .select()
      .from(outboxEmail)
      .where(and(eq(outboxEmail.to, email), eq(outboxEmail.template, 'invoice-issued')))
    const src = /<img [^>]*src="data:image\/png;base64,([^"]+)"/.exec(mail?.html ?? '')?.[1]
    expect(src).toBeTruthy()
    expect(await decodeQr(Buffer.from(src ?? '', 'base64'))).toBe(expected)
    expect(mail?.html).toContain('alt="EPC-QR-Code')
    expect(mail?.text).toContain('IBAN: LU28 0019 4006 4475 0000')
    expect(mail?.text.replace(/\s+/g, '')).toContain(row.structuredReference)

    // The PDF is drawn from the same payload (its modules as vectors), and reads back its caption.
    const pdf = await t.app.inject({
      url: `/api/admin/invoices/${row.id}/pdf`,
      headers: { cookie: admin.cookie },
    })
    expect(pdf.statusCode).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    })
    expect(text).toContain('Scannen Sie den QR-Code')
  })
})

describe('plan changes the provider confirms (ADR 049)', () => {
  type Overview = {
    tier: PlanTier
    nextTier: PlanTier | null
    nextTierFrom: string | null
    changesTakeEffectOn: string
  }
  const send = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } })
  const overview = async (cookie: string) =>
    (await send(cookie, 'GET', '/api/provider/billing')).json() as Overview
  /** The terms the confirmation dialog shows, and sends back. */
  const confirmed = (tier: PlanTier, on: Overview) => ({
    tier,
    confirmed: { monthlyNetCents: PLANS[tier].monthlyCents, effectiveFrom: on.changesTakeEffectOn },
  })
  const plan = async (cookie: string, body: object) => send(cookie, 'PUT', '/api/provider/billing/plan', body)
  const stored = async (providerId: number) => {
    const [row] = await t.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerId, providerId))
    const [listing] = await t.database.db.select().from(provider).where(eq(provider.id, providerId))
    return { ...row, listingTier: listing?.subscriptionTier }
  }

  it('changes nothing without a confirmation, or on terms other than those the server applies', async () => {
    const me = await providerWithListing(t)
    await startSubscription(t.database.db, me.providerId, 'pro', new Date('2025-10-10T10:00:00Z'))
    const now = await overview(me.cookie)
    const before = await stored(me.providerId)
    expect(now.changesTakeEffectOn).toBe(nextMonthStart(monthStart(luxembourgToday())))

    expect((await plan(me.cookie, { tier: 'premium' })).statusCode).toBe(400)
    const cheaper = await plan(me.cookie, {
      tier: 'premium',
      confirmed: { monthlyNetCents: 8900, effectiveFrom: now.changesTakeEffectOn },
    })
    expect(cheaper.statusCode).toBe(409)
    expect(cheaper.json().error.code).toBe('plan_terms_changed')
    const sooner = await plan(me.cookie, {
      tier: 'premium',
      confirmed: { monthlyNetCents: 14900, effectiveFrom: luxembourgToday() },
    })
    expect(sooner.json().error.code).toBe('plan_terms_changed')
    expect(await stored(me.providerId)).toEqual(before)
  })

  it('schedules upgrades and downgrades alike for the next period: the plan billed now stays', async () => {
    const me = await providerWithListing(t)
    await startSubscription(t.database.db, me.providerId, 'pro', new Date('2025-10-10T10:00:00Z'))
    const now = await overview(me.cookie)
    const { listingTier } = await stored(me.providerId)

    const up = await plan(me.cookie, confirmed('premium', now))
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json()).toMatchObject({
      tier: 'pro',
      nextTier: 'premium',
      nextTierFrom: now.changesTakeEffectOn,
    })
    expect(await stored(me.providerId)).toMatchObject({ tier: 'pro', nextTier: 'premium', listingTier })

    const down = await plan(me.cookie, confirmed('basic', now))
    expect(down.json()).toMatchObject({
      tier: 'pro',
      nextTier: 'basic',
      nextTierFrom: now.changesTakeEffectOn,
    })
    expect(await stored(me.providerId)).toMatchObject({ tier: 'pro', nextTier: 'basic', listingTier })

    // Choosing the current plan again cancels the pending change.
    const keep = await plan(me.cookie, confirmed('pro', now))
    expect(keep.json()).toMatchObject({ tier: 'pro', nextTier: null, nextTierFrom: null })
  })

  it('in the free time before the first billed month, a change waits for the first billed day', async () => {
    const me = await providerWithListing(t)
    await startSubscription(t.database.db, me.providerId, 'pro')
    const now = await overview(me.cookie)
    const firstBilled = nextMonthStart(monthStart(luxembourgToday()))
    expect(now.changesTakeEffectOn).toBe(firstBilled)
    const up = await plan(me.cookie, confirmed('premium', now))
    expect(up.json()).toMatchObject({ tier: 'pro', nextTier: 'premium', nextTierFrom: firstBilled })
    // The first invoice is at the plan confirmed.
    const issued = await issueMonthlyInvoices(t.database.db, firstBilled.slice(0, 7), '2032-01-01')
    expect(issued.find((row) => row.providerId === me.providerId)).toMatchObject({
      tier: 'premium',
      netCents: 14900,
    })
    await t.database.db.delete(invoice).where(eq(invoice.providerId, me.providerId))
  })

  it('refuses Enterprise (a plan on request) and sends a request for an offer to the support desk', async () => {
    const me = await providerWithListing(t)
    await startSubscription(t.database.db, me.providerId, 'premium', new Date('2025-10-10T10:00:00Z'))
    const now = await overview(me.cookie)
    const chosen = await plan(me.cookie, confirmed('enterprise', now))
    expect(chosen.statusCode).toBe(422)
    expect(chosen.json().error).toMatchObject({ code: 'plan_on_request' })
    expect(await stored(me.providerId)).toMatchObject({ tier: 'premium', nextTier: null })

    const asked = await send(me.cookie, 'POST', '/api/provider/billing/plan-requests', { tier: 'enterprise' })
    expect(asked.statusCode, asked.body).toBe(201)
    const [ticket] = await t.database.db
      .select()
      .from(supportTicket)
      .where(eq(supportTicket.reference, asked.json().reference))
    expect(ticket).toMatchObject({
      kind: 'contact',
      topic: 'provider',
      targetType: 'provider',
      targetId: me.providerId,
      senderUserId: me.userId,
    })
    expect(await stored(me.providerId)).toMatchObject({ tier: 'premium', nextTier: null })

    const customer = await signedInAs(t, 'customer')
    const refused = await send(customer.cookie, 'POST', '/api/provider/billing/plan-requests', {
      tier: 'enterprise',
    })
    expect(refused.statusCode).toBe(403)
  })
})
