import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CategorySlug } from '../../../shared/catalog/categories'
import { QUOTE_STATUSES } from '../../../shared/quotes/quote-status'
import { user } from './auth'
import { provider } from './providers'

/** A customer's project (null owner: demo projects from the seed). */
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
    customerUserId: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('project_public_created_idx').on(t.isPublic, t.createdAt)],
)

/**
 * A project sent to one provider. The directory needs it for review eligibility (only a customer whose
 * request reached "completed" may review); the quotes issue adds the quote, messages and transitions.
 */
export const quoteRequest = pgTable(
  'quote_request',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    customerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    status: text({ enum: QUOTE_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_request_project_provider_key').on(t.projectId, t.providerId),
    index('quote_request_provider_status_idx').on(t.providerId, t.status),
    index('quote_request_customer_idx').on(t.customerUserId, t.providerId),
  ],
)
