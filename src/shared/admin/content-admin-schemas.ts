import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { ProjectTitleSchema } from '@shared/quotes/job-title'
import { MessageAttachmentSchema } from '@shared/quotes/message-attachments'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import {
  AdminReasonSchema,
  DaySchema,
  PageQuerySchema,
  pageOf,
  QueryBooleanSchema,
} from './admin-common-schemas'

/** GET /api/admin/projects: every project, newest first. */
export const ProjectListQuerySchema = PageQuerySchema.extend({
  q: singleLineText({ max: 120 }).optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  category: z.enum(CATEGORY_SLUGS, 'Unknown category.').optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
})
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>

export const ProjectRowSchema = z.object({
  id: z.number().int(),
  /** Null when the assistant named it: the page titles it from the facts (projectTitle). */
  name: z.string().nullable(),
  titleNumber: z.number().int(),
  category: z.enum(CATEGORY_SLUGS),
  locality: z.string(),
  status: z.enum(QUOTE_STATUSES),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  requests: z.number().int(),
  quotes: z.number().int(),
  /** A provider has left a request of it unanswered for more than 24 hours. */
  overdue: z.boolean(),
  budgetLow: z.number().nullable(),
  budgetHigh: z.number().nullable(),
  createdAt: z.string(),
})
export type ProjectRow = z.infer<typeof ProjectRowSchema>
export const ProjectPageSchema = pageOf(ProjectRowSchema)
export type ProjectPage = z.infer<typeof ProjectPageSchema>

/** GET /api/admin/quotes: every request sent to a provider, with its quote. */
export const QuoteListQuerySchema = PageQuerySchema.extend({
  q: singleLineText({ max: 120 }).optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  quoted: QueryBooleanSchema.optional(),
  overdue: QueryBooleanSchema.optional(),
})
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>

export const QuoteRowSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: ProjectTitleSchema,
  providerId: z.number().int(),
  providerName: z.string(),
  customerName: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  /** Euros, when the provider sent a quote. */
  total: z.number().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
})
export type QuoteRow = z.infer<typeof QuoteRowSchema>
export const QuotePageSchema = pageOf(QuoteRowSchema)
export type QuotePage = z.infer<typeof QuotePageSchema>

export const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

const ThreadMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['customer', 'provider']),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** Its files, listed only while a report of the message is at the desk (who may open them). */
  attachments: z.array(MessageAttachmentSchema),
})

/** GET /api/admin/projects/:id: the project and, per provider, the request, its quote and its thread. */
export const ProjectDetailSchema = z.object({
  project: ProjectRowSchema.extend({
    description: z.string(),
    timeline: z.string().nullable(),
    commune: z.string(),
  }),
  requests: z.array(
    QuoteRowSchema.omit({ projectId: true, projectTitle: true, customerName: true }).extend({
      quote: z
        .object({
          materials: z.number(),
          labour: z.number(),
          total: z.number(),
          message: z.string(),
          startDate: z.string(),
          completionDate: z.string(),
          validUntil: z.string(),
        })
        .nullable(),
      declineReason: z.string().nullable(),
      declineNote: z.string().nullable(),
      rejectReason: z.string().nullable(),
      messages: z.array(ThreadMessageSchema),
    }),
  ),
})
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>

export const ModerationSchema = z.object({ reason: AdminReasonSchema })

/** Manual assignment of an unmatched request: providers of the category, nearest first. */
export const AssignCandidatesQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS, 'Unknown category.').optional(),
  radiusKm: z.coerce.number().min(1).max(100).default(30),
  q: singleLineText({ max: 120 }).optional(),
})
export const AssignCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locality: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  distanceKm: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
  verified: z.boolean(),
})
export type AssignCandidate = z.infer<typeof AssignCandidateSchema>
export const AssignCandidatesSchema = z.object({
  request: z.object({
    id: z.number().int(),
    text: z.string(),
    category: z.enum(CATEGORY_SLUGS),
    locality: z.string(),
    commune: z.string(),
    hasCustomer: z.boolean(),
    assignedProjectId: z.number().int().nullable(),
  }),
  candidates: z.array(AssignCandidateSchema),
})
export type AssignCandidates = z.infer<typeof AssignCandidatesSchema>
/** The most providers an admin sends one unmatched request to. */
export const ASSIGN_PROVIDERS_MAX = 5
export const AssignSchema = z.object({
  providerIds: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1)
    .max(ASSIGN_PROVIDERS_MAX, `Choose at most ${ASSIGN_PROVIDERS_MAX} providers.`),
})
