import type { Database } from '@server/db/client'
import { type CreditNoteKind, creditNote, invoice } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { createTranslator } from '@server/i18n/translator'
import { type AuditActor, type Executor, recordAudit } from '@server/modules/audit/audit-log'
import type { Mailer } from '@server/modules/mail/mailer'
import type { CreditNote } from '@shared/billing/credit-note-schemas'
import { vatCents } from '@shared/billing/plans'
import { luxembourgToday } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { formatDayPlain } from './day-text'
import { type InvoiceRow, invoiceLanguage } from './invoices'
import { releaseListingHold } from './listing-hold'
import { formatMoneyPlain } from './money-text'

export type CreditNoteRow = typeof creditNote.$inferSelect

/** LP-CN-2026-000001: the credit notes' own series, without gaps per year. */
export const creditNoteNumber = (year: number, sequence: number) =>
  `LP-CN-${year}-${String(sequence).padStart(6, '0')}`

const DAY_MS = 86_400_000
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/**
 * The share of a period a listing cancelled on `cancelledOn` did not use: the days after that day to
 * the period's end, of the period's days (the day of the cancellation is used). Cancelled before the
 * period began, all of it; on its last day or later, none.
 */
export function proRataDays(periodStart: string, periodEnd: string, cancelledOn: string) {
  const daysInPeriod = daysFrom(periodStart, periodEnd) + 1
  const after = cancelledOn < periodStart ? daysInPeriod : daysFrom(cancelledOn, periodEnd)
  return { daysCredited: Math.min(daysInPeriod, Math.max(0, after)), daysInPeriod }
}

/** The pro rata credit of an invoice: its net times the days credited over the period's days, rounded to the cent, and the VAT on it at the invoice's rate. */
export function proRataAmounts(
  row: Pick<InvoiceRow, 'netCents' | 'vatRateBasisPoints'>,
  days: { daysCredited: number; daysInPeriod: number },
) {
  const netCents = Math.round((row.netCents * days.daysCredited) / days.daysInPeriod)
  const vat = vatCents(netCents, row.vatRateBasisPoints)
  return { netCents, vatCents: vat, grossCents: netCents + vat }
}

/** An amount incl. VAT split into its net and VAT at `rateBasisPoints` (the net rounded to the cent). */
export function splitGross(grossCents: number, rateBasisPoints: number) {
  const netCents = Math.round((grossCents * 10_000) / (10_000 + rateBasisPoints))
  return { netCents, vatCents: grossCents - netCents, grossCents }
}

interface CreditAsked {
  kind: CreditNoteKind
  reason: string | null
  /** Incl. VAT; all that is left of the invoice when omitted. */
  grossCents?: number
  /** A pro rata credit: the amounts come from the days, capped at what is left. */
  proRata?: { daysCredited: number; daysInPeriod: number }
}

export interface CreditNoteDeps {
  /** A mailer writing to the outbox in the given transaction: the credit note and its email commit together. */
  mailerFor: (tx: Database) => Mailer
  publicUrl: string
}

export function creditNoteEmailVars(row: CreditNoteRow, language: UiLanguage, publicUrl: string) {
  return {
    name: row.buyer.name,
    url: `${publicUrl}/dashboard/billing${language === 'en' ? '' : `?lang=${language}`}`,
    reference: row.number,
    company: row.buyer.name,
    detail: [
      createTranslator(language, 'billing')('creditNoteEmail.detail', {
        amount: formatMoneyPlain(row.grossCents, language),
        invoiceNumber: row.invoiceNumber,
        day: formatDayPlain(row.invoiceIssuedOn, language),
      }),
      ...(row.reason ? [row.reason] : []),
    ].join('\n'),
  }
}

/**
 * Issues a credit note against one invoice, inside the caller's transaction: the invoice is locked
 * (concurrent credits of it queue, so together they never credit more than its gross), the year's
 * credit note counter moves by one (locked until the commit, as the invoices' counter: no gaps), the
 * invoice's credited amount moves with it, and an unpaid invoice credited in full is no longer due
 * (status 'credited', and a listing hidden until it is paid is listed again). Audited, and emailed to
 * the business in its language through the outbox, in the same transaction.
 */
