import type { Database } from '@server/db/client'
import {
  bankStatement,
  bankStatementEntry,
  invoice,
  provider,
  type StatementEntryOutcome,
} from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { ImportSummary } from '@shared/billing/billing-schemas'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { adminInvoices } from './billing-views'
import { type ParsedStatement, parseCamt, type StatementCredit, StatementFormatError } from './camt'
import { amountDueCents, recordPayment } from './payment-collection'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A company's name compared loosely: no accents, case, punctuation or legal form. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(
      /\b(s a r l|sarl|s a|sa|sas|sprl|gmbh|ag|sarl s|sarls|s a r l s|scs|secs|ltd|llc|et cie|cie)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim()
}

const sameParty = (payer: string | null, buyer: string) => {
  if (!payer) return false
  const a = comparableName(payer)
  const b = comparableName(buyer)
  return a.length > 0 && b.length > 0 && (a === b || a.includes(b) || b.includes(a))
}

interface Decision {
  outcome: Exclude<StatementEntryOutcome, 'resolved' | 'dismissed'>
  invoiceId: number | null
  suggestions: number[]
}

/**
 * Where a credit goes: by its structured reference first (the right amount: matched; less: partial;
 * more, or the invoice already paid: over), then by amount and payer name (exactly one unpaid
 * invoice of that amount whose buyer is the payer: matched); anything else waits for an admin with
 * the invoices it might pay.
 */
async function decide(tx: Tx, credit: StatementCredit): Promise<Decision> {
  if (credit.currency !== 'EUR') return { outcome: 'unmatched', invoiceId: null, suggestions: [] }
  if (credit.reference) {
    const [named] = await tx.select().from(invoice).where(eq(invoice.structuredReference, credit.reference))
    if (named) {
      const suggestions = [named.id]
      if (named.status !== 'issued') return { outcome: 'over', invoiceId: named.id, suggestions }
      if (credit.amountCents === amountDueCents(named))
        return { outcome: 'matched', invoiceId: named.id, suggestions }
      return {
        outcome: credit.amountCents < amountDueCents(named) ? 'partial' : 'over',
        invoiceId: named.id,
        suggestions,
      }
    }
  }
  const sameAmount = await tx
    .select({ id: invoice.id, buyer: invoice.buyer })
    .from(invoice)
    .where(
      and(
        eq(invoice.status, 'issued'),
        eq(sql`${invoice.grossCents} - ${invoice.creditedCents}`, credit.amountCents),
      ),
    )
    .orderBy(invoice.dueOn)
    .limit(200)
  const payers = sameAmount.filter((row) => sameParty(credit.payerName, row.buyer.name))
  if (payers.length === 1 && payers[0])
    return { outcome: 'matched', invoiceId: payers[0].id, suggestions: [] }
  // The payer's unpaid invoices (any amount), then the same amount's: at most five to choose from.
  const payerComparable = credit.payerName ? comparableName(credit.payerName) : ''
  const byPayer = payerComparable
    ? await tx
        .select({ id: invoice.id, buyer: invoice.buyer })
        .from(invoice)
        .where(eq(invoice.status, 'issued'))
        .orderBy(invoice.dueOn)
        .limit(2000)
    : []
  const suggestions = [
    ...payers.map((r) => r.id),
    ...byPayer.filter((r) => sameParty(credit.payerName, r.buyer.name)).map((r) => r.id),
    ...sameAmount.map((r) => r.id),
  ]
  return { outcome: 'unmatched', invoiceId: null, suggestions: [...new Set(suggestions)].slice(0, 5) }
}

/**
 * Imports a camt.053/054 message in one transaction: the statement, each credit kept as an entry
 * (a credit already imported is skipped: its key is unique), and each exact match recorded as its
 * invoice's payment through `recordPayment`. The import is audited with its counts.
 */
export async function importStatement(db: Database, xml: string, actor: AuditActor): Promise<ImportSummary> {
  let parsed: ParsedStatement
  try {
    parsed = parseCamt(xml)
  } catch (error) {
    if (error instanceof StatementFormatError) throw new DomainError('statement_unreadable', 422)
    throw error
  }
  return db.transaction(async (tx) => {
    // Two admins importing at once queue here: matching reads invoices the other may be paying.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank-statement-import'))`)
    const [existing] = await tx
      .select({ id: bankStatement.id })
      .from(bankStatement)
      .where(
        and(
          eq(bankStatement.kind, parsed.kind),
          eq(bankStatement.messageId, parsed.messageId),
          eq(bankStatement.statementId, parsed.statementId),
        ),
      )
    const statementId =
      existing?.id ??
      (
        await tx
          .insert(bankStatement)
          .values({
            kind: parsed.kind,
            messageId: parsed.messageId,
            statementId: parsed.statementId,
            iban: parsed.iban,
            importedByUserId: actor.userId,
          })
          .returning({ id: bankStatement.id })
      )[0]?.id
    if (statementId === undefined) throw new Error('statement not stored')
    const summary: ImportSummary = {
      statementId,
      credits: parsed.credits.length,
      matched: 0,
      review: 0,
      alreadyImported: 0,
      listingsRestored: 0,
    }
    const paidInvoiceIds: number[] = []
    for (const credit of parsed.credits) {
      const [known] = await tx
        .select({ id: bankStatementEntry.id })
        .from(bankStatementEntry)
        .where(eq(bankStatementEntry.entryKey, credit.key))
      if (known) {
        summary.alreadyImported++
        continue
      }
      const decision = await decide(tx, credit)
      await tx.insert(bankStatementEntry).values({
        statementId,
        entryKey: credit.key,
        bookedOn: credit.bookedOn,
        amountCents: credit.amountCents,
        reference: credit.reference,
        payerName: credit.payerName,
        remittance: credit.remittance,
        outcome: decision.outcome,
        invoiceId: decision.invoiceId,
        suggestedInvoiceIds: decision.suggestions,
      })
      if (decision.outcome === 'matched' && decision.invoiceId !== null) {
        const paid = await recordPayment(tx, decision.invoiceId, {
          method: 'bank_transfer',
          receivedOn: credit.bookedOn,
          recordedByUserId: actor.userId,
        })
        if (paid.listingRestored) summary.listingsRestored++
        paidInvoiceIds.push(decision.invoiceId)
        summary.matched++
      } else summary.review++
    }
    await recordAudit(tx, actor, {
      action: 'billing.statement_import',
      targetType: 'bank_statement',
      targetId: statementId,
      after: { matched: summary.matched, review: summary.review, paidInvoiceIds },
      details: { kind: parsed.kind, messageId: parsed.messageId, ...summary },
    })
    return summary
  })
}

