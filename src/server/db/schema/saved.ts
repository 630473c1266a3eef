import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { provider } from './providers'

/**
 * A provider a person keeps for later, with their private note (ADR 065). One row per pair; it
 * goes with either side. The list shows listed providers only, so a hidden listing drops out of it
 * and comes back when shown again.
 */
export const savedProvider = pgTable(
  'saved_provider',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.providerId] }),
    // A provider's deletion cascades through this side.
    index('saved_provider_provider_idx').on(t.providerId),
  ],
)
