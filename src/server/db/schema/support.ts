import type { SupportEntryKind, SupportKind, SupportStatus } from '@shared/support/support-schemas'
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * One case of the support desk: a contact message, a report on a listing, review or message, or a
 * dispute about a request. `dueAt` is the response promise; `answeredAt` stops its clock.
 */
export const supportTicket = pgTable(
  'support_ticket',
  {
    id: serial().primaryKey(),
    /** What the sender quotes (SD- and six characters), never the row id. */
    reference: text().notNull().unique(),
    kind: text().$type<SupportKind>().notNull(),
    status: text().$type<SupportStatus>().notNull().default('new'),
    /** The contact form's topic, or the report's reason. */
    topic: text().notNull(),
    name: text().notNull(),
    /** Where replies go; null for an anonymous report (nobody to write to). */
    email: text(),
    language: text().notNull().default('en'),
    /** The signed-in sender, if any. */
    senderUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The reported item: provider, review, message or request, and its id. */
    targetType: text(),
    targetId: integer(),
    assigneeUserId: text().references(() => user.id, { onDelete: 'set null' }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** The first answer: a reply, a moderation decision or closing the case. */
    answeredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_ticket_status_idx').on(t.status, t.dueAt),
    index('support_ticket_target_idx').on(t.targetType, t.targetId),
  ],
)

/** The thread of a case: the sender's messages, the team's replies, internal notes and events. */
export const supportEntry = pgTable(
  'support_entry',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => supportTicket.id, { onDelete: 'cascade' }),
    kind: text().$type<SupportEntryKind>().notNull(),
    authorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_entry_ticket_idx').on(t.ticketId, t.createdAt)],
)
