import type { Database } from '@server/db/client'
import { type InvoiceParty, invoice, provider, subscription, user } from '@server/db/schema/index'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { creditorReference } from '@shared/billing/creditor-reference'
import { PLANS, VAT_RATE_BASIS_POINTS, withVat } from '@shared/billing/plans'
import { PAYMENT_TERM_DAYS, SELLER } from '@shared/billing/seller'
import { luxembourgToday } from '@shared/format/date-time'
import { isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { addDays, monthEnd, monthStart } from './periods'
import { applyDuePlanChanges } from './subscriptions'

export type InvoiceRow = typeof invoice.$inferSelect

const SELLER_PARTY: InvoiceParty = {
  name: SELLER.name,
  address: [...SELLER.address],
  vatNumber: SELLER.vatNumber,
  rcsNumber: SELLER.rcsNumber,
  email: SELLER.email,
}

/** LP-2026-000042 */
export const invoiceNumber = (year: number, sequence: number) =>
  `LP-${year}-${String(sequence).padStart(6, '0')}`

function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if ((e as { code?: string }).code === '23505') return true
  return false
}

async function buyerOf(
  db: Database,
  providerId: number,
): Promise<(InvoiceParty & { language: UiLanguage }) | null> {
  const [row] = await db
    .select({
      name: provider.companyName,
      address: provider.address,
      postalCode: provider.postalCode,
      locality: provider.locality,
      vatNumber: provider.vatNumber,
      rcsNumber: provider.rcsNumber,
      email: provider.email,
      languages: provider.languages,
      ownerLanguage: user.language,
      ownerEmail: user.email,
    })
    .from(provider)
    .leftJoin(user, eq(user.id, provider.ownerUserId))
    .where(eq(provider.id, providerId))
  if (!row) return null
  const postal = row.postalCode ? `L-${row.postalCode.replace(/^L-?/i, '')} ` : ''
  const language = [row.ownerLanguage, ...row.languages].find((l) => l && isUiLanguage(l)) as
    | UiLanguage
    | undefined
  return {
    name: row.name,
    address: [row.address, `${postal}${row.locality}`].filter((line): line is string => Boolean(line)),
    vatNumber: row.vatNumber,
    rcsNumber: row.rcsNumber,
    email: row.ownerEmail ?? row.email,
    language: language ?? 'en',
  }
}

/**
 * Issues one provider's invoice for the month starting `periodStart`, in one transaction: the year's
 * counter moves by one (its row stays locked until the commit, so concurrent issuers queue) and the
 * invoice takes that number. A failed insert (the period is already invoiced) rolls the counter back
 * with it: numbers never skip. Returns null when the period was already invoiced. Issued for an
 * admin (`actor`), the invoice is audited in its transaction.
 */
export async function issueInvoice(
  db: Database,
  providerId: number,
  periodStart: string,
  issuedOn = luxembourgToday(),
  actor?: AuditActor,
): Promise<InvoiceRow | null> {
  const [plan] = await db.select().from(subscription).where(eq(subscription.providerId, providerId))
  const buyer = await buyerOf(db, providerId)
  if (!plan || !buyer) return null
  const { language: _, ...buyerParty } = buyer
  const amounts = withVat(PLANS[plan.tier].monthlyCents, VAT_RATE_BASIS_POINTS)
  const year = Number(issuedOn.slice(0, 4))
  try {
    return await db.transaction(async (tx) => {
      const counted = await tx.execute<{ last_number: number }>(sql`
        insert into invoice_counter (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = invoice_counter.last_number + 1
        returning last_number`)
      const sequence = Number(counted.rows[0]?.last_number)
      const [issued] = await tx
        .insert(invoice)
        .values({
          number: invoiceNumber(year, sequence),
          year,
          sequence,
          providerId,
          tier: plan.tier,
          periodStart,
          periodEnd: monthEnd(periodStart),
          issuedOn,
          dueOn: addDays(issuedOn, PAYMENT_TERM_DAYS),
          netCents: amounts.netCents,
          vatRateBasisPoints: amounts.rateBasisPoints,
          vatCents: amounts.vatCents,
          grossCents: amounts.grossCents,
          seller: SELLER_PARTY,
          buyer: buyerParty,
          structuredReference: creditorReference(`${year}${String(sequence).padStart(6, '0')}`),
        })
        .returning()
      if (issued && actor)
        await recordAudit(tx, actor, {
          action: 'invoice.issue',
          targetType: 'invoice',
          targetId: issued.id,
          after: {
            number: issued.number,
            providerId,
            tier: issued.tier,
            periodStart: issued.periodStart,
            grossCents: issued.grossCents,
            status: issued.status,
          },
        })
      return issued ?? null
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/**
 * The monthly run: plan changes due by the month take effect, then every subscription billed by
 * then gets the month's invoice (once: a second run issues nothing). Returns what it issued;
 * onListingsChanged is called when a plan change moved a listing's tier. A run an admin asked for
 * (`actor`) audits each invoice it issues.
 */
export async function issueMonthlyInvoices(
  db: Database,
  month: string,
  issuedOn?: string,
  onListingsChanged?: () => void,
  actor?: AuditActor,
): Promise<InvoiceRow[]> {
  const periodStart = monthStart(month)
  const planChanges = await db.transaction((tx) => applyDuePlanChanges(tx, periodStart))
  if (planChanges > 0) onListingsChanged?.()
  const due = await db
    .select({ providerId: subscription.providerId })
    .from(subscription)
    .leftJoin(
      invoice,
      and(eq(invoice.providerId, subscription.providerId), eq(invoice.periodStart, periodStart)),
    )
    .where(and(lte(subscription.startsOn, periodStart), isNull(invoice.id)))
    .orderBy(subscription.providerId)
  const issued: InvoiceRow[] = []
  for (const { providerId } of due) {
    const row = await issueInvoice(db, providerId, periodStart, issuedOn ?? luxembourgToday(), actor)
    if (row) issued.push(row)
  }
  return issued
}

/** The language an invoice is written in for its provider. */
export async function invoiceLanguage(db: Database, providerId: number | null): Promise<UiLanguage> {
  if (providerId === null) return 'en'
  return (await buyerOf(db, providerId))?.language ?? 'en'
}
