import { invoice, invoicePayment, type PaymentMethod } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, type Executor, recordAudit, SYSTEM_ACTOR } from '@server/modules/audit/audit-log'
import type { PaymentInstructions } from '@shared/billing/billing-schemas'
import { epcPayload } from '@shared/billing/epc-qr'
import { SELLER } from '@shared/billing/seller'
import { luxembourgToday } from '@shared/format/date-time'
import { and, eq } from 'drizzle-orm'
import type { InvoiceRow } from './invoices'
import { releaseListingHold } from './listing-hold'

/**
 * How an invoice gets paid. Invoices know nothing of it: a collector tells the payer how to pay, and
 * a received payment is recorded against the invoice the same way whatever collected it. Bank
 * transfer is always offered (an admin records the transfer, or a bank statement's import does);
 * Stripe (card and SEPA Direct Debit, ADR 043, `stripe-collector.ts`) adds a checkout link when it is
 * configured, and records its payments from its signed webhook through `recordPayment`.
 */
export interface PaymentCollector {
  method: PaymentMethod
}

export interface BankTransferCollector extends PaymentCollector {
  method: 'bank_transfer'
  instructions(row: InvoiceRow): PaymentInstructions
}

/** What is due of an invoice: its gross less what its credit notes credited. */
export const amountDueCents = (row: Pick<InvoiceRow, 'grossCents' | 'creditedCents'>) =>
  row.grossCents - row.creditedCents

/** A transfer asks for what is due of an unpaid invoice; a settled one's instructions stay as issued. */
const transferCents = (row: InvoiceRow) => (row.status === 'issued' ? amountDueCents(row) : row.grossCents)

export const bankTransfer: BankTransferCollector = {
  method: 'bank_transfer',
  instructions: (row) => ({
    method: 'bank_transfer',
    beneficiary: SELLER.name,
    iban: SELLER.iban,
    bic: SELLER.bic,
    reference: row.structuredReference,
    amountCents: transferCents(row),
    qrPayload: epcPayload({
      bic: SELLER.bic,
      beneficiary: SELLER.name,
      iban: SELLER.iban,
      amountCents: transferCents(row),
      reference: row.structuredReference,
    }),
  }),
}

/**
 * The payment in full of one invoice, recorded once (a second recording is refused: 409). Given a
 * transaction (a statement's import), it is part of it. A listing hidden until this invoice is paid
 * is listed again in the same transaction (`listingRestored`: the caller forgets cached searches).
 */
export async function recordPayment(
  db: Executor,
  invoiceId: number,
  payment: {
    method: PaymentMethod
    receivedOn?: string
    recordedByUserId: string | null
    /** The collector's id of the payment (Stripe's PaymentIntent), unique among payments. */
    externalId?: string
  },
) {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(invoice)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(invoice.id, invoiceId), eq(invoice.status, 'issued')))
      .returning()
    if (!paid) {
      const [exists] = await tx.select({ id: invoice.id }).from(invoice).where(eq(invoice.id, invoiceId))
      throw exists ? new DomainError('application_moved_on', 409) : new DomainError('invoice_not_found', 404)
    }
    await tx.insert(invoicePayment).values({
      invoiceId,
      method: payment.method,
      externalId: payment.externalId ?? null,
      amountCents: amountDueCents(paid),
      receivedOn: payment.receivedOn ?? luxembourgToday(),
      recordedByUserId: payment.recordedByUserId,
    })
    const restored = await releaseListingHold(tx, invoiceId, {
      actor: SYSTEM_ACTOR,
      action: 'provider.restore_on_payment',
    })
    return { ...paid, listingRestored: restored !== null }
  })
}

/** An admin records the bank transfer that paid an invoice: the payment and its audit entry, together. */
export async function markInvoicePaid(
  db: Executor,
  invoiceId: number,
  receivedOn: string | undefined,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const paid = await recordPayment(tx, invoiceId, {
      method: 'bank_transfer',
      receivedOn,
      recordedByUserId: actor.userId,
    })
    await recordAudit(tx, actor, {
      action: 'invoice.mark_paid',
      targetType: 'invoice',
      targetId: invoiceId,
      before: { status: 'issued' },
      after: {
        status: paid.status,
        receivedOn: receivedOn ?? luxembourgToday(),
        grossCents: paid.grossCents,
      },
      details: { number: paid.number },
    })
    return paid
  })
}
