import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { EmailSchema, PersonNameSchema } from '@shared/contact/contact-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { ProjectTitleSchema } from '@shared/quotes/job-title'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import {
  AdminReasonSchema,
  DaySchema,
  PageQuerySchema,
  pageOf,
  QueryBooleanSchema,
  SortDirectionSchema,
} from './admin-common-schemas'

/** The three roles of product §6; an admin gives a role, the account's type follows. */
export const ACCOUNT_ROLES = ['customer', 'provider', 'admin'] as const
export type AccountRole = (typeof ACCOUNT_ROLES)[number]
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

/** The type an account gets when an admin gives it a role (product §3 types). */
export const TYPE_OF_ROLE = { customer: 'individual', provider: 'business', admin: 'admin' } as const

export const ACCOUNT_SORTS = ['createdAt', 'name', 'email'] as const

export const AccountListQuerySchema = PageQuerySchema.extend({
  q: singleLineText({ max: 120 }).optional(),
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  verified: QueryBooleanSchema.optional(),
  createdFrom: DaySchema.optional(),
  createdTo: DaySchema.optional(),
  sort: z.enum(ACCOUNT_SORTS).default('createdAt'),
  dir: SortDirectionSchema,
})
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>
/** The filters alone (CSV export: every matching row, no page). */
export const AccountFilterQuerySchema = AccountListQuerySchema.omit({ page: true, pageSize: true })
export type AccountFilterQuery = z.infer<typeof AccountFilterQuerySchema>

export const AccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  type: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  verified: z.boolean(),
  emailVerified: z.boolean(),
  language: z.string(),
  credits: z.number().int(),
  location: z.string().nullable(),
  createdAt: z.string(),
})
export type AccountRow = z.infer<typeof AccountRowSchema>
export const AccountPageSchema = pageOf(AccountRowSchema)
export type AccountPage = z.infer<typeof AccountPageSchema>

export const AccountIdParamsSchema = z.object({ id: singleLineText({ min: 1, max: 64 }) })

const PhoneSchema = singleLineText({ max: 40 })
  .regex(/^([+\d][\d\s().-]{5,})?$/, 'Please enter a valid phone number.')
  .optional()

/** POST /api/admin/users: a verified account; without a password the person gets a link to choose one. */
export const AccountCreateSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  role: z.enum(ACCOUNT_ROLES),
  language: z.enum(UI_LANGUAGES).default('en'),
  location: singleLineText({ max: 120 }).optional(),
  phoneNumber: PhoneSchema,
})
export type AccountCreateInput = z.input<typeof AccountCreateSchema>

/** PATCH /api/admin/users/:id: what an admin may correct (email never changes, product §3). */
export const AccountEditSchema = z
  .object({
    name: PersonNameSchema,
    language: z.enum(UI_LANGUAGES),
    location: singleLineText({ max: 120 }),
    phoneNumber: PhoneSchema,
  })
  .partial()
export type AccountEditInput = z.input<typeof AccountEditSchema>

export const AccountStatusSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES),
  reason: AdminReasonSchema.optional(),
})
export const AccountRoleSchema = z.object({ role: z.enum(ACCOUNT_ROLES) })
export const AccountVerifySchema = z.object({ verified: z.boolean() })

/** Credits added (positive) or taken back (negative), with the reason written to the ledger. */
export const CREDIT_ADJUST_MAX = 1000
export const CreditAdjustSchema = z.object({
  delta: z
    .number()
    .int()
    .min(-CREDIT_ADJUST_MAX)
    .max(CREDIT_ADJUST_MAX)
    .refine((value) => value !== 0, 'Add or remove at least one credit.'),
  reason: AdminReasonSchema,
})
export type CreditAdjustInput = z.input<typeof CreditAdjustSchema>
export const CreditBalanceAnswerSchema = z.object({ balance: z.number().int() })

/** Deleting is the person's own erasure: the admin types the account's email to confirm. */
export const AccountDeleteSchema = z.object({ confirm: z.string().max(254) })

export const ACCOUNT_BULK_ACTIONS = ['activate', 'deactivate', 'verify', 'unverify'] as const
export const AccountBulkSchema = z.object({
  ids: z
    .array(singleLineText({ min: 1, max: 64 }))
    .min(1)
    .max(500),
  action: z.enum(ACCOUNT_BULK_ACTIONS),
})

const LedgerEntrySchema = z.object({
  delta: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
})

const ProjectSummarySchema = z.object({
  id: z.number().int(),
  /** Null when the assistant named it: the page titles it from the facts (projectTitle). */
  name: z.string().nullable(),
  titleNumber: z.number().int(),
  category: z.enum(CATEGORY_SLUGS),
  locality: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  requests: z.number().int(),
})

const RequestSummarySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: ProjectTitleSchema,
  providerName: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  /** Euros (the quote's total), when the provider sent one. */
  quoteTotal: z.number().nullable(),
})

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** GET /api/admin/users/:id: the account and what it did. */
export const AccountDetailSchema = z.object({
  account: AccountRowSchema.extend({
    phoneNumber: z.string().nullable(),
    banReason: z.string().nullable(),
    sessions: z.number().int(),
  }),
  listings: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.string() }),
  ),
  ledger: z.array(LedgerEntrySchema),
  /** As a customer: the projects sent, and every request of them. */
  projects: z.array(ProjectSummarySchema),
  requests: z.array(RequestSummarySchema),
  /** As a provider: requests received by the listings owned. */
  received: z.array(RequestSummarySchema),
  audit: z.array(AuditEntrySchema),
})
export type AccountDetail = z.infer<typeof AccountDetailSchema>
