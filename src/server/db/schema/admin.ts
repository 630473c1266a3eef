import type { UiLanguage } from '@shared/i18n/languages'
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * Every admin action and every security event: who, what, when, from where, before and
 * after. Written in the same transaction as the action it records; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The account that acted; null for anonymous events (a failed sign-in) and the system. */
    actorUserId: text(),
    /** Kept as written: the log outlives the account. */
    actorEmail: text(),
    /** A dotted name: user.deactivate, settings.update, auth.sign_in_failed… */
    action: text().notNull(),
    /** What was acted on: user, provider, project, quote_request, message, setting, template, backup… */
    targetType: text(),
    targetId: text(),
    ip: text(),
    userAgent: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** Anything else worth keeping: the reason given, a count, a file name. */
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
)

/** Settings admins change at run time (support email, promises, credit policy, banners, maintenance…). */
export const appSetting = pgTable('app_setting', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
})

/** An email template as an admin saved it, per language; without a row the built-in text is used. */
export const emailTemplate = pgTable(
  'email_template',
  {
    template: text().notNull(),
    language: text().$type<UiLanguage>().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: text(),
  },
  (t) => [primaryKey({ columns: [t.template, t.language] })],
)

/** A backup archive: database plus uploaded files, with its checksum. */
export const backupArchive = pgTable(
  'backup_archive',
  {
    id: serial().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** manual (an admin pressed the button), scheduled (the daily backup), pre-restore (taken before a restore) or uploaded (an archive from elsewhere, restored). */
    kind: text().$type<'manual' | 'scheduled' | 'pre-restore' | 'uploaded'>().notNull(),
    /** How the database part was written: pglite-datadir, pg_dump or logical. */
    format: text().$type<'pglite-datadir' | 'pg_dump' | 'logical'>().notNull(),
    fileName: text().notNull(),
    sizeBytes: integer().notNull(),
    /** sha256 of the whole archive, hex. */
    sha256: text().notNull(),
    /** Rows per table when the backup was taken. */
    tables: jsonb().$type<Record<string, number>>().notNull(),
    uploads: integer().notNull().default(0),
    createdBy: text(),
  },
  (t) => [index('backup_archive_created_idx').on(t.createdAt)],
)

/** Server errors (500s) and errors the web app reported, under the ID the person saw. */
export const errorReport = pgTable(
  'error_report',
  {
    id: serial().primaryKey(),
    /** The ID shown to the person (the error page's ERR-… or the request id of a 500). */
    errorId: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    source: text().$type<'server' | 'web'>().notNull(),
    message: text().notNull(),
    stack: text(),
    method: text(),
    url: text(),
    userId: text(),
  },
  (t) => [index('error_report_at_idx').on(t.at), index('error_report_error_id_idx').on(t.errorId)],
)

/**
 * The marketplace funnel per day (chats → estimates shown → requests sent → quotes received →
 * accepted → completed), split by category, commune, language and landing version ('' when not
 * known). Rolled up from the live tables for recent days (conversations are purged after a week),
 * and seeded with a year of history in demo databases.
 */
export const funnelDay = pgTable(
  'funnel_day',
  {
    day: date({ mode: 'string' }).notNull(),
    category: text().notNull().default(''),
    commune: text().notNull().default(''),
    language: text().notNull().default(''),
    landingVersion: text().notNull().default(''),
    chats: integer().notNull().default(0),
    estimates: integer().notNull().default(0),
    requests: integer().notNull().default(0),
    quotes: integer().notNull().default(0),
    accepted: integer().notNull().default(0),
    completed: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.category, t.commune, t.language, t.landingVersion] }),
    index('funnel_day_day_idx').on(t.day),
  ],
)