export async function issueCreditNoteIn(
  tx: Executor,
  invoiceId: number,
  asked: CreditAsked,
  actor: AuditActor,
  deps: CreditNoteDeps,
  issuedOn = luxembourgToday(),
): Promise<{ note: CreditNoteRow; listingRestored: boolean }> {
  const [row] = await tx.select().from(invoice).where(eq(invoice.id, invoiceId)).for('update')
  if (!row) throw new DomainError('invoice_not_found', 404)
  const [credited] = await tx
    .select({
      net: sql<number>`coalesce(sum(${creditNote.netCents}), 0)::int`,
      vat: sql<number>`coalesce(sum(${creditNote.vatCents}), 0)::int`,
    })
    .from(creditNote)
    .where(eq(creditNote.invoiceId, invoiceId))
  const left = {
    netCents: row.netCents - Number(credited?.net ?? 0),
    vatCents: row.vatCents - Number(credited?.vat ?? 0),
    grossCents: row.grossCents - row.creditedCents,
  }
  if (left.grossCents <= 0) throw new DomainError('invoice_fully_credited', 409)
  let amounts = asked.proRata
    ? proRataAmounts(row, asked.proRata)
    : asked.grossCents === undefined
      ? left
      : splitGross(asked.grossCents, row.vatRateBasisPoints)
  if (amounts.grossCents > left.grossCents) {
    if (!asked.proRata) throw new DomainError('credit_exceeds_invoice', 422)
    amounts = left
  }
  // The last credit takes exactly what is left, so the notes' nets and VATs add up to the invoice's.
  if (amounts.grossCents === left.grossCents) amounts = left
  else if (amounts.netCents > left.netCents)
    amounts = { ...amounts, netCents: left.netCents, vatCents: amounts.grossCents - left.netCents }
  else if (amounts.vatCents > left.vatCents)
    amounts = { ...amounts, netCents: amounts.grossCents - left.vatCents, vatCents: left.vatCents }

  const year = Number(issuedOn.slice(0, 4))
  const counted = await tx.execute<{ last_number: number }>(sql`
    insert into credit_note_counter (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = credit_note_counter.last_number + 1
    returning last_number`)
  const sequence = Number(counted.rows[0]?.last_number)
  const [note] = await tx
    .insert(creditNote)
    .values({
      number: creditNoteNumber(year, sequence),
      year,
      sequence,
      invoiceId,
      invoiceNumber: row.number,
      invoiceIssuedOn: row.issuedOn,
      providerId: row.providerId,
      kind: asked.kind,
      reason: asked.reason,
      daysCredited: asked.proRata?.daysCredited ?? null,
      daysInPeriod: asked.proRata?.daysInPeriod ?? null,
      issuedOn,
      netCents: amounts.netCents,
      vatRateBasisPoints: row.vatRateBasisPoints,
      vatCents: amounts.vatCents,
      grossCents: amounts.grossCents,
      seller: row.seller,
      buyer: row.buyer,
      issuedByUserId: actor.userId,
    })
    .returning()
  if (!note) throw new Error('credit note insert returned nothing')
  const creditedCents = row.creditedCents + note.grossCents
  const settled = creditedCents === row.grossCents && row.status === 'issued'
  await tx
    .update(invoice)
    .set({ creditedCents, ...(settled ? { status: 'credited' as const } : {}) })
    .where(eq(invoice.id, invoiceId))
  const restored = settled
    ? await releaseListingHold(tx, invoiceId, { actor, action: 'provider.restore_on_credit' })
    : null
  await recordAudit(tx, actor, {
    action: 'invoice.credit',
    targetType: 'invoice',
    targetId: invoiceId,
    before: { status: row.status, creditedCents: row.creditedCents },
    after: { status: settled ? 'credited' : row.status, creditedCents },
    details: {
      creditNote: note.number,
      kind: note.kind,
      reason: note.reason,
      netCents: note.netCents,
      vatCents: note.vatCents,
      grossCents: note.grossCents,
      ...(asked.proRata ?? {}),
    },
  })
  if (note.buyer.email) {
    const language = await invoiceLanguage(tx as Database, row.providerId)
    await deps.mailerFor(tx as Database).send({
      to: note.buyer.email,
      template: 'credit-note-issued',
      language,
      vars: creditNoteEmailVars(note, language, deps.publicUrl),
    })
  }
  return { note, listingRestored: restored !== null }
}

