import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { CategorySlug } from '../../../shared/catalog/categories'
import { QUOTE_STATUSES } from '../../../shared/quotes/quote-status'

/** A customer's project. Customer ownership arrives with the accounts issue. */
export const project = pgTable(
  'project',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    category: text().$type<CategorySlug>().notNull(),
    description: text().notNull(),
    locality: text().notNull(),
    commune: text().notNull(),
    budgetLow: integer(),
    budgetHigh: integer(),
    timeline: text(),
    status: text({ enum: QUOTE_STATUSES }).notNull().default('pending'),
    /** Shown on the landing page's "recent projects" only when the customer agreed. */
    isPublic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_public_created_idx').on(t.isPublic, t.createdAt)],
)
