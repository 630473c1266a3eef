import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { RowIdParamSchema, RowIdSchema } from '@shared/http/row-id'
import { codePointLength, multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { ProjectTitleSchema } from './job-title'
import { MessageAttachmentIdsSchema, MessageAttachmentSchema } from './message-attachments'
import { ProjectEstimateSchema } from './project-estimate'
import { ProjectPhotoIdsSchema, ProjectPhotoSchema } from './project-photos'
import { QUOTE_ACTIONS } from './quote-actions'
import { MAX_MATCHED_PROVIDERS } from './quote-limits'
import { QUOTE_STATUSES, type QuoteStatus } from './quote-status'
import { VAT_RATES } from './vat'

/**
 * The quotes API contract (docs/architecture.md; product §3). Money crosses the wire in euros with cents
 * (numbers like 1234.5); the server stores cents and computes every total itself.
 */

const Euros = z
  .number()
  .min(0, 'Enter an amount of 0 or more.')
  .max(10_000_000, 'Enter a smaller amount.')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'Use at most 2 decimals.',
  })
const DATE_MESSAGE = 'Use a date like 2026-12-31.'
/** A day of the calendar that exists (no 2026-02-30, no year 0000, which PostgreSQL refuses), 1900–2999. */
const isCalendarDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= '1900'
}
const IsoDate = z
  .string()
  .regex(/^[12]\d{3}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(isCalendarDate, { message: DATE_MESSAGE, abort: true })

export const PROJECT_NAME_MIN = 3
export const PROJECT_NAME_MAX = 120
export const PROJECT_LOCATION_MAX = 120
export const PROJECT_DESCRIPTION_MIN = 20
export const PROJECT_DESCRIPTION_MAX = 4000
export const MESSAGE_MAX = 4000
export const TIMELINES = ['asap', 'within_week', 'within_month', 'within_3_months', 'flexible'] as const
export type Timeline = (typeof TIMELINES)[number]

const ProjectCategorySchema = z.enum(CATEGORY_SLUGS, 'Choose a type of service.')
const ProjectDescriptionSchema = multiLineText({
  min: PROJECT_DESCRIPTION_MIN,
  max: PROJECT_DESCRIPTION_MAX,
  tooShort: `Describe the work in at least ${PROJECT_DESCRIPTION_MIN} characters.`,
  tooLong: `Describe the work in at most ${PROJECT_DESCRIPTION_MAX} characters.`,
})

/**
 * The project a customer sends (product §3 project: name, type, description, location, budget,
 * timeline). Without a name, pages title it from its trade, place and month in each reader's language.
 */
export const ProjectInputSchema = z
  .object({
    name: singleLineText({
      min: PROJECT_NAME_MIN,
      max: PROJECT_NAME_MAX,
      tooShort: `Give your project a name of at least ${PROJECT_NAME_MIN} characters.`,
    }).nullish(),
    category: ProjectCategorySchema,
    description: ProjectDescriptionSchema,
    /** A Luxembourg locality, commune or postal code; resolved by the server (unknown → 400 unknown_locality). */
    location: singleLineText({ min: 2, max: PROJECT_LOCATION_MAX, tooShort: 'Enter the place of the work.' }),
    budgetLow: z.number().int().min(0).max(10_000_000).nullish(),
    budgetHigh: z.number().int().min(0).max(10_000_000).nullish(),
    timeline: z.enum(TIMELINES).nullish(),
  })
  .refine((p) => p.budgetLow == null || p.budgetHigh == null || p.budgetLow <= p.budgetHigh, {
    message: 'The lower budget must not exceed the upper budget.',
    path: ['budgetHigh'],
  })
export type ProjectInput = z.input<typeof ProjectInputSchema>

/** POST /api/public/project-estimate: the estimate a written project will carry, before it is sent. */
export const ProjectEstimateRequestSchema = z.object({
  category: ProjectCategorySchema,
  description: ProjectDescriptionSchema,
})
export type ProjectEstimateRequest = z.infer<typeof ProjectEstimateRequestSchema>

/** POST /api/quote-requests (customer): one project to 1–5 providers; one credit per project. */
export const CreateQuoteRequestsSchema = z.object({
  providerIds: z
    .array(RowIdSchema)
    .min(1, 'Choose at least one provider.')
    .max(MAX_MATCHED_PROVIDERS, `Choose at most ${MAX_MATCHED_PROVIDERS} providers.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each provider once.'),
  project: ProjectInputSchema,
  /** Photos uploaded by the caller for this project (none by default). */
  photoIds: ProjectPhotoIdsSchema.default([]),
})
export type CreateQuoteRequestsInput = z.input<typeof CreateQuoteRequestsSchema>

export const QuoteStatusSchema = z.enum(QUOTE_STATUSES)

export const ProjectSchema = z.object({
  id: z.number(),
  /** The title the customer typed; null: the page titles it in its language (projectTitle). */
  name: z.string().nullable(),
  titleNumber: z.number().int(),
  category: z.enum(CATEGORY_SLUGS),
  description: z.string(),
  /** The language the customer wrote the description in (one of the assistant's seven; null before it was known). */
  language: z.string().nullable(),
  locality: z.string(),
  commune: z.string(),
  postalCode: z.string().nullable(),
  budgetLow: z.number().nullable(),
  budgetHigh: z.number().nullable(),
  /** A TIMELINES key (translate it) or, on older demo projects, free text. */
  timeline: z.string().nullable(),
  /** The assistant's estimate the customer saw before sending; null when sent without one. */
  estimate: ProjectEstimateSchema.nullable(),
  /** The customer's photos of the job (only its customer, its providers and admins can fetch them). */
  photos: z.array(ProjectPhotoSchema),
  createdAt: z.string(),
})
export type Project = z.infer<typeof ProjectSchema>

export const CreatedQuoteRequestsSchema = z.object({
  project: ProjectSchema,
  requests: z.array(z.object({ id: z.number(), providerId: z.number(), providerName: z.string() })),
  creditsLeft: z.number(),
})
export type CreatedQuoteRequests = z.infer<typeof CreatedQuoteRequestsSchema>

/** A provider's quote (product §3 quote-template fields + message and validity). Total is computed. */
export const QuoteInputSchema = z
  .object({
    clientName: singleLineText({ min: 2, max: 120, tooShort: 'Enter the client’s name.' }),
    startDate: IsoDate,
    completionDate: IsoDate,
    materialsCost: Euros,
    laborCost: Euros,
    /** The Luxembourg VAT rate that applies (vat.ts); the server checks it against the job's type. */
    vatRate: z.enum(VAT_RATES, 'Choose a VAT rate.').default('standard'),
    message: multiLineText({ max: MESSAGE_MAX }).default(''),
    validUntil: IsoDate,
  })
  .refine((q) => q.completionDate >= q.startDate, {
    message: 'The completion date cannot be before the start date.',
    path: ['completionDate'],
  })
  .refine((q) => q.materialsCost + q.laborCost > 0, {
    message: 'Enter the materials or labour cost.',
    path: ['laborCost'],
  })
export type QuoteInput = z.input<typeof QuoteInputSchema>

export const QuoteSchema = z.object({
  id: z.number(),
  clientName: z.string(),
  startDate: z.string(),
  completionDate: z.string(),
  materialsCost: z.number(),
  laborCost: z.number(),
  /** Materials + labour, excluding VAT (HT). */
  totalCost: z.number(),
  /** The VAT the provider charges; all null on quotes sent before VAT was asked (ADR 025). */
  vatRate: z.enum(VAT_RATES).nullable(),
  vatPercent: z.number().nullable(),
  vatCost: z.number().nullable(),
  /** Including VAT (TTC). */
  totalInclVat: z.number().nullable(),
  message: z.string(),
  validUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Quote = z.infer<typeof QuoteSchema>

export const DECLINE_REASONS = ['too_busy', 'outside_area', 'not_my_trade', 'too_small', 'other'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]

/** POST /api/quote-requests/:id/decline (the provider it is addressed to). */
export const DeclineInputSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, 'Choose a reason.'),
    note: multiLineText({ max: 1000 }).default(''),
  })
  .refine((d) => d.reason !== 'other' || codePointLength(d.note) >= 5, {
    message: 'Tell the customer briefly why.',
    path: ['note'],
  })
export type DeclineInput = z.input<typeof DeclineInputSchema>

/** POST /api/quotes/:id/reject (the customer). */
export const RejectInputSchema = z.object({
  reason: multiLineText({ min: 3, max: 1000, tooShort: 'Tell the provider briefly why.' }),
})
/**
 * POST /api/quotes/:id/accept (the customer). Accepting one quote always closes the project's other
 * pending requests as "not chosen"; the body carries nothing (older clients' fields are ignored).
 */
export const AcceptInputSchema = z.object({})

/** A message: its text, or files (uploaded first, POST …/attachments), or both. */
export const MessageInputSchema = z
  .object({
    body: multiLineText({ max: MESSAGE_MAX, tooLong: `Write at most ${MESSAGE_MAX} characters.` }).default(
      '',
    ),
    attachmentIds: MessageAttachmentIdsSchema.default([]),
  })
  .refine((m) => m.body !== '' || m.attachmentIds.length > 0, {
    message: 'Write a message.',
    path: ['body'],
  })

export const MessageSchema = z.object({
  id: z.number(),
  from: z.enum(['customer', 'provider']),
  body: z.string(),
  createdAt: z.string(),
  /** When the other side read it (read receipt); null until then. */
  readAt: z.string().nullable(),
  /** Hidden by LuxPro as abusive: the body is no longer shown. */
  hidden: z.boolean().optional(),
  /** The language its text is written in (the assistant's detector); null without text. */
  language: z.string().nullable().optional(),
  /** Its photos and PDFs (none once hidden). */
  attachments: z.array(MessageAttachmentSchema),
})
export type QuoteMessage = z.infer<typeof MessageSchema>

export const ProviderSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  locality: z.string(),
  /** From the provider's base to the project's locality. */
  distanceKm: z.number().nullable(),
  /** It has a public profile to link to (demo mode's fictitious businesses have none, ADR 031). */
  listed: z.boolean(),
})

/**
 * GET /api/quote-requests/:id (?token=): one request as its viewer may see it. A provider never sees
 * other providers of the same project; the customer's email and phone reach the provider only once a quote is accepted.
 */
export const QuoteRequestDetailSchema = z.object({
  id: z.number(),
  viewer: z.enum(['customer', 'provider', 'admin']),
  status: QuoteStatusSchema,
  project: ProjectSchema,
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  provider: ProviderSummarySchema,
  quote: QuoteSchema.nullable(),
  declined: z.object({ reason: z.enum(DECLINE_REASONS), note: z.string(), at: z.string() }).nullable(),
  rejectReason: z.string().nullable(),
  /** Closed because the customer accepted another provider's quote for the same project. */
  notChosen: z.boolean(),
  messages: z.array(MessageSchema),
  /** What this viewer may do now (state machine + role). */
  actions: z.array(z.enum(QUOTE_ACTIONS)),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  overdue: z.boolean(),
  /** The provider's language, for the UI to say in which language the request was sent. */
  language: z.enum(['en', 'fr', 'de']),
})
export type QuoteRequestDetail = z.infer<typeof QuoteRequestDetailSchema>

export const QuoteRequestIdParamsSchema = z.object({ id: RowIdParamSchema })
/** The single-purpose token from the provider's email link (base64url, 43 characters). */
export const QuoteTokenQuerySchema = z.object({ token: z.string().max(200).optional() })

/** GET /api/quote-requests (customer): my projects, each with its requests. */
export const CustomerRequestSchema = z.object({
  id: z.number(),
  status: QuoteStatusSchema,
  provider: ProviderSummarySchema,
  quote: QuoteSchema.nullable(),
  declined: z.object({ reason: z.enum(DECLINE_REASONS), note: z.string(), at: z.string() }).nullable(),
  rejectReason: z.string().nullable(),
  /** Closed because the customer accepted another provider's quote for the same project. */
  notChosen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseAt: z.string().nullable(),
  overdue: z.boolean(),
  unreadMessages: z.number(),
  actions: z.array(z.enum(QUOTE_ACTIONS)),
  /** The provider's phone and email, once the customer accepted its quote (null before). */
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
})
export type CustomerRequest = z.infer<typeof CustomerRequestSchema>
export const CustomerProjectsSchema = z.object({
  items: z.array(z.object({ project: ProjectSchema, requests: z.array(CustomerRequestSchema) })),
})
export type CustomerProjects = z.infer<typeof CustomerProjectsSchema>

/** GET /api/provider/quote-requests?status= (provider): requests to the caller's businesses, newest first. */
export const ProviderInboxQuerySchema = z.object({
  status: QuoteStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export const ProviderInboxItemSchema = z.object({
  id: z.number(),
  status: QuoteStatusSchema,
  project: ProjectSchema,
  customerName: z.string(),
  providerName: z.string(),
  quote: QuoteSchema.nullable(),
  declined: z.boolean(),
  /** Closed because the customer accepted another provider's quote for the same project. */
  notChosen: z.boolean(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  overdue: z.boolean(),
  unreadMessages: z.number(),
})
export type ProviderInboxItem = z.infer<typeof ProviderInboxItemSchema>
export const ProviderInboxSchema = z.object({
  items: z.array(ProviderInboxItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Count per status over all the caller's requests, for the filter chips. */
  counts: z.object({
    pending: z.number(),
    accepted: z.number(),
    rejected: z.number(),
    completed: z.number(),
    cancelled: z.number(),
    in_progress: z.number(),
  } satisfies Record<QuoteStatus, z.ZodNumber>),
  /** False when the account owns no listed business yet (nothing can arrive). */
  hasListing: z.boolean(),
})
export type ProviderInbox = z.infer<typeof ProviderInboxSchema>

/** In-app notifications (product §2 dashboards). `kind` is a key the UI translates with `params`. */
export const NOTIFICATION_KINDS = [
  'request_received',
  'quote_received',
  'request_declined',
  'quote_accepted',
  'quote_rejected',
  'quote_not_chosen',
  'request_cancelled',
  'job_started',
  'job_completed',
  'message_received',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export const NotificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Names to interpolate: providerName, customerName (and projectName on notices stored before titles were drawn per reader). */
  params: z.record(z.string(), z.string()),
  quoteRequestId: z.number().nullable(),
  /** The project it is about, titled by the page in its reader's language. */
  project: ProjectTitleSchema.nullable(),
  /** Where the notification leads in the app (a path without language). */
  href: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type AppNotification = z.infer<typeof NotificationSchema>
export const NotificationListSchema = z.object({ items: z.array(NotificationSchema), unread: z.number() })
export type NotificationList = z.infer<typeof NotificationListSchema>
export const MarkNotificationsReadSchema = z.object({
  ids: z.array(RowIdSchema).max(200).optional(),
})

/** GET /api/conversations: the requests with messages the caller takes part in, latest first. */
export const ConversationSchema = z.object({
  requestId: z.number(),
  status: QuoteStatusSchema,
  project: ProjectTitleSchema,
  /** The caller's side in this conversation. */
  as: z.enum(['customer', 'provider']),
  /** The business (for the customer) or the customer's short name (for the provider). */
  counterpart: z.string(),
  providerSlug: z.string(),
  /** The last message's start, and what it carries: a message may be photos or files alone. */
  lastMessage: z.object({
    body: z.string(),
    fromMe: z.boolean(),
    at: z.string(),
    photos: z.number(),
    files: z.number(),
  }),
  unread: z.number(),
})
export type Conversation = z.infer<typeof ConversationSchema>
export const ConversationsSchema = z.object({ items: z.array(ConversationSchema), unread: z.number() })
export type Conversations = z.infer<typeof ConversationsSchema>
