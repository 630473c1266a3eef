import type { UserType } from '@shared/accounts/user-types'
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** better-auth's tables (core + admin and two-factor plugin fields), with our additional user fields. */
export const user = pgTable(
  'user',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    role: text(),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    /** product §3 type; the role (customer, provider, admin) derives from it. */
    type: text().$type<UserType>().notNull().default('individual'),
    /** Interface language for emails: en, fr or de. */
    language: text().notNull().default('en'),
    /** Sign-in asks for a second factor (TOTP or a backup code); set by the two-factor plugin. */
    twoFactorEnabled: boolean().notNull().default(false),
  },
  (t) => [
    // The admin tables search, filter and sort accounts (budget: 100,000 accounts, p95 50 ms a page).
    // Sorts break ties by id, so a page deep in the list is read from these indexes alone.
    index('user_created_idx').on(t.createdAt, t.id),
    index('user_name_idx').on(t.name, t.id),
    index('user_type_created_idx').on(t.type, t.createdAt),
    index('user_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('user_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
)

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
)

/**
 * The two-factor plugin's row per account: the TOTP secret and the unused backup codes, both
 * encrypted with the auth secret; `verified` stays false until the first code confirms the setup.
 */
export const twoFactor = pgTable('two_factor', {
  id: text().primaryKey(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  verified: boolean().notNull().default(true),
  /** Consecutive wrong codes at sign-in; the plugin locks the second step for a while past its limit. */
  failedVerificationCount: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
})
