import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'
import type { StoredImageVariants } from './images'
import { provider } from './providers'

/** product §3 availability: one row per time slot (day 0 = Monday). Feeds matching. */
export const availability = pgTable(
  'availability',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
  },
  (t) => [index('availability_provider_idx').on(t.providerId, t.day)],
)

/** Portfolio images with captions; the file lives under DATA_DIR/uploads with a generated name. */
export const portfolioItem = pgTable(
  'portfolio_item',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    caption: text().notNull().default(''),
    storedName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    variants: jsonb().$type<StoredImageVariants>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_item_provider_idx').on(t.providerId, t.createdAt)],
)

/** product §3 template: name, description, default flag, file (PDF, DOCX or XLSX), owned by one account. */
export const documentTemplate = pgTable(
  'template',
  {
    id: serial().primaryKey(),
    ownerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    fileName: text().notNull(),
    kind: text().$type<'pdf' | 'docx' | 'xlsx'>().notNull(),
    storedName: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('template_owner_idx').on(t.ownerUserId, t.createdAt)],
)

/** Quote templates pre-fill the quote form. Amounts in cents. */
export const quoteTemplate = pgTable(
  'quote_template',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    materialsCents: integer().notNull().default(0),
    laborCents: integer().notNull().default(0),
    durationDays: integer().notNull().default(1),
    validityDays: integer().notNull().default(30),
    message: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_template_provider_idx').on(t.providerId)],
)
