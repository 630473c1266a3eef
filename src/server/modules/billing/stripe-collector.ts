import { type Config, stripeEnabled } from '@server/config'
import type { Database } from '@server/db/client'
import { bankStatementEntry, invoice, invoicePayment, stripeEvent } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { createTranslator } from '@server/i18n/translator'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { luxembourgToday } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { InvoiceRow } from './invoices'
import { amountDueCents, type PaymentCollector, recordPayment } from './payment-collection'

/**
 * Card and SEPA Direct Debit through Stripe Checkout (ADR 043), on when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set. A checkout is started for one invoice, for its gross amount, and
 * its payment arrives by a signed webhook, recorded through the same `recordPayment` as a transfer.
 */
export interface StripeCollector extends PaymentCollector {
  method: 'stripe'
  /** A Stripe Checkout page paying this (unpaid) invoice: its address, for the browser to open. */
  startCheckout(row: InvoiceRow, language: UiLanguage): Promise<{ url: string }>
  /** The event a webhook delivers, once its Stripe-Signature header is checked against its raw body. */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event>
}

/** The collector when Stripe is configured; null (bank transfer only) otherwise. */
export function createStripeCollector(config: Config): StripeCollector | null {
  if (!stripeEnabled(config)) return null
  const secretKey = config.STRIPE_SECRET_KEY ?? ''
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? ''
  let client: Promise<Stripe> | undefined
  // The package loads with the first checkout or webhook, not at start.
  const stripe = () => {
    client ??= import('stripe').then(({ default: StripeClient }) => {
      const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
      return new StripeClient(secretKey, {
        maxNetworkRetries: 1,
        timeout: 15_000,
        telemetry: false,
        ...(api
          ? {
              host: api.hostname,
              port: api.port || (api.protocol === 'http:' ? 80 : 443),
              protocol: api.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      })
    })
    return client
  }
  const billingPage = `${config.PUBLIC_URL}/dashboard/billing`
  return {
    method: 'stripe',
    async startCheckout(row, language) {
      if (row.status !== 'issued') throw new DomainError('invoice_already_paid', 409)
      const metadata = { invoiceId: String(row.id), invoiceNumber: row.number }
      const productName = createTranslator(language, 'billing')('checkout.product', { number: row.number })
      try {
        const session = await (await stripe()).checkout.sessions.create({
          mode: 'payment',
          allowed_payment_method_types: ['card', 'sepa_debit'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: amountDueCents(row),
                product_data: { name: productName },
              },
            },
          ],
          client_reference_id: String(row.id),
          ...(row.buyer.email ? { customer_email: row.buyer.email } : {}),
          metadata,
          payment_intent_data: { metadata, description: productName },
          locale: language,
          success_url: `${billingPage}?payment=done`,
          cancel_url: `${billingPage}?payment=cancelled`,
        })
        if (!session.url) throw new Error('Stripe returned a checkout session without its address')
        return { url: session.url }
      } catch (error) {
        throw new DomainError('online_payment_unavailable', 503, undefined, { cause: error })
      }
    },
    async verifiedEvent(rawBody, signature) {
      const { webhooks } = await stripe()
      try {
        return webhooks.constructEvent(rawBody, signature ?? '', webhookSecret)
      } catch (error) {
        throw new DomainError('webhook_signature_invalid', 400, undefined, { cause: error })
      }
    },
  }
}

/** What a payment event says: which invoice it pays, how much, and Stripe's id of the payment. */
interface StripePayment {
  invoiceId: number | null
  paymentIntentId: string
  amountCents: number
  currency: string
  payerName: string | null
}

const invoiceIdOf = (metadata: Stripe.Metadata | null | undefined) => {
  const id = metadata?.invoiceId
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null
}

/**
 * The payment an event reports as received, or null. A completed checkout paid by card is paid; one
 * paid by SEPA Direct Debit is paid days later (`async_payment_succeeded`). A succeeded PaymentIntent
 * counts only when it carries an invoice's id (ours: the checkout put it there).
 */
function paymentOf(event: Stripe.Event): StripePayment | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      if (session.payment_status !== 'paid' || session.amount_total === null) return null
      const intent = session.payment_intent
      return {
        invoiceId: invoiceIdOf(session.metadata),
        paymentIntentId: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
        amountCents: session.amount_total,
        currency: session.currency ?? '',
        payerName: session.customer_details?.name ?? null,
      }
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object
      const invoiceId = invoiceIdOf(intent.metadata)
      if (invoiceId === null) return null
      return {
        invoiceId,
        paymentIntentId: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency,
        payerName: null,
      }
    }
    default:
      return null
  }
}

