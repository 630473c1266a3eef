import { loadConfig } from '@server/config'
import {
  auditLog,
  bankStatementEntry,
  invoice,
  invoicePayment,
  stripeEvent,
  user,
} from '@server/db/schema/index'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import {
  type CheckoutSession,
  completedSession,
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeServer,
  startStripeServer,
  stripeEventAbout,
  succeededIntent,
} from '@server/test/stripe-server'
import type { Invoice } from '@shared/billing/billing-schemas'
import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceEmailVars } from './invoice-run'
import { type InvoiceRow, issueInvoice } from './invoices'
import { startSubscription } from './subscriptions'

let t: TestApp
let stripe: StripeServer
beforeAll(async () => {
  stripe = await startStripeServer()
  t = await buildTestApp({
    JOBS_ENABLED: 'false',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

/** A provider signed in, with an unpaid invoice of its own (Pro: €104.13). */
async function providerWithInvoice() {
  const me = await providerWithListing(t)
  await startSubscription(t.database.db, me.providerId, 'pro', new Date('2025-11-10T10:00:00Z'))
  const row = await issueInvoice(t.database.db, me.providerId, '2026-01-01', '2038-01-01')
  if (!row) throw new Error('not issued')
  return { ...me, invoice: row }
}

const checkout = (cookie: string | null, invoiceId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/provider/billing/invoices/${invoiceId}/checkout`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  })

/** A checkout started by the invoice's provider, as Stripe created it. */
async function startedCheckout(me: { cookie: string; invoice: InvoiceRow }): Promise<CheckoutSession> {
  const started = await checkout(me.cookie, me.invoice.id)
  expect(started.statusCode, started.body).toBe(200)
  const created = stripe.sessions.at(-1)
  expect(started.json().url).toBe(created?.session.url)
  if (!created) throw new Error('no session')
  return created.session
}

const deliver = (event: Stripe.Event, secret?: string) => {
  const { payload, headers } = stripe.webhook(event, secret)
  return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers })
}

const stored = async (invoiceId: number) => {
  const [row] = await t.database.db.select().from(invoice).where(eq(invoice.id, invoiceId))
  const payments = await t.database.db
    .select()
    .from(invoicePayment)
    .where(eq(invoicePayment.invoiceId, invoiceId))
  return { status: row?.status, payments }
}

describe('paying an invoice by card or SEPA direct debit through Stripe (ADR 043)', () => {
  it('creates a Checkout Session for the provider’s own unpaid invoice only, for its gross amount', async () => {
    const me = await providerWithInvoice()
    const page = (await t.app.inject({ url: '/api/provider/billing', headers: { cookie: me.cookie } })).json()
    expect(page.invoices.find((i: Invoice) => i.id === me.invoice.id)).toMatchObject({ onlinePayment: true })

    await startedCheckout(me)
    const created = stripe.sessions.at(-1)
    expect(created?.authorization).toBe(`Bearer ${STRIPE_TEST_KEY}`)
    expect(created?.form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'sepa_debit',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(me.invoice.grossCents),
      'metadata[invoiceId]': String(me.invoice.id),
      'metadata[invoiceNumber]': me.invoice.number,
      'payment_intent_data[metadata][invoiceId]': String(me.invoice.id),
      success_url: 'http://localhost:3000/dashboard/billing?payment=done',
      cancel_url: 'http://localhost:3000/dashboard/billing?payment=cancelled',
    })
    expect(me.invoice.grossCents).toBe(10413)

    // Nobody else starts it: another business (not theirs), a customer, nobody signed in.
    const before = stripe.sessions.length
    const other = await signedInAs(t, 'business')
    expect((await checkout(other.cookie, me.invoice.id)).statusCode).toBe(404)
    expect((await checkout((await signedInAs(t, 'customer')).cookie, me.invoice.id)).statusCode).toBe(403)
    expect((await checkout(null, me.invoice.id)).statusCode).toBe(401)
    expect(stripe.sessions.length).toBe(before)

    // Stripe down: said plainly, nothing changes.
    stripe.failing(true)
    try {
      const down = await checkout(me.cookie, me.invoice.id)
      expect(down.statusCode).toBe(503)
      expect(down.json().error.code).toBe('online_payment_unavailable')
    } finally {
      stripe.failing(false)
    }
    expect((await stored(me.invoice.id)).status).toBe('issued')
  })

  it('refuses a webhook whose signature does not verify with 400, and records nothing', async () => {
    const me = await providerWithInvoice()
    const session = completedSession(await startedCheckout(me), { status: 'paid' })
    const event = stripeEventAbout('checkout.session.completed', session)

    const forged = await deliver(event, 'whsec_not_the_endpoints_secret_0000')
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.code).toBe('webhook_signature_invalid')

    // A body changed after it was signed, and a body with no signature at all.
    const signed = stripe.webhook(event)
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: signed.payload.replace(`"amount_total": ${session.amount_total}`, '"amount_total": 1'),
      headers: signed.headers,
    })
    expect(tampered.statusCode).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: signed.payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.statusCode).toBe(400)

    expect(await stored(me.invoice.id)).toEqual({ status: 'issued', payments: [] })
    expect(await t.database.db.select().from(stripeEvent).where(eq(stripeEvent.id, event.id))).toEqual([])
  })

  it('records a card payment as the invoice’s payment, audited, and only once however often Stripe tells it', async () => {
    const me = await providerWithInvoice()
    const session = completedSession(await startedCheckout(me), { status: 'paid' })
    const completed = stripeEventAbout('checkout.session.completed', session)

    const first = await deliver(completed)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ received: true, outcome: 'paid' })
    const paid = await stored(me.invoice.id)
    expect(paid.status).toBe('paid')
    expect(paid.payments).toEqual([
      expect.objectContaining({
        method: 'stripe',
        externalId: session.payment_intent,
        amountCents: me.invoice.grossCents,
        recordedByUserId: null,
      }),
    ])
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'invoice'), eq(auditLog.targetId, String(me.invoice.id))))
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'invoice.paid_online',
        actorUserId: null,
        before: { status: 'issued' },
        after: expect.objectContaining({ status: 'paid', grossCents: me.invoice.grossCents }),
        details: expect.objectContaining({
          number: me.invoice.number,
          paymentIntent: session.payment_intent,
        }),
      }),
    ])

    // Stripe retries the same event, and tells the same payment again as its PaymentIntent's success.
    const again = await deliver(completed)
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' })
    const intent = await deliver(
      stripeEventAbout(
        'payment_intent.succeeded',
        succeededIntent(session, { invoiceId: String(me.invoice.id), invoiceNumber: me.invoice.number }),
      ),
    )
    expect(intent.json()).toEqual({ received: true, outcome: 'ignored' })
    expect((await stored(me.invoice.id)).payments).toHaveLength(1)

    // Paid: no second checkout, and the page offers none.
    const twice = await checkout(me.cookie, me.invoice.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('invoice_already_paid')
    const page = (await t.app.inject({ url: '/api/provider/billing', headers: { cookie: me.cookie } })).json()
    expect(page.invoices.find((i: Invoice) => i.id === me.invoice.id)).toMatchObject({
      status: 'paid',
      onlinePayment: false,
    })
  })

  it('records one payment when two events of it arrive at the same moment', async () => {
    const me = await providerWithInvoice()
    const session = completedSession(await startedCheckout(me), { status: 'paid' })
    const metadata = { invoiceId: String(me.invoice.id), invoiceNumber: me.invoice.number }
    const answers = await Promise.all([
      deliver(stripeEventAbout('checkout.session.completed', session)),
      deliver(stripeEventAbout('payment_intent.succeeded', succeededIntent(session, metadata))),
    ])
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['ignored', 'paid'])
    expect(await stored(me.invoice.id)).toMatchObject({ status: 'paid', payments: [expect.anything()] })
  })

  it('waits for a SEPA direct debit to clear: a completed but unpaid checkout records nothing, its success does', async () => {
    const me = await providerWithInvoice()
    const started = await startedCheckout(me)
    const pending = completedSession(started, { status: 'unpaid' })
    const completed = await deliver(stripeEventAbout('checkout.session.completed', pending))
    expect(completed.json()).toEqual({ received: true, outcome: 'ignored' })
    expect((await stored(me.invoice.id)).status).toBe('issued')

    const cleared = await deliver(
      stripeEventAbout('checkout.session.async_payment_succeeded', { ...pending, payment_status: 'paid' }),
    )
    expect(cleared.json()).toEqual({ received: true, outcome: 'paid' })
    expect(await stored(me.invoice.id)).toMatchObject({
      status: 'paid',
      payments: [expect.objectContaining({ method: 'stripe', externalId: pending.payment_intent })],
    })
  })

  it('does not mark an invoice paid for another amount: the payment waits in the review list, where an admin applies it', async () => {
    const me = await providerWithInvoice()
    const short = completedSession(await startedCheckout(me), { status: 'paid', amountCents: 5000 })
    const event = stripeEventAbout('checkout.session.completed', short)
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'review' })
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' })
    expect(await stored(me.invoice.id)).toEqual({ status: 'issued', payments: [] })

    const admin = await signedInAs(t, 'admin')
    const review = await t.app.inject({
      url: '/api/admin/billing/statement-entries?status=review',
      headers: { cookie: admin.cookie },
    })
    const entries = review.json().items as Array<{
      id: number
      source: string
      outcome: string
      amountCents: number
      invoiceId: number | null
      suggestions: Array<{ id: number }>
    }>
    const entry = entries.find((e) => e.invoiceId === me.invoice.id)
    expect(entry).toMatchObject({
      source: 'stripe',
      outcome: 'partial',
      amountCents: 5000,
      payerName: 'Jardins Kieffer S.à r.l.',
    })
    expect(entry?.suggestions.map((s) => s.id)).toEqual([me.invoice.id])
    const [audited] = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'bank_statement_entry'), eq(auditLog.targetId, String(entry?.id))))
    expect(audited?.action).toBe('billing.online_payment_review')

    // The admin applies it (the rest waived): recorded as Stripe's payment, under its PaymentIntent.
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/billing/statement-entries/${entry?.id}/resolve`,
      payload: { action: 'apply', invoiceId: me.invoice.id },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(applied.statusCode, applied.body).toBe(200)
    expect(await stored(me.invoice.id)).toMatchObject({
      status: 'paid',
      payments: [expect.objectContaining({ method: 'stripe', externalId: short.payment_intent })],
    })

    // A second payment of an invoice paid already is kept for review too (to be refunded), never recorded.
    const second = completedSession(await startedCheckoutOf(me.invoice), { status: 'paid' })
    expect((await deliver(stripeEventAbout('checkout.session.completed', second))).json()).toMatchObject({
      outcome: 'review',
    })
    const [over] = await t.database.db
      .select()
      .from(bankStatementEntry)
      .where(eq(bankStatementEntry.entryKey, `stripe:${second.payment_intent}`))
    expect(over).toMatchObject({ outcome: 'over', invoiceId: me.invoice.id, source: 'stripe' })
    expect((await stored(me.invoice.id)).payments).toHaveLength(1)
  })
})

/** A session as Stripe would have it for this invoice (a checkout opened before it was paid). */
async function startedCheckoutOf(row: InvoiceRow): Promise<CheckoutSession> {
  const earlier = stripe.sessions.find((s) => s.session.metadata?.invoiceId === String(row.id))
  if (!earlier) throw new Error('no earlier session')
  return { ...earlier.session, id: `${earlier.session.id}_2` } as CheckoutSession
}

describe('the invoice email with Stripe configured', () => {
  it('says, in its reader’s language, that the billing page takes a card or a SEPA direct debit too', async () => {
    const me = await providerWithListing(t)
    await startSubscription(t.database.db, me.providerId, 'pro', new Date('2025-11-10T10:00:00Z'))
    // The invoice goes to its owner's account, in French here.
    await t.database.db.update(user).set({ language: 'fr' }).where(eq(user.id, me.userId))
    const admin = await signedInAs(t, 'admin')
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices/issue',
      payload: { month: '2027-02' },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(issued.statusCode, issued.body).toBe(200)
    const box = await mailbox(t.app, me.email)
    const mail = box.find((m) => m.template === 'invoice-issued')
    expect(mail?.text).toContain(
      'Vous pouvez aussi la payer par carte ou par prélèvement SEPA sur votre page de facturation.',
    )
    expect(mail?.text).toContain('/dashboard/billing?lang=fr')
  })
})

describe('without Stripe configured', () => {
  it('refuses half a configuration at start', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' }
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: STRIPE_TEST_KEY })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY',
    )
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET })).toThrow(
      'STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET',
    )
  })

  it('offers no online payment: invoices are paid by transfer, neither the checkout nor the webhook exists', async () => {
    const plain = await buildTestApp({ JOBS_ENABLED: 'false' })
    try {
      const me = await providerWithListing(plain)
      await startSubscription(plain.database.db, me.providerId, 'pro', new Date('2025-11-10T10:00:00Z'))
      const row = await issueInvoice(plain.database.db, me.providerId, '2026-01-01', '2038-01-01')
      const page = (
        await plain.app.inject({ url: '/api/provider/billing', headers: { cookie: me.cookie } })
      ).json()
      expect(page.invoices.find((i: Invoice) => i.id === row?.id)).toMatchObject({
        onlinePayment: false,
        payment: { method: 'bank_transfer' },
      })
      const started = await plain.app.inject({
        method: 'POST',
        url: `/api/provider/billing/invoices/${row?.id}/checkout`,
        headers: { origin: ORIGIN, cookie: me.cookie },
      })
      expect(started.statusCode).toBe(404)
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      })
      expect(hook.statusCode).toBe(404)
      const vars = await invoiceEmailVars(row as InvoiceRow, 'en', 'http://localhost:3000')
      expect(vars.detail).not.toMatch(/card|direct debit/)
    } finally {
      await plain.close()
    }
  })
})
