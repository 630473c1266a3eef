import type { CategoryDefinition, CategoryGroup, CategorySlug } from '@shared/catalog/categories'
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const category = pgTable('category', {
  slug: text().$type<CategorySlug>().primaryKey(),
  group: text().$type<CategoryGroup>().notNull(),
  names: jsonb().$type<{ en: string; fr: string; de: string }>().notNull(),
  pricingModel: text().$type<CategoryDefinition['pricingModel']>().notNull(),
  sortOrder: integer().notNull(),
})

/** Places people type: localities, communes without a same-named locality, and Luxembourg City quarters. */
export const locality = pgTable(
  'locality',
  {
    id: serial().primaryKey(),
    kind: text().$type<'locality' | 'commune' | 'quarter'>().notNull(),
    name: text().notNull(),
    commune: text().notNull(),
    canton: text().notNull(),
    postalCodes: text().array().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    nameLb: text(),
    nameDe: text(),
    /** Other names (lb, de, fr, en…) as found in the reference data. */
    altNames: text().array().notNull(),
    /** Lower-cased, accent-free names joined by '|', for prefix and trigram search. */
    searchText: text().notNull(),
    /** Commune population, used to rank equally good matches. */
    population: integer().notNull(),
  },
  (t) => [
    uniqueIndex('locality_kind_name_commune_key').on(t.kind, t.name, t.commune),
    index('locality_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('locality_postal_codes_idx').using('gin', t.postalCodes),
  ],
)
