import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { CategorySlug } from '../../../shared/catalog/categories'

/**
 * A listed business. The walking skeleton keeps the fields the landing page shows;
 * the directory issue extends it (services, licences, gallery, search vector…).
 */
export const provider = pgTable(
  'provider',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    companyName: text().notNull(),
    categories: text().array().$type<CategorySlug[]>().notNull(),
    specialties: text().array().notNull().default(sql`'{}'::text[]`),
    description: text().notNull().default(''),
    locality: text().notNull(),
    commune: text().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    rating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    yearsExperience: integer().notNull().default(0),
    projectsCompleted: integer().notNull().default(0),
    verified: boolean().notNull().default(false),
    insured: boolean().notNull().default(false),
    premium: boolean().notNull().default(false),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_rating_idx').on(t.status, t.rating, t.reviewCount)],
)
