import type { CategorySlug } from '@shared/catalog/categories'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import type { DeclineReason, NotificationKind, Timeline } from '@shared/quotes/quote-request-schemas'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import type { VatRate } from '@shared/quotes/vat'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import type { StoredImageVariants } from './images'
import { provider } from './providers'

/** A customer's project (null owner: demo projects from the seed). */
export const project = pgTable(
  'project',
  {
    id: serial().primaryKey(),
    /** The title the customer typed; null when the assistant named it: pages render it from the facts (projectTitle). */
    name: text(),
    /** Which of the customer's generated titles of the same trade, place and month this is (1 for the first). */
    titleNumber: integer().notNull().default(1),
    /** The language the customer wrote the description in (an assistant language code; null until detected). */
    language: text(),
    category: text().$type<CategorySlug>().notNull(),
    description: text().notNull(),
    locality: text().notNull(),
    commune: text().notNull(),
    budgetLow: integer(),
    budgetHigh: integer(),
    /** One of TIMELINES for projects sent through the app; free text on older demo projects. */
    timeline: text(),
    /** The assistant's estimate the customer saw before sending (null when sent without one). */
    estimate: jsonb().$type<ProjectEstimate>(),
    postalCode: text(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    status: text({ enum: QUOTE_STATUSES }).notNull().default('pending'),
    /** Shown on the landing page's "recent projects" only when the customer agreed. */
    isPublic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    customerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Created in demo mode (ADR 031): only demo businesses see it, analytics leave it out, removed after 24 hours. */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    index('project_public_created_idx').on(t.isPublic, t.createdAt),
    index('project_demo_created_idx').on(t.createdAt).where(sql`demo`),
  ],
)

/**
 * A photo of the job, uploaded while the customer writes the request (no project yet) and attached to
 * the project when it is sent; unattached ones are removed after a day, except those of an assistant
 * conversation, kept while it or the project kept from it at sign-up lives. Bytes in the file store.
 */
export const projectPhoto = pgTable(
  'project_photo',
  {
    id: serial().primaryKey(),
    projectId: integer().references(() => project.id, { onDelete: 'cascade' }),
    /** Null while a signed-out visitor's: set when they sign up or in with the conversation. */
    uploaderUserId: text().references(() => user.id, { onDelete: 'cascade' }),
    /** Attached in an assistant conversation (its id is the signed-out visitor's only key). */
    chatSessionId: text(),
    storedName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    variants: jsonb().$type<StoredImageVariants>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_photo_project_idx').on(t.projectId),
    index('project_photo_uploader_idx').on(t.uploaderUserId, t.createdAt),
    index('project_photo_chat_session_idx').on(t.chatSessionId),
  ],
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
    /** sha256 of the single-purpose token in the provider's email link (the token itself is never stored). */
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** The provider's first answer (quote, question or decline): feeds the measured response time. */
    firstResponseAt: timestamp({ withTimezone: true }),
    viewedAt: timestamp({ withTimezone: true }),
    declineReason: text().$type<DeclineReason>(),
    declineNote: text(),
    declinedAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    acceptedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Closed (rejected) because the customer accepted another provider's quote for the project. */
    notChosenAt: timestamp({ withTimezone: true }),
    /** Created in demo mode (ADR 031): sent to a demo business, removed with its project. */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('quote_request_token_key').on(t.tokenHash),
    uniqueIndex('quote_request_project_provider_key').on(t.projectId, t.providerId),
    index('quote_request_provider_status_idx').on(t.providerId, t.status),
    index('quote_request_customer_idx').on(t.customerUserId, t.providerId),
  ],
)

