import type { Database } from '@server/db/client'
import { invoice, invoiceReminder, listingHold, provider, subscription } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { AdminInvoice, BillingOverview, Invoice } from '@shared/billing/billing-schemas'
import { daysOverdue } from '@shared/billing/reminders'
import { luxembourgToday } from '@shared/format/date-time'
import { and, asc, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm'
import { creditNotesOfInvoices, providerCreditNotes } from './credit-notes'
import type { InvoiceRow } from './invoices'
import { bankTransfer } from './payment-collection'
import { changesTakeEffectOn } from './subscriptions'

export const isOverdueInvoice = (row: Pick<InvoiceRow, 'status' | 'dueOn'>, today = luxembourgToday()) =>
  row.status === 'issued' && row.dueOn < today

const daysOverdueOf = (row: Pick<InvoiceRow, 'status' | 'dueOn'>, today: string) =>
  isOverdueInvoice(row, today) ? daysOverdue(row.dueOn, today) : 0

/** An invoice as the provider's page shows it; `onlinePayment`: Stripe is configured (ADR 043). */
export function invoiceView(row: InvoiceRow, today = luxembourgToday(), onlinePayment = false): Invoice {
  return {
    id: row.id,
    number: row.number,
    tier: row.tier,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    netCents: row.netCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    seller: row.seller,
    buyer: row.buyer,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    creditedCents: row.creditedCents,
    overdue: isOverdueInvoice(row, today),
    daysOverdue: daysOverdueOf(row, today),
    payment: bankTransfer.instructions(row),
    onlinePayment: onlinePayment && row.status === 'issued',
  }
}

/** The provider's plan, its pending change, and its invoices, newest first. */
export async function billingOverview(
  db: Database,
  providerId: number,
  options: { onlinePayment: boolean } = { onlinePayment: false },
): Promise<BillingOverview> {
  const [plan] = await db.select().from(subscription).where(eq(subscription.providerId, providerId))
  if (!plan) throw new DomainError('no_provider_listing', 404)
  const rows = await db
    .select()
    .from(invoice)
    .where(eq(invoice.providerId, providerId))
    .orderBy(desc(invoice.periodStart), desc(invoice.id))
  const today = luxembourgToday()
  const invoices = rows.map((row) => invoiceView(row, today, options.onlinePayment))
  const [hold] = await db
    .select({ invoiceId: listingHold.invoiceId, number: invoice.number })
    .from(listingHold)
    .innerJoin(invoice, eq(invoice.id, listingHold.invoiceId))
    .where(eq(listingHold.providerId, providerId))
  return {
    tier: plan.tier,
    startsOn: plan.startsOn,
    nextTier: plan.nextTier,
    nextTierFrom: plan.nextTierFrom,
    changesTakeEffectOn: changesTakeEffectOn(plan.startsOn, today),
    flagged: invoices.some((i) => i.overdue),
    hiddenUntilPaid: hold ?? null,
    invoices,
    creditNotes: await providerCreditNotes(db, providerId),
  }
}

/** One of the provider's own invoices (ownership in the query). */
export async function ownInvoice(db: Database, providerId: number, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, invoiceId), eq(invoice.providerId, providerId)))
  if (!row) throw new DomainError('invoice_not_found', 404)
  return row
}

export async function invoiceById(db: Database, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoice).where(eq(invoice.id, invoiceId))
  if (!row) throw new DomainError('invoice_not_found', 404)
  return row
}

const ADMIN_PAGE_SIZE = 25

export async function listInvoicesForAdmin(
  db: Database,
  query: { status: 'all' | 'issued' | 'overdue' | 'paid'; page: number },
) {
  const today = luxembourgToday()
  const filters: Record<typeof query.status, SQL | undefined> = {
    all: undefined,
    issued: eq(invoice.status, 'issued'),
    overdue: and(eq(invoice.status, 'issued'), lt(invoice.dueOn, today)),
    paid: eq(invoice.status, 'paid'),
  }
  const where = filters[query.status]
  const [rows, [totals]] = await Promise.all([
    db
      .select({ invoice, providerName: provider.name, providerSlug: provider.slug })
      .from(invoice)
      .leftJoin(provider, eq(provider.id, invoice.providerId))
      .where(where)
      .orderBy(query.status === 'overdue' ? asc(invoice.dueOn) : desc(invoice.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(invoice).where(where),
  ])
  const items = await adminInvoices(db, rows, today)
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE }
}

/**
 * Invoices as the admins' lists show them (the invoice list, a credit's suggestions): with their
 * provider, the reminders emailed for each and whether its provider's listing is hidden until it is paid.
 */
export async function adminInvoices(
  db: Database,
  rows: Array<{ invoice: InvoiceRow; providerName: string | null; providerSlug: string | null }>,
  today = luxembourgToday(),
): Promise<AdminInvoice[]> {
  const ids = rows.map((row) => row.invoice.id)
  const [reminders, holds, notes] = ids.length
    ? await Promise.all([
        db
          .select({
            invoiceId: invoiceReminder.invoiceId,
            step: invoiceReminder.step,
            sentOn: invoiceReminder.sentOn,
          })
          .from(invoiceReminder)
          .where(inArray(invoiceReminder.invoiceId, ids))
          .orderBy(asc(invoiceReminder.step)),
        db
          .select({ invoiceId: listingHold.invoiceId })
          .from(listingHold)
          .where(inArray(listingHold.invoiceId, ids)),
        creditNotesOfInvoices(db, ids),
      ])
    : [[], [], []]
  const held = new Set(holds.map((hold) => hold.invoiceId))
  return rows.map(({ invoice: row, providerName, providerSlug }) => ({
    id: row.id,
    number: row.number,
    periodStart: row.periodStart,
    dueOn: row.dueOn,
    grossCents: row.grossCents,
    status: row.status,
    overdue: isOverdueInvoice(row, today),
    daysOverdue: daysOverdueOf(row, today),
    paidAt: row.paidAt?.toISOString() ?? null,
    creditedCents: row.creditedCents,
    providerName: providerName ?? row.buyer.name,
    providerSlug,
    reminders: reminders
      .filter((reminder) => reminder.invoiceId === row.id)
      .map(({ step, sentOn }) => ({ step, sentOn })),
    listingHidden: held.has(row.id),
    creditNotes: notes
      .filter((note) => note.invoiceId === row.id)
      .map(({ id, number, issuedOn, grossCents }) => ({ id, number, issuedOn, grossCents })),
  }))
}
