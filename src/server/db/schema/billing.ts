import type { PlanTier } from '@shared/billing/plans'
import {
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
    status: text().$type<'issued' | 'paid'>().notNull().default('issued'),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoice_provider_period_key').on(t.providerId, t.periodStart),
    index('invoice_status_due_idx').on(t.status, t.dueOn),
  ],
)

/** A payment received against an invoice, whatever collected it (bank transfer today). */
export const invoicePayment = pgTable(
  'invoice_payment',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    method: text().$type<'bank_transfer'>().notNull(),
    amountCents: integer().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    recordedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_payment_invoice_key').on(t.invoiceId)],
)
