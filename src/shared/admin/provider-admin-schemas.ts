import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { EmailSchema } from '@shared/contact/contact-schemas'
import { isValidLuxembourgVat } from '@shared/providers/vat-number'
import { ProjectTitleSchema } from '@shared/quotes/job-title'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { multiLineText, singleLineText, webAddress } from '@shared/text/text-input'
import { z } from 'zod'
import { AuditEntrySchema } from './account-admin-schemas'
import {
  DaySchema,
  PageQuerySchema,
  pageOf,
  QueryBooleanSchema,
  SortDirectionSchema,
} from './admin-common-schemas'

export const PROVIDER_STATUSES = ['active', 'inactive'] as const
export const PROVIDER_SORTS = ['createdAt', 'name', 'rating', 'commune'] as const

export const ProviderListQuerySchema = PageQuerySchema.extend({
  q: singleLineText({ max: 120 }).optional(),
  status: z.enum(PROVIDER_STATUSES).optional(),
  verified: QueryBooleanSchema.optional(),
  category: z.enum(CATEGORY_SLUGS, 'Unknown category.').optional(),
  commune: singleLineText({ max: 80 }).optional(),
  createdFrom: DaySchema.optional(),
  createdTo: DaySchema.optional(),
  sort: z.enum(PROVIDER_SORTS).default('createdAt'),
  dir: SortDirectionSchema,
})
export type ProviderListQuery = z.infer<typeof ProviderListQuerySchema>
export const ProviderFilterQuerySchema = ProviderListQuerySchema.omit({ page: true, pageSize: true })
export type ProviderFilterQuery = z.infer<typeof ProviderFilterQuerySchema>

export const ProviderRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  companyName: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  locality: z.string(),
  commune: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  verified: z.boolean(),
  insured: z.boolean(),
  premium: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vatNumber: z.string().nullable(),
  ownerUserId: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  subscriptionTier: z.string(),
  createdAt: z.string(),
})
export type ProviderRow = z.infer<typeof ProviderRowSchema>
export const ProviderPageSchema = pageOf(ProviderRowSchema)
export type ProviderPage = z.infer<typeof ProviderPageSchema>

export const ProviderIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

export const VAT_MESSAGE = 'Enter a Luxembourg VAT number such as LU12345613.'
const VatSchema = singleLineText({ max: 14 })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || isValidLuxembourgVat(value), VAT_MESSAGE)

/** What an admin enters for a listing (the same rules as the import's rows). */
export const ProviderFieldsSchema = z.object({
  name: singleLineText({ min: 2, max: 160, tooShort: 'Name must be at least 2 characters.' }),
  companyName: singleLineText({ max: 160 }).optional(),
  categories: z
    .array(z.enum(CATEGORY_SLUGS, 'Unknown category.'))
    .min(1, 'Choose at least one category.')
    .max(5),
  /** A locality, commune or postal code we know; the listing gets its commune and position. */
  locality: singleLineText({ min: 1, max: 120, tooShort: 'Location is required.' }),
  email: EmailSchema.optional().or(z.literal('')),
  phone: singleLineText({ max: 40 })
    .regex(/^([+\d][\d\s().-]{5,})?$/, 'Please enter a valid phone number.')
    .optional(),
  website: webAddress(200).optional().or(z.literal('')),
  vatNumber: VatSchema.optional(),
  description: multiLineText({ max: 2000 }).optional(),
})
export type ProviderFieldsInput = z.input<typeof ProviderFieldsSchema>
export const ProviderEditSchema = ProviderFieldsSchema.partial()

export const ProviderStatusSchema = z.object({ status: z.enum(PROVIDER_STATUSES) })
/**
 * What an administrator sets by hand: the Premium badge. `verified` and `insured` are not in it: they
 * follow the documents reviewed in the verification queue, and a body naming them is refused.
 */
export const ProviderChecksSchema = z.object({ premium: z.boolean() }).partial().strict()
export const ProviderDeleteSchema = z.object({ confirm: z.string().max(200) })

export const PROVIDER_BULK_ACTIONS = ['activate', 'deactivate'] as const
export const ProviderBulkSchema = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
  action: z.enum(PROVIDER_BULK_ACTIONS),
})

export const ProviderDetailSchema = z.object({
  provider: ProviderRowSchema.extend({
    website: z.string().nullable(),
    description: z.string(),
    medianResponseMinutes: z.number().nullable(),
  }),
  requests: z.array(
    z.object({
      id: z.number().int(),
      projectId: z.number().int(),
      projectTitle: ProjectTitleSchema,
      customerName: z.string().nullable(),
      status: z.enum(QUOTE_STATUSES),
      createdAt: z.string(),
      quoteTotal: z.number().nullable(),
    }),
  ),
  audit: z.array(AuditEntrySchema),
})
export type ProviderDetail = z.infer<typeof ProviderDetailSchema>