/** The provider's priced answer to one request; revised in place while the request is pending. Amounts in cents. */
export const quote = pgTable('quote', {
  id: serial().primaryKey(),
  quoteRequestId: integer()
    .notNull()
    .unique()
    .references(() => quoteRequest.id, { onDelete: 'cascade' }),
  clientName: text().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  completionDate: date({ mode: 'string' }).notNull(),
  materialsCents: integer().notNull(),
  laborCents: integer().notNull(),
  /** Materials + labour, excluding VAT. */
  totalCents: integer().notNull(),
  /** The VAT rate chosen, its percentage then, and the VAT in cents; null on quotes from before VAT (ADR 025). */
  vatRate: text().$type<VatRate>(),
  vatPercent: integer(),
  vatCents: integer(),
  message: text().notNull().default(''),
  validUntil: date({ mode: 'string' }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** A demo business's automatic answer to a demo request (ADR 031). */
  demo: boolean().notNull().default(false),
})

/** Messages between the customer and the provider of one request. */
export const quoteMessage = pgTable(
  'quote_message',
  {
    id: serial().primaryKey(),
    quoteRequestId: integer()
      .notNull()
      .references(() => quoteRequest.id, { onDelete: 'cascade' }),
    sender: text().$type<'customer' | 'provider'>().notNull(),
    senderUserId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** Hidden by an admin as abusive: the body is no longer shown to either side. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    /** On a demo request (ADR 031). */
    demo: boolean().notNull().default(false),
  },
  (t) => [index('quote_message_request_idx').on(t.quoteRequestId, t.createdAt)],
)

/**
 * A photo or PDF of a message: uploaded while the message is written (no message yet, for one request
 * and one side of it), then made part of the message in the transaction that stores it; unsent ones
 * are removed after a day. Photos go through the image pipeline; bytes in the file store.
 */
export const quoteMessageAttachment = pgTable(
  'quote_message_attachment',
  {
    id: serial().primaryKey(),
    quoteRequestId: integer()
      .notNull()
      .references(() => quoteRequest.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => quoteMessage.id, { onDelete: 'cascade' }),
    side: text().$type<'customer' | 'provider'>().notNull(),
    /** Who uploaded it (a provider from its email link: the listing's owner, if any); erased with them. */
    uploaderUserId: text().references(() => user.id, { onDelete: 'cascade' }),
    kind: text().$type<'photo' | 'pdf'>().notNull(),
    /** The uploaded file's name, shown beside the file (never used to store it). */
    fileName: text().notNull(),
    storedName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** A photo's copies (image pipeline); null for a PDF. */
    variants: jsonb().$type<StoredImageVariants>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_message_attachment_message_idx').on(t.messageId),
    index('quote_message_attachment_request_idx').on(t.quoteRequestId, t.createdAt),
    index('quote_message_attachment_uploader_idx').on(t.uploaderUserId),
  ],
)

/** In-app notifications (the list and unread badge of the dashboards). */
export const notification = pgTable(
  'notification',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    quoteRequestId: integer().references(() => quoteRequest.id, { onDelete: 'cascade' }),
    href: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** About a demo request (ADR 031). */
    demo: boolean().notNull().default(false),
  },
  (t) => [index('notification_user_idx').on(t.userId, t.createdAt)],
)

/**
 * A project typed by a visitor who registered to send it: kept for the new account, one
 * at a time, until it is sent or discarded after the email is confirmed, on any device.
 */
export const pendingProject = pgTable('pending_project', {
  id: serial().primaryKey(),
  userId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  providerIds: jsonb().$type<number[]>().notNull(),
  /** The project as the quote request will carry it (ProjectInputSchema's output). */
  project: jsonb().$type<PendingProjectFields>().notNull(),
  /** The assistant's estimate, read from the conversation on the server. */
  estimate: jsonb().$type<ProjectEstimate>(),
  /** The conversation it came from: sending it there consumes this one too. */
  chatSessionId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
})

export interface PendingProjectFields {
  /** Null or absent: the assistant names it (the title is drawn per reader). */
  name?: string | null
  /** The language the customer wrote in, when the assistant knew it. */
  language?: string | null
  category: CategorySlug
  description: string
  location: string
  budgetLow: number | null
  budgetHigh: number | null
  timeline: Timeline | null
}
