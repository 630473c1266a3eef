import type { AccessFeatures, AccessLevel } from '@shared/access/access-features'
import type { UiLanguage } from '@shared/i18n/languages'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Early-access codes (ADR 026): created by admins, emailed as invitations, or asked for
 * on /access. Only the code's SHA-256 is kept; `hint` is its last characters, for the admin list.
 */
export const accessCode = pgTable(
  'access_code',
  {
    id: uuid().primaryKey().defaultRandom(),
    codeHash: text().notNull().unique(),
    hint: text().notNull(),
    accessLevel: text().$type<AccessLevel>().notNull(),
    features: jsonb().$type<AccessFeatures>().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    uses: integer().notNull().default(0),
    lastUsedAt: timestamp({ withTimezone: true }),
    note: text().notNull().default(''),
    email: text(),
    source: text().$type<'admin' | 'invite' | 'request'>().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_code_created_idx').on(t.createdAt), index('access_code_email_idx').on(t.email)],
)

/** A granted access: the browser holds the token (cookie), the server its SHA-256 and what it grants. */
export const accessSession = pgTable(
  'access_session',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    codeId: uuid()
      .notNull()
      .references(() => accessCode.id, { onDelete: 'cascade' }),
    accessLevel: text().$type<AccessLevel>().notNull(),
    features: jsonb().$type<AccessFeatures>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_session_code_idx').on(t.codeId)],
)

/**
 * The early-access waiting list (ADR 050): an address and the language its invitation goes out in.
 * `invitedAt` and `codeId` are set in the transaction that writes the invitation's code and email.
 */
export const accessWaitlist = pgTable(
  'access_waitlist',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    language: text().$type<UiLanguage>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    invitedAt: timestamp({ withTimezone: true }),
    invitedBy: text(),
    codeId: uuid().references(() => accessCode.id, { onDelete: 'set null' }),
  },
  (t) => [index('access_waitlist_created_idx').on(t.createdAt)],
)
