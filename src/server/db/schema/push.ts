import type { UiLanguage } from '@shared/i18n/languages'
import type { NotificationKind } from '@shared/quotes/quote-request-schemas'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { session, user } from './auth'

/**
 * A device that asked for push notifications (ADR 072): what its browser's push service gave it
 * (the endpoint and the keys a message is encrypted for), whose account it follows and in which
 * language it is written to. It is sent to while the session it was made in lasts: signing out (or
 * being signed out from another device) pauses it until the same account signs in there again. One
 * row per endpoint: a device turned on by another account follows that account from then on.
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The session it was turned on in; none once that session is signed out (nothing is sent then). */
    sessionId: text().references(() => session.id, { onDelete: 'set null' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    language: text().$type<UiLanguage>().notNull(),
    /** "Chrome on Android", shown in settings; never the full user agent. */
    deviceLabel: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscription_user_idx').on(t.userId)],
)

/**
 * A push to send to every device of an account, written in the transaction of the in-app notice it
 * announces (so it exists only if that change committed) and deleted once sent to them all.
 */
export const pushMessage = pgTable(
  'push_message',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    href: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedBy: text(),
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_message_due_idx').on(t.nextAttemptAt)],
)

/**
 * The server's VAPID key pair when none is configured (development, demo, tests): made once, kept
 * here so subscriptions survive restarts and every instance signs with the same pair.
 */
export const pushVapidKey = pgTable(
  'push_vapid_key',
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_key_single_row', sql`${t.id} = 1`)],
)
