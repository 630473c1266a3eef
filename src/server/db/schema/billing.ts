import type { PlanTier } from '@shared/billing/plans'
import type { UiLanguage } from '@shared/i18n/languages'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { provider } from './providers'

/** A provider's plan: the tier billed now, and a change that takes effect at the next period. */
export const subscription = pgTable('subscription', {
  providerId: integer()
    .primaryKey()
    .references(() => provider.id, { onDelete: 'cascade' }),
  tier: text().$type<PlanTier>().notNull(),
  /** The first day billed (the first of a month). */
  startsOn: date({ mode: 'string' }).notNull(),
  nextTier: text().$type<PlanTier>(),
  /** The first day of the period the next tier applies from. */
  nextTierFrom: date({ mode: 'string' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Invoice numbers run without gaps per year: the counter moves in the transaction that writes the invoice. */
export const invoiceCounter = pgTable('invoice_counter', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull().default(0),
})

export interface InvoiceParty {
  name: string
  address: string[]
  vatNumber: string | null
  rcsNumber: string | null
  email: string | null
}

/**
 * A monthly invoice, as issued: the parties' details are copied in, so a later change of address
 * never rewrites an invoice. Amounts in integer cents.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: serial().primaryKey(),
    /** LP-2026-000042: the year and the sequence, gap-free per year. */
    number: text().notNull().unique(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    providerId: integer().references(() => provider.id, { onDelete: 'set null' }),
    tier: text().$type<PlanTier>().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    netCents: integer().notNull(),
    vatRateBasisPoints: integer().notNull(),
    vatCents: integer().notNull(),
    grossCents: integer().notNull(),
    seller: jsonb().$type<InvoiceParty>().notNull(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    /** ISO 11649 creditor reference (RF…) the transfer carries. */
    structuredReference: text().notNull(),
    /** 'credited': credited in full before it was paid, so no longer due. */
    status: text().$type<'issued' | 'paid' | 'credited'>().notNull().default('issued'),
    paidAt: timestamp({ withTimezone: true }),
    /** What its credit notes credited, VAT included: moved in each credit note's transaction. */
    creditedCents: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoice_provider_period_key').on(t.providerId, t.periodStart),
    index('invoice_status_due_idx').on(t.status, t.dueOn),
    check('invoice_credited_within_gross', sql`${t.creditedCents} between 0 and ${t.grossCents}`),
  ],
)

/** Credit note numbers run without gaps per year, in their own series (LP-CN-2026-000001). */
export const creditNoteCounter = pgTable('credit_note_counter', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull().default(0),
})

export type CreditNoteKind = 'refund' | 'listing_cancelled'

/**
 * A credit note: a document of its own that credits part or all of one invoice, at the invoice's VAT
 * rate. The parties and the invoice's number and date are copied in, as on the invoice. Amounts are
 * the credited ones, in positive cents (the documents show them as credits).
 */
export const creditNote = pgTable(
  'credit_note',
  {
    id: serial().primaryKey(),
    number: text().notNull().unique(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    invoiceNumber: text().notNull(),
    invoiceIssuedOn: date({ mode: 'string' }).notNull(),
    providerId: integer().references(() => provider.id, { onDelete: 'set null' }),
    kind: text().$type<CreditNoteKind>().notNull(),
    /** The admin's reason for a refund; none for a cancelled listing (its documents say why). */
    reason: text(),
    /** A pro rata credit: the days of the period left after the cancellation, of the period's days. */
    daysCredited: integer(),
    daysInPeriod: integer(),
    issuedOn: date({ mode: 'string' }).notNull(),
    netCents: integer().notNull(),
    vatRateBasisPoints: integer().notNull(),
    vatCents: integer().notNull(),
    grossCents: integer().notNull(),
    seller: jsonb().$type<InvoiceParty>().notNull(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    issuedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_note_year_sequence_key').on(t.year, t.sequence),
    index('credit_note_invoice_idx').on(t.invoiceId),
    index('credit_note_provider_idx').on(t.providerId),
    check(
      'credit_note_amounts_positive',
      sql`${t.grossCents} > 0 and ${t.netCents} >= 0 and ${t.vatCents} >= 0`,
    ),
  ],
)

/** How a payment was collected: a bank transfer, or card / SEPA Direct Debit through Stripe (ADR 043). */
export type PaymentMethod = 'bank_transfer' | 'stripe'

/** A payment received against an invoice, whatever collected it. */
export const invoicePayment = pgTable(
  'invoice_payment',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    method: text().$type<PaymentMethod>().notNull(),
    /** The collector's own id of the payment (Stripe's PaymentIntent): recorded once, whatever retries. */
    externalId: text().unique(),
    amountCents: integer().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    recordedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_payment_invoice_key').on(t.invoiceId)],
)

/** An imported bank statement (camt.053) or notification (camt.054), as the bank identified it. */
export const bankStatement = pgTable(
  'bank_statement',
  {
    id: serial().primaryKey(),
    kind: text().$type<'camt.053' | 'camt.054'>().notNull(),
    /** The message's id (GrpHdr/MsgId) and the statement's (Stmt/Id or Ntfctn/Id). */
    messageId: text().notNull(),
    statementId: text().notNull(),
    /** The account statemented (our IBAN). */
    iban: text(),
    importedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_message_key').on(t.kind, t.messageId, t.statementId)],
)

export type StatementEntryOutcome = 'matched' | 'partial' | 'over' | 'unmatched' | 'resolved' | 'dismissed'

/**
 * One credit of a statement (a batch booking gives one per transaction), or a Stripe payment that
 * did not match its invoice, kept whatever became of it: matched and recorded as its invoice's payment, or waiting for an admin in the review list.
 * `entryKey` is what the bank says identifies it (its reference for the transaction, else the
 * entry's with the position in the batch): a statement imported twice adds nothing twice.
 */
export const bankStatementEntry = pgTable(
  'bank_statement_entry',
  {
    id: serial().primaryKey(),
    /** The statement it came in; none for a payment collected through Stripe (`source`). */
    statementId: integer().references(() => bankStatement.id, { onDelete: 'cascade' }),
    /** Where the credit came from: a bank statement, or a Stripe payment that did not match its invoice. */
    source: text().$type<'bank_statement' | 'stripe'>().notNull().default('bank_statement'),
    entryKey: text().notNull().unique(),
    bookedOn: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    /** The structured reference it carried (RF…), or one found in its free text. */
    reference: text(),
    payerName: text(),
    remittance: text(),
    outcome: text().$type<StatementEntryOutcome>().notNull(),
    /** The invoice it paid (matched, resolved) or the one its reference names (partial, over). */
    invoiceId: integer().references(() => invoice.id, { onDelete: 'set null' }),
    /** Invoices an admin may apply it to (same reference, or same amount, or the payer's). */
    suggestedInvoiceIds: jsonb().$type<number[]>().notNull().default([]),
    resolvedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_statement_entry_outcome_idx').on(t.outcome, t.bookedOn)],
)

/**
 * A reminder emailed for an unpaid invoice: one row per invoice and step (the unique key), written in
 * the transaction that queues its email, so a retried run or a second instance never sends it twice.
 */
export const invoiceReminder = pgTable(
  'invoice_reminder',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    /** 1 for the first reminder (REMINDER_DAYS_AFTER_DUE in src/shared/billing/reminders.ts). */
    step: integer().notNull(),
    /** The day in Luxembourg it was sent. */
    sentOn: date({ mode: 'string' }).notNull(),
    language: text().$type<UiLanguage>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_reminder_invoice_step_key').on(t.invoiceId, t.step)],
)

/**
 * A listing an admin hid from the directory and matching until an overdue invoice is paid (its
 * status is 'inactive' meanwhile). Paying that invoice deletes the row and lists the business again;
 * so does an admin's "Restore visibility". Written only by admins and payments.
 */
export const listingHold = pgTable(
  'listing_hold',
  {
    providerId: integer()
      .primaryKey()
      .references(() => provider.id, { onDelete: 'cascade' }),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    hiddenByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    hiddenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_hold_invoice_key').on(t.invoiceId)],
)

/**
 * A Stripe webhook event handled (its id is Stripe's, evt_…), written in the transaction that acts on
 * it: Stripe retries an event until it is answered with 2xx, and a retry finds it here and does nothing.
 */
export const stripeEvent = pgTable('stripe_event', {
  id: text().primaryKey(),
  type: text().notNull(),
  /** The invoice its metadata names, if any. */
  invoiceId: integer().references(() => invoice.id, { onDelete: 'set null' }),
  /** paid: recorded as the invoice's payment; review: waits for an admin; ignored: nothing to do. */
  outcome: text().$type<'paid' | 'review' | 'ignored'>().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
