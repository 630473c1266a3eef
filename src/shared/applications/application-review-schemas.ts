import { PLAN_TIERS, PRODUCTS } from '@shared/billing/plans'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { multiLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { HOW_HEARD, TEAM_SIZES, YEARS_IN_BUSINESS } from './application-options'
import { APPLICATION_STATUSES } from './application-status'

/** The admins' review queue (/admin/applications). */
export const APPLICATION_PAGE_SIZE = 20

export const ApplicationQueueQuerySchema = z.object({
  /** `open` (the default): submitted, in review and waiting for an answer. */
  status: z.enum(['open', ...APPLICATION_STATUSES], 'Unknown status.').default('open'),
  category: z.enum(CATEGORY_SLUGS, 'Unknown category.').optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(10_000).default(1),
})
export type ApplicationQueueQuery = z.infer<typeof ApplicationQueueQuerySchema>

export const ApplicationIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

export const ApplicationQueueItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  companyName: z.string(),
  contactPerson: z.string(),
  primaryCategory: z.enum(CATEGORY_SLUGS),
  tier: z.enum(PLAN_TIERS),
  submittedAt: z.string().nullable(),
  reviewDueAt: z.string().nullable(),
  /** Milliseconds left on the 48-hour clock (negative: overdue; frozen while an answer is awaited). */
  timeLeftMs: z.number().nullable(),
  overdue: z.boolean(),
  paused: z.boolean(),
})
export type ApplicationQueueItem = z.infer<typeof ApplicationQueueItemSchema>

export const ApplicationQueueSchema = z.object({
  items: z.array(ApplicationQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ApplicationQueue = z.infer<typeof ApplicationQueueSchema>

/** The admin navigation's count: open applications, and how many of them are overdue. */
export const ApplicationCountsSchema = z.object({ open: z.number().int(), overdue: z.number().int() })
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>

export const CHECK_RESULTS = ['pass', 'fail', 'missing', 'warning'] as const
export const ApplicationCheckSchema = z.object({
  id: z.enum(['vat', 'rcs', 'permit', 'duplicates']),
  result: z.enum(CHECK_RESULTS),
  /** What was found (names of matching listings or applications). */
  matches: z.array(
    z.object({ kind: z.enum(['provider', 'application']), label: z.string(), reason: z.string() }),
  ),
})
export type ApplicationCheck = z.infer<typeof ApplicationCheckSchema>

export const APPLICATION_EVENT_KINDS = [
  'created',
  'submitted',
  'review_started',
  'note',
  'info_requested',
  'info_provided',
  'approved',
  'declined',
] as const
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number]

export const ApplicationEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPLICATION_EVENT_KINDS),
  /** Who: an admin's name, or "applicant". */
  actor: z.string(),
  body: z.string().nullable(),
  createdAt: z.string(),
})
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>

export const ApplicationDetailSchema = ApplicationQueueItemSchema.extend({
  language: z.enum(UI_LANGUAGES),
  email: z.string(),
  phone: z.string(),
  yearsInBusiness: z.enum(YEARS_IN_BUSINESS).nullable(),
  teamSize: z.enum(TEAM_SIZES).nullable(),
  serviceAreas: z.array(z.string()),
  specificServices: z.string().nullable(),
  vatNumber: z.string().nullable(),
  rcsNumber: z.string().nullable(),
  permitNumber: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  locality: z.string().nullable(),
  howHeard: z.enum(HOW_HEARD).nullable(),
  goal: z.string().nullable(),
  otherServiceDescription: z.string().nullable(),
  interestedProducts: z.array(z.enum(PRODUCTS)),
  checks: z.array(ApplicationCheckSchema),
  events: z.array(ApplicationEventSchema),
  /** The listing approval created (its slug), once approved. */
  providerSlug: z.string().nullable(),
  declineReason: z.string().nullable(),
})
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>

export const ApplicationNoteSchema = z.object({
  note: multiLineText({ min: 1, max: 4000, tooShort: 'Write a note.', required: 'Write a note.' }),
})
export const ApplicationQuestionInputSchema = z.object({
  question: multiLineText({
    min: 10,
    max: 4000,
    tooShort: 'Write your question (at least 10 characters).',
    required: 'Write your question (at least 10 characters).',
  }),
})
export const ApplicationDeclineSchema = z.object({
  reason: multiLineText({
    min: 10,
    max: 4000,
    tooShort: 'Give the applicant a reason (at least 10 characters).',
    required: 'Give the applicant a reason (at least 10 characters).',
  }),
})
