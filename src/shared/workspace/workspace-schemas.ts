import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { RowIdParamSchema } from '@shared/http/row-id'
import { ResponsiveImageSchema } from '@shared/images/responsive-image'
import { multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'

/**
 * The provider's workspace (product §2 provider dashboard, §3 service / availability / template /
 * quote template). Everything here belongs to the business the signed-in provider owns.
 */

/** product §3 service: name, description, price, category. Feeds the public profile's services. */
export const ServiceInputSchema = z.object({
  name: singleLineText({ min: 2, max: 120, tooShort: 'Enter the service’s name.' }),
  description: multiLineText({ max: 1000 }).default(''),
  price: z.number().min(0, 'Enter a price of 0 or more.').max(1_000_000).nullable(),
  unit: z.enum(['hour', 'job', 'm2', 'unit', 'day', 'page']).default('job'),
  category: z.enum(CATEGORY_SLUGS, 'Choose a category.'),
})
export type ServiceInput = z.input<typeof ServiceInputSchema>
export const ServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  unit: z.enum(['hour', 'job', 'm2', 'unit', 'day', 'page']),
  category: z.enum(CATEGORY_SLUGS),
})
export type Service = z.infer<typeof ServiceSchema>
export const ServiceListSchema = z.object({ items: z.array(ServiceSchema) })

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:30.')
/** product §3 availability: day (0 = Monday … 6 = Sunday), start time, end time. Feeds matching. */
export const AvailabilitySlotSchema = z
  .object({ day: z.number().int().min(0).max(6), startTime: Time, endTime: Time })
  .refine((s) => s.startTime < s.endTime, {
    message: 'The end time must be after the start time.',
    path: ['endTime'],
  })
/** PUT /api/provider/availability replaces the whole week. */
export const AvailabilityInputSchema = z.object({
  slots: z
    .array(AvailabilitySlotSchema)
    .max(42)
    .refine((slots) => !hasOverlap(slots), 'Two time slots on the same day overlap.'),
})
export type AvailabilityInput = z.input<typeof AvailabilityInputSchema>
export const AvailabilitySchema = z.object({
  slots: z.array(z.object({ day: z.number(), startTime: z.string(), endTime: z.string() })),
})
export type Availability = z.infer<typeof AvailabilitySchema>

function hasOverlap(slots: Array<{ day: number; startTime: string; endTime: string }>): boolean {
  const sorted = [...slots].sort((a, b) => a.day - b.day || a.startTime.localeCompare(b.startTime))
  return sorted.some(
    (s, i) => i > 0 && sorted[i - 1]?.day === s.day && (sorted[i - 1]?.endTime ?? '') > s.startTime,
  )
}

/** Portfolio: images with captions (JPEG, PNG or WebP by content, ≤ 10 MB). */
export const PORTFOLIO_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PortfolioItemSchema = z.object({
  id: z.number(),
  caption: z.string(),
  /** Public URL of the image. */
  imageUrl: z.string(),
  /** Its size and resized copies (null until an image stored before the pipeline is converted). */
  image: ResponsiveImageSchema.nullable(),
  createdAt: z.string(),
})
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>
export const PortfolioListSchema = z.object({ items: z.array(PortfolioItemSchema) })
export const PortfolioCaptionSchema = z.object({ caption: singleLineText({ max: 200 }).default('') })

/** product §5 template upload: a file and a name required; PDF, DOCX or XLSX; at most 10 MB. */
export const TEMPLATE_MAX_BYTES = 10 * 1024 * 1024
export const TEMPLATE_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
export type TemplateFileKind = keyof typeof TEMPLATE_FILE_TYPES
/** The text fields sent with the file (multipart). */
export const TemplateFieldsSchema = z.object({
  name: singleLineText({ min: 1, max: 120, tooShort: 'Enter a template name.' }),
  description: multiLineText({ max: 1000 }).default(''),
  isDefault: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})
export const TemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  fileName: z.string(),
  kind: z.enum(['pdf', 'docx', 'xlsx']),
  sizeBytes: z.number(),
  createdAt: z.string(),
})
export type Template = z.infer<typeof TemplateSchema>
export const TemplateListSchema = z.object({ items: z.array(TemplateSchema) })

/** Quote templates pre-fill the quote form (product §3 quote template fields, minus the dates of one job). */
export const QuoteTemplateInputSchema = z.object({
  name: singleLineText({ min: 2, max: 120, tooShort: 'Enter a template name.' }),
  materialsCost: z.number().min(0).max(10_000_000),
  laborCost: z.number().min(0).max(10_000_000),
  /** Days from start to completion, used to propose a completion date. */
  durationDays: z.number().int().min(0).max(365).default(1),
  /** Days a quote stays valid, used to propose a validity date. */
  validityDays: z.number().int().min(1).max(365).default(30),
  message: multiLineText({ max: 4000 }).default(''),
})
export type QuoteTemplateInput = z.input<typeof QuoteTemplateInputSchema>
export const QuoteTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  materialsCost: z.number(),
  laborCost: z.number(),
  durationDays: z.number(),
  validityDays: z.number(),
  message: z.string(),
})
export type QuoteTemplate = z.infer<typeof QuoteTemplateSchema>
export const QuoteTemplateListSchema = z.object({ items: z.array(QuoteTemplateSchema) })

export const IdParamsSchema = z.object({ id: RowIdParamSchema })
