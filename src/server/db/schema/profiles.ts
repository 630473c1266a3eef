import type { EmailMode, NotificationFamily } from '@shared/mail/notification-preferences'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { project } from './projects'

/** product §3 user profile, one row per user (snake_case columns). */
export const profile = pgTable('profile', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text(),
  lastName: text(),
  phoneNumber: text(),
  address: text(),
  location: text(),
  city: text(),
  postalCode: text(),
  country: text().notNull().default('Luxembourg'),
  lat: doublePrecision(),
  lon: doublePrecision(),
  currency: text(),
  interests: text().array(),
  roleInCompany: text(),
  businessName: text(),
  businessCategory: text(),
  businessDescription: text(),
  services: text().array(),
  website: text(),
  verified: boolean().notNull().default(false),
  status: text().$type<'active' | 'inactive'>().notNull().default('active'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Credits are a ledger: the balance is the sum of deltas, never a number the client sends. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    /** Null once the account is deleted: the entry stays for the accounts, without the person. */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    delta: integer().notNull(),
    /**
     * refill and adjust are an admin's (createdBy), with the reason they gave in note; a project's
     * spend comes back as returned once the project is closed (ADR 027).
     */
    reason: text().$type<'welcome' | 'spend' | 'returned' | 'refill' | 'adjust'>().notNull(),
    note: text(),
    createdBy: text(),
    /** The project a spend paid for, and its return: one of each per project at most. */
    projectId: integer().references(() => project.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId),
    uniqueIndex('credit_ledger_project_reason_idx')
      .on(t.projectId, t.reason)
      .where(sql`${t.projectId} is not null`),
  ],
)

/**
 * An address's choice for one family of notices (the settings page, or an unsubscribe link that works
 * without signing in); no row: the family's defaults. Kept by address: providers' listing addresses
 * have no account. `inApp` applies to the account with this address.
 */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    email: text().notNull(),
    family: text().$type<NotificationFamily>().notNull(),
    inApp: boolean().notNull(),
    emailMode: text().$type<EmailMode>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.family] })],
)

/**
 * An email held back for the daily digest of its address (its family is set to 'digest'): what it
 * said and where it led. `digestId` is set when a digest took it, in that digest's transaction.
 */
export const digestItem = pgTable(
  'digest_item',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    family: text().$type<NotificationFamily>().notNull(),
    template: text().notNull(),
    language: text().notNull(),
    subject: text().notNull(),
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    digestId: integer().references(() => notificationDigest.id, { onDelete: 'set null' }),
  },
  (t) => [index('digest_item_pending_idx').on(t.email).where(sql`${t.digestId} is null`)],
)

/** One daily digest sent to an address: one per address and Luxembourg day (the unique index claims it). */
export const notificationDigest = pgTable(
  'notification_digest',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    items: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_digest_email_day_idx').on(t.email, t.day)],
)

/** Every email we send, kept so it can be read at /dev/mailbox outside production. */
export const outboxEmail = pgTable(
  'outbox_email',
  {
    id: serial().primaryKey(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    template: text().notNull(),
    language: text().notNull(),
    /** stored: kept, and waiting for delivery when nextAttemptAt is set; failed: given up after the last attempt. */
    status: text().$type<'stored' | 'sent' | 'failed'>().notNull().default('stored'),
    /** The last delivery error (kept while retries go on). */
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Delivery attempts so far (outbox-delivery.ts retries with a backoff). */
    attempts: integer().notNull().default(0),
    /** When the next delivery attempt is due; null when the email is only kept (no SMTP_URL) or done. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** The instance delivering it, until claimedUntil (a lease: a crashed instance's claims run out). */
    claimedBy: text(),
    claimedUntil: timestamp({ withTimezone: true }),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on optional emails). */
    headers: jsonb().$type<Record<string, string>>(),
  },
  (t) => [
    index('outbox_email_to_idx').on(t.to, t.createdAt),
    index('outbox_email_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'stored' and ${t.nextAttemptAt} is not null`),
  ],
)