/** An admin's refund of an invoice, full or partial, with its reason: one transaction. */
export function refundInvoice(
  db: Database,
  invoiceId: number,
  input: { amountCents?: number; reason: string },
  actor: AuditActor,
  deps: CreditNoteDeps,
) {
  return db.transaction((tx) =>
    issueCreditNoteIn(
      tx,
      invoiceId,
      { kind: 'refund', reason: input.reason, grossCents: input.amountCents },
      actor,
      deps,
    ),
  )
}

/**
 * A listing cancelled (deleted by an admin) on `cancelledOn`, inside the cancellation's transaction:
 * each invoice of the period that day falls in, paid or still due, is credited pro rata for the days
 * left after it. Plan changes never split a period (they apply at the next one), so this is the one
 * credit a period's days decide.
 */
export async function creditCancelledListing(
  tx: Executor,
  providerId: number,
  actor: AuditActor,
  deps: CreditNoteDeps,
  cancelledOn = luxembourgToday(),
): Promise<CreditNoteRow[]> {
  const current = await tx
    .select({ id: invoice.id, periodStart: invoice.periodStart, periodEnd: invoice.periodEnd })
    .from(invoice)
    .where(
      and(
        eq(invoice.providerId, providerId),
        inArray(invoice.status, ['issued', 'paid']),
        lte(invoice.periodStart, cancelledOn),
        gte(invoice.periodEnd, cancelledOn),
        sql`${invoice.creditedCents} < ${invoice.grossCents}`,
      ),
    )
  const notes: CreditNoteRow[] = []
  for (const row of current) {
    const proRata = proRataDays(row.periodStart, row.periodEnd, cancelledOn)
    if (proRata.daysCredited === 0) continue
    const { note } = await issueCreditNoteIn(
      tx,
      row.id,
      { kind: 'listing_cancelled', reason: null, proRata },
      actor,
      deps,
      cancelledOn,
    )
    notes.push(note)
  }
  return notes
}

export function creditNoteView(row: CreditNoteRow): CreditNote {
  return {
    id: row.id,
    number: row.number,
    issuedOn: row.issuedOn,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    invoiceIssuedOn: row.invoiceIssuedOn,
    kind: row.kind,
    reason: row.reason,
    daysCredited: row.daysCredited,
    daysInPeriod: row.daysInPeriod,
    netCents: row.netCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
  }
}

/** The provider's credit notes, newest first (ownership in the query). */
export async function providerCreditNotes(db: Database, providerId: number): Promise<CreditNote[]> {
  const rows = await db
    .select()
    .from(creditNote)
    .where(eq(creditNote.providerId, providerId))
    .orderBy(desc(creditNote.id))
  return rows.map(creditNoteView)
}

/** One of the provider's own credit notes; 404 for anyone else's. */
export async function ownCreditNote(db: Database, providerId: number, id: number): Promise<CreditNoteRow> {
  const [row] = await db
    .select()
    .from(creditNote)
    .where(and(eq(creditNote.id, id), eq(creditNote.providerId, providerId)))
  if (!row) throw new DomainError('not_found', 404)
  return row
}

export async function creditNoteById(db: Database, id: number): Promise<CreditNoteRow> {
  const [row] = await db.select().from(creditNote).where(eq(creditNote.id, id))
  if (!row) throw new DomainError('not_found', 404)
  return row
}

/** The credit notes of these invoices, oldest first, for the admins' list. */
export async function creditNotesOfInvoices(db: Database, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return []
  return db
    .select({
      id: creditNote.id,
      invoiceId: creditNote.invoiceId,
      number: creditNote.number,
      issuedOn: creditNote.issuedOn,
      grossCents: creditNote.grossCents,
    })
    .from(creditNote)
    .where(inArray(creditNote.invoiceId, invoiceIds))
    .orderBy(creditNote.id)
}
