import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Stored files whose rows are gone, waiting for their bytes to be removed (ADR 037). A database
 * trigger queues one in the very transaction that deletes a template, portfolio item or project
 * photo row (cascades included); the file store removes the file once that has committed, and a job
 * retries what the storage refused (read-only, unreachable) until it goes.
 */
export const fileRemoval = pgTable(
  'file_removal',
  {
    /** The file store's folder: templates, portfolio, project-photos or message-attachments. */
    kind: text().notNull(),
    storedName: text().notNull(),
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (the storage's error code), or null before any. */
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.storedName] }), index('file_removal_due_idx').on(t.nextAttemptAt)],
)
