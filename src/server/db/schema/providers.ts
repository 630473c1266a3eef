import type { CategorySlug } from '@shared/catalog/categories'
import type { ResponsiveImage } from '@shared/images/responsive-image'
import type { VatCheckResult } from '@shared/providers/trust-claims'
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'

export interface LocalizedText {
  en: string
  fr: string
  de: string
}
export interface GalleryImage {
  src: string
  alt: LocalizedText
  /** An uploaded image's size and resized copies (portfolio); the seeded illustrations have none. */
  image?: ResponsiveImage
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Full-text vector over the search document, stemmed for English, French and German and kept as
 * plain words too ('simple'), with names weighted highest. Generated, so it never drifts.
 */
const SEARCH_VECTOR_SQL = sql`setweight(to_tsvector('simple'::regconfig, search_names), 'A') || setweight(to_tsvector('english'::regconfig, search_document), 'B') || setweight(to_tsvector('french'::regconfig, search_document), 'B') || setweight(to_tsvector('german'::regconfig, search_document), 'B')`

/**
 * What a text match is ranked by: the names (A) and what the provider does (B), both as plain words.
 * Small, and stored in the row (SET STORAGE MAIN in migration 0008), unlike the search vector with
 * its descriptions, so ranking thousands of matches reads no out-of-line storage.
 */
const SEARCH_KEY_VECTOR_SQL = sql`setweight(to_tsvector('simple'::regconfig, search_names), 'A') || setweight(to_tsvector('simple'::regconfig, search_keys), 'B')`

/** A listed business (product §3 directory fields, plus what matching and trust need). */
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
    /**
     * 'demo': a fictitious business of demo mode (ADR 031), seeded with the reference data. Every
     * public query asks for 'active', so it is never listed, matched or counted outside demo mode.
     */
    status: text().$type<'active' | 'inactive' | 'demo'>().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ownerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    descriptions: jsonb().$type<LocalizedText>(),
    address: text(),
    postalCode: text(),
    phone: text(),
    email: text(),
    website: text(),
    awards: text().array().notNull().default(sql`'{}'::text[]`),
    certifications: text().array().notNull().default(sql`'{}'::text[]`),
    licences: text().array().notNull().default(sql`'{}'::text[]`),
    gallery: jsonb().$type<GalleryImage[]>().notNull().default(sql`'[]'::jsonb`),
    serviceRadiusKm: integer().notNull().default(20),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    vatNumber: text(),
    /**
     * What the EU's VIES register answered about `vatNumber` (ADR 053), and when: null until it was
     * asked and gave an answer ("unavailable" stores nothing). Written only by the VAT check job;
     * a change of the VAT number clears both (trigger of migration 0030).
     */
    vatCheck: text().$type<VatCheckResult>(),
    vatCheckedAt: timestamp({ withTimezone: true }),
    rcsNumber: text(),
    permitNumber: text(),
    subscriptionTier: text()
      .$type<'basic' | 'basic_plus' | 'pro' | 'premium' | 'enterprise'>()
      .notNull()
      .default('basic'),
    /** Median minutes to a first answer, measured from quote requests (null until measured). */
    medianResponseMinutes: integer(),
    /** Lower-case, accent-free name for the A–Z browse ('#' for digits). */
    initial: text().notNull().default('#'),
    /** Lower-case, accent-free name and company name: typo-tolerant (trigram) matching. Short on purpose: trigram cost grows with length. */
    searchNames: text().notNull().default(''),
    /** Lower-case, accent-free text of everything searchable (names, services, descriptions in en/fr/de, place). */
    searchDocument: text().notNull().default(''),
    searchVector: tsvector().generatedAlwaysAs(SEARCH_VECTOR_SQL),
    /** Lower-case, accent-free words for what the provider does: specialties, categories and their keywords, services (en/fr/de). */
    searchKeys: text().notNull().default(''),
    searchKeyVector: tsvector().generatedAlwaysAs(SEARCH_KEY_VECTOR_SQL),
  },
  (t) => [
    index('provider_rating_idx').on(t.status, t.rating, t.reviewCount),
    index('provider_initial_idx').on(t.initial, t.name),
    index('provider_categories_idx').using('gin', t.categories),
    index('provider_lat_lon_idx').on(t.lat, t.lon),
    index('provider_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('provider_search_names_trgm_idx').using('gin', t.searchNames.op('gin_trgm_ops')),
    index('provider_search_vector_idx').using('gin', t.searchVector),
    index('provider_specialties_idx').using('gin', t.specialties),
    // The admin table sorts by creation (ties by id: its pages are read from this index alone),
    // searches e-mail addresses and VAT numbers, and filters by commune and owner. Demo
    // mode's businesses are never in it (ADR 031), so the index leaves them out too.
    index('provider_created_idx').on(t.createdAt, t.id).where(sql`status <> 'demo'`),
    index('provider_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('provider_vat_number_idx').on(t.vatNumber),
    index('provider_commune_idx').on(t.commune),
    index('provider_owner_idx').on(t.ownerUserId),
  ],
)

export const providerService = pgTable(
  'provider_service',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    category: text().$type<CategorySlug>().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    priceFrom: integer(),
    priceTo: integer(),
    unit: text().$type<'hour' | 'job' | 'm2' | 'unit' | 'day' | 'page'>().notNull().default('job'),
    /**
     * The assistant's catalogue job this service is (modules/pricing/jobs/job-catalogue.ts), set by the
     * server from the service's name and category, never by the provider; null: no catalogue job.
     */
    job: text(),
  },
  (t) => [
    index('provider_service_provider_idx').on(t.providerId),
    index('provider_service_job_idx').on(t.job).where(sql`job is not null`),
  ],
)

export const review = pgTable(
  'review',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    authorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    rating: integer().notNull(),
    text: text().notNull(),
    /** The language the review is written in (an assistant language code), detected from its text. */
    language: text().notNull().default('en'),
    /** Whether `language` came from the detector; reviews stored before it are detected by a job. */
    languageDetected: boolean().notNull().default(false),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an admin under the review policy: off the page, the rating and the ranking. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenByUserId: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('review_provider_created_idx').on(t.providerId, t.createdAt),
    uniqueIndex('review_provider_author_key').on(t.providerId, t.authorUserId),
  ],
)
