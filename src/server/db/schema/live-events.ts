import type { LiveEventKind } from '@shared/live/live-events'
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What changed for whom, kept a few minutes so a stream that dropped can replay what it missed
 * (ADR 058). Rows are written by triggers on the tables they tell about, in the same transaction,
 * and announced with NOTIFY when it commits. No foreign keys: a deleted request's events simply
 * have no reader any more, and writing an event never locks the rows it points at.
 */
export const liveEvent = pgTable(
  'live_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<LiveEventKind>().notNull(),
    /** The request it is about: its customer, its provider's owner and admins may read it. */
    quoteRequestId: integer(),
    /** Set for a notification: only this account may read it. */
    userId: text(),
    /** The clock when the trigger ran (not the transaction's start): replays look back from it. */
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('live_event_created_idx').on(t.createdAt)],
)