/**
 * An admin settles a credit of the review list: applied to an unpaid invoice (recorded as its
 * payment) or dismissed (refunded or not ours), with the audit entry, in one transaction.
 */
export async function resolveStatementEntry(
  db: Database,
  entryId: number,
  action: { action: 'apply'; invoiceId: number } | { action: 'dismiss' },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ outcome: bankStatementEntry.outcome, invoiceId: bankStatementEntry.invoiceId })
      .from(bankStatementEntry)
      .where(eq(bankStatementEntry.id, entryId))
      .for('update')
    const [entry] = await tx
      .update(bankStatementEntry)
      .set({
        outcome: action.action === 'apply' ? 'resolved' : 'dismissed',
        invoiceId: action.action === 'apply' ? action.invoiceId : sql`${bankStatementEntry.invoiceId}`,
        resolvedByUserId: actor.userId,
        resolvedAt: new Date(),
      })
      .where(
        and(
          eq(bankStatementEntry.id, entryId),
          inArray(bankStatementEntry.outcome, ['partial', 'over', 'unmatched']),
        ),
      )
      .returning()
    if (!entry) {
      const [exists] = await tx
        .select({ id: bankStatementEntry.id })
        .from(bankStatementEntry)
        .where(eq(bankStatementEntry.id, entryId))
      throw exists
        ? new DomainError('statement_entry_settled', 409)
        : new DomainError('statement_entry_not_found', 404)
    }
    // A Stripe payment applied by hand is still Stripe's, under its PaymentIntent's id.
    const paid =
      action.action === 'apply'
        ? await recordPayment(tx, action.invoiceId, {
            ...(entry.source === 'stripe'
              ? { method: 'stripe', externalId: entry.entryKey.replace(/^stripe:/, '') }
              : { method: 'bank_transfer' }),
            receivedOn: entry.bookedOn,
            recordedByUserId: actor.userId,
          })
        : null
    await recordAudit(tx, actor, {
      action: action.action === 'apply' ? 'billing.statement_entry_apply' : 'billing.statement_entry_dismiss',
      targetType: 'bank_statement_entry',
      targetId: entry.id,
      before: { outcome: before?.outcome ?? null, invoiceId: before?.invoiceId ?? null },
      after: { outcome: entry.outcome, invoiceId: entry.invoiceId },
      details: { amountCents: entry.amountCents, reference: entry.reference },
    })
    return { ...entry, listingRestored: paid?.listingRestored ?? false }
  })
}

/** The review list (or every credit, newest first), each with the invoices it might pay. */
export async function listStatementEntries(db: Database, status: 'review' | 'all') {
  const rows = await db
    .select()
    .from(bankStatementEntry)
    .where(
      status === 'review' ? inArray(bankStatementEntry.outcome, ['partial', 'over', 'unmatched']) : undefined,
    )
    .orderBy(desc(bankStatementEntry.bookedOn), desc(bankStatementEntry.id))
    .limit(200)
  const ids = [...new Set(rows.flatMap((r) => r.suggestedInvoiceIds))]
  const invoices = ids.length
    ? await db
        .select({ invoice, providerName: provider.name, providerSlug: provider.slug })
        .from(invoice)
        .leftJoin(provider, eq(provider.id, invoice.providerId))
        .where(inArray(invoice.id, ids))
    : []
  const byId = new Map((await adminInvoices(db, invoices)).map((item) => [item.id, item]))
  return {
    items: rows.map((row) => ({
      id: row.id,
      bookedOn: row.bookedOn,
      amountCents: row.amountCents,
      reference: row.reference,
      payerName: row.payerName,
      remittance: row.remittance,
      outcome: row.outcome,
      source: row.source,
      invoiceId: row.invoiceId,
      suggestions: row.suggestedInvoiceIds.flatMap((id) => byId.get(id) ?? []),
    })),
  }
}