export type StripeEventOutcome = 'paid' | 'review' | 'ignored' | 'duplicate'

/**
 * Acts on a verified event, once, in one transaction: the event's id is stored first (a retried
 * webhook finds it and does nothing), then a payment of the invoice's exact gross amount in euros is
 * recorded as its payment, audited; any other amount, or a payment of an invoice already paid, is
 * not recorded but kept in the review list of received credits for an admin. Stripe reports one
 * payment by several events (the completed checkout, the succeeded PaymentIntent): the PaymentIntent's
 * id is unique among payments and review entries, so only the first records it.
 */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  actor: AuditActor,
): Promise<{ outcome: StripeEventOutcome; listingRestored: boolean }> {
  const payment = paymentOf(event)
  return db.transaction(async (tx) => {
    // The invoice's row is locked first: two events of one payment, delivered at once, queue here.
    const [row] =
      payment?.invoiceId != null
        ? await tx.select().from(invoice).where(eq(invoice.id, payment.invoiceId)).for('update')
        : []
    const [fresh] = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type, invoiceId: row?.id ?? null, outcome: 'ignored' })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id })
    if (!fresh) return { outcome: 'duplicate', listingRestored: false }
    if (!payment) return { outcome: 'ignored', listingRestored: false }

    const entryKey = `stripe:${payment.paymentIntentId}`
    const [recorded] = await tx
      .select({ id: invoicePayment.id })
      .from(invoicePayment)
      .where(eq(invoicePayment.externalId, payment.paymentIntentId))
    const [inReview] = await tx
      .select({ id: bankStatementEntry.id })
      .from(bankStatementEntry)
      .where(eq(bankStatementEntry.entryKey, entryKey))
    if (recorded || inReview) return { outcome: 'ignored', listingRestored: false }

    const exact =
      row !== undefined &&
      row.status === 'issued' &&
      payment.currency.toLowerCase() === 'eur' &&
      payment.amountCents === amountDueCents(row)
    const outcome = exact ? 'paid' : 'review'
    await tx.update(stripeEvent).set({ outcome }).where(eq(stripeEvent.id, event.id))
    const details = { paymentIntent: payment.paymentIntentId, event: event.id, eventType: event.type }

    if (exact) {
      const receivedOn = luxembourgToday()
      const paid = await recordPayment(tx, row.id, {
        method: 'stripe',
        externalId: payment.paymentIntentId,
        receivedOn,
        recordedByUserId: null,
      })
      await recordAudit(tx, actor, {
        action: 'invoice.paid_online',
        targetType: 'invoice',
        targetId: row.id,
        before: { status: 'issued' },
        after: { status: paid.status, receivedOn, grossCents: paid.grossCents },
        details: { number: paid.number, ...details },
      })
      return { outcome, listingRestored: paid.listingRestored }
    }

    const reviewOutcome =
      row === undefined || payment.currency.toLowerCase() !== 'eur'
        ? 'unmatched'
        : row.status === 'issued' && payment.amountCents < amountDueCents(row)
          ? 'partial'
          : 'over'
    const [entry] = await tx
      .insert(bankStatementEntry)
      .values({
        source: 'stripe',
        entryKey,
        bookedOn: luxembourgToday(),
        amountCents: payment.amountCents,
        reference: row?.structuredReference ?? null,
        payerName: payment.payerName,
        remittance: `Stripe ${payment.paymentIntentId}${row ? ` (${row.number})` : ''}`,
        outcome: reviewOutcome,
        invoiceId: row?.id ?? null,
        suggestedInvoiceIds: row ? [row.id] : [],
      })
      .returning({ id: bankStatementEntry.id })
    await recordAudit(tx, actor, {
      action: 'billing.online_payment_review',
      targetType: 'bank_statement_entry',
      targetId: entry?.id ?? null,
      after: { outcome: reviewOutcome, invoiceId: row?.id ?? null },
      details: {
        amountCents: payment.amountCents,
        currency: payment.currency,
        grossCents: row?.grossCents ?? null,
        ...details,
      },
    })
    return { outcome, listingRestored: false }
  })
}
