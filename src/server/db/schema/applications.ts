import type { HowHeard, TeamSize, YearsInBusiness } from '@shared/applications/application-options'
import type { ApplicationEventKind } from '@shared/applications/application-review-schemas'
import { APPLICATION_STATUSES } from '@shared/applications/application-status'
import type { PlanTier, Product } from '@shared/billing/plans'
import type { CategorySlug } from '@shared/catalog/categories'
import type { VerificationDocumentKind } from '@shared/providers/trust-claims'
import { sql } from 'drizzle-orm'
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { provider } from './providers'

/** Raw bytes (small documents kept with their row: a logo, an insurance certificate). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/** A partner application (product §3), from the first step's draft to the decision. */
export const partnerApplication = pgTable(
  'partner_application',
  {
    id: serial().primaryKey(),
    /** What the applicant quotes (LP-XXXXXX): never the row id. */
    reference: text().notNull().unique(),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('draft'),
    language: text().notNull().default('en'),
    contactPerson: text().notNull(),
    companyName: text().notNull(),
    /** Lower case. */
    email: text().notNull(),
    phone: text().notNull(),
    primaryCategory: text().$type<CategorySlug>().notNull(),
    yearsInBusiness: text().$type<YearsInBusiness>(),
    teamSize: text().$type<TeamSize>(),
    serviceAreas: text().array().notNull().default(sql`'{}'::text[]`),
    specificServices: text(),
    vatNumber: text(),
    rcsNumber: text(),
    permitNumber: text(),
    /** The registered business address (the listing's place); null on applications made before it was asked. */
    street: text(),
    postalCode: text(),
    locality: text(),
    howHeard: text().$type<HowHeard>(),
    goal: text(),
    otherServiceDescription: text(),
    interestedProducts: text().array().$type<Product[]>().notNull().default(sql`'{}'::text[]`),
    tier: text().$type<PlanTier>().notNull().default('basic'),
    stepsDone: text().array().notNull().default(sql`'{}'::text[]`),
    /** sha256 of the draft link's token (the token itself is never stored); null once submitted. */
    draftTokenHash: text(),
    draftExpiresAt: timestamp({ withTimezone: true }),
    /** sha256 of the answer link's token while a question waits. */
    answerTokenHash: text(),
    question: text(),
    questionAskedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    /** The end of the 48 hours, moved later by the time spent waiting for answers. */
    reviewDueAt: timestamp({ withTimezone: true }),
    /** Set while the clock is stopped for a question. */
    clockPausedAt: timestamp({ withTimezone: true }),
    reviewerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    declineReason: text(),
    /** The account approval created or upgraded, and the listing it created. */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    providerId: integer().references(() => provider.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_application_draft_token_key').on(t.draftTokenHash),
    uniqueIndex('partner_application_answer_token_key').on(t.answerTokenHash),
    // One live application per email and per VAT number: a concurrent duplicate fails here.
    uniqueIndex('partner_application_live_email_key')
      .on(t.email)
      .where(sql`status not in ('draft', 'declined')`),
    uniqueIndex('partner_application_live_vat_key')
      .on(t.vatNumber)
      .where(sql`vat_number is not null and status not in ('draft', 'declined')`),
    index('partner_application_status_due_idx').on(t.status, t.reviewDueAt),
  ],
)

/** What happened to an application, who did it and when (decisions, notes, questions, answers). */
export const partnerApplicationEvent = pgTable(
  'partner_application_event',
  {
    id: serial().primaryKey(),
    applicationId: integer()
      .notNull()
      .references(() => partnerApplication.id, { onDelete: 'cascade' }),
    kind: text().$type<ApplicationEventKind>().notNull(),
    actorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The admin's name at the time, or "applicant". */
    actorName: text().notNull(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_application_event_app_idx').on(t.applicationId, t.createdAt)],
)

/** A listing created by an approval: unpublished until its onboarding checklist is done. */
export const providerOnboarding = pgTable('provider_onboarding', {
  providerId: integer()
    .primaryKey()
    .references(() => provider.id, { onDelete: 'cascade' }),
  applicationId: integer().references(() => partnerApplication.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp({ withTimezone: true }),
})

/**
 * A provider's logo, or a document backing a trust claim (insurance certificate, RCS extract,
 * establishment permit): one of each kind, kept with its row, never public. A trust document
 * carries an administrator's decision; a claim shows only while an approved row is within its
 * validity, and `provider.insured` / `provider.verified` are kept from these rows (ADR 051). A new
 * upload replaces the file and waits for a new review.
 */
export const providerDocument = pgTable(
  'provider_document',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    kind: text().$type<'logo' | VerificationDocumentKind>().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A trust document's review: pending until an administrator approves or rejects it. */
    status: text().$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** Last day the document is valid (Luxembourg date), set on approval. */
    validUntil: date({ mode: 'string' }),
    rejectReason: text(),
    /** When the provider was told the document ends within 30 days (once per approval). */
    expiryNoticeSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_document_kind_key').on(t.providerId, t.kind),
    index('provider_document_pending_idx').on(t.createdAt).where(sql`status = 'pending' and kind <> 'logo'`),
  ],
)

/** Per listing and day: profile views and searches whose answer showed it. */
export const providerDailyStat = pgTable(
  'provider_daily_stat',
  {
    providerId: integer()
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    profileViews: integer().notNull().default(0),
    searchAppearances: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.day] })],
)
