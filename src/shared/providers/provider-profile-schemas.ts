import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { ASSISTANT_LANGUAGES } from '@shared/i18n/languages'
import { ResponsiveImageSchema } from '@shared/images/responsive-image'
import { z } from 'zod'
import { LocalizedTextSchema } from './provider-search-schemas'
import { VerificationFactsSchema } from './trust-claims'

export const REVIEWS_PAGE_SIZE_DEFAULT = 5
export const REVIEWS_PAGE_SIZE_MAX = 20

export const SERVICE_UNITS = ['hour', 'job', 'm2', 'unit', 'day', 'page'] as const

export const ProviderServiceSchema = z.object({
  id: z.number(),
  category: z.enum(CATEGORY_SLUGS),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema.nullable(),
  priceFrom: z.number().nullable(),
  priceTo: z.number().nullable(),
  unit: z.enum(SERVICE_UNITS),
})
export type ProviderService = z.infer<typeof ProviderServiceSchema>

export const ReviewSchema = z.object({
  id: z.number(),
  /** The author's first name and initial; null when unnamed (no name, or an erased account): pages say so in their language. */
  authorName: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  language: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** True when the author's quote request with this provider reached "completed" in LuxPro. */
  verifiedCustomer: z.boolean(),
})
export type Review = z.infer<typeof ReviewSchema>

export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The languages the provider's shown reviews are written in, the most used first, for the filter. */
  languages: z.array(z.object({ language: z.string(), count: z.number() })),
})
export type ReviewPage = z.infer<typeof ReviewPageSchema>

export const ReviewPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE_DEFAULT),
  /** Only the reviews written in this language (one of the assistant's seven). */
  language: z.enum(ASSISTANT_LANGUAGES, 'Choose one of the review languages.').optional(),
})

export const ProviderSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Not a provider address.'),
})

/** GET /api/public/providers/:slug: every directory field (product §3) and the first page of reviews. */
export const ProviderProfileSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  companyName: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  specialties: z.array(z.string()),
  descriptions: LocalizedTextSchema,
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  locality: z.string(),
  commune: z.string(),
  lat: z.number(),
  lon: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  /** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  ratingBreakdown: z.array(z.number()).length(5),
  awards: z.array(z.string()),
  certifications: z.array(z.string()),
  licences: z.array(z.string()),
  /** The business's logo at the size pages show it; null when it uploaded none. */
  logoUrl: z.string().nullable(),
  /** Uploaded images carry their size and resized copies; the seeded illustrations (SVG) do not. */
  gallery: z.array(
    z.object({ src: z.string(), alt: LocalizedTextSchema, image: ResponsiveImageSchema.optional() }),
  ),
  yearsExperience: z.number(),
  projectsCompleted: z.number(),
  verified: z.boolean(),
  insured: z.boolean(),
  premium: z.boolean(),
  /** The stored facts the trust claims derive from (`trustClaims` in trust-claims.ts). */
  verification: VerificationFactsSchema,
  vatNumber: z.string().nullable(),
  rcsNumber: z.string().nullable(),
  permitNumber: z.string().nullable(),
  serviceRadiusKm: z.number(),
  languages: z.array(z.string()),
  /** Per weekday, 0 = Monday: list of [open, close] "HH:MM" pairs; [] = closed. Null when unknown. */
  openingHours: z.array(z.array(z.tuple([z.string(), z.string()]))).nullable(),
  medianResponseMinutes: z.number().nullable(),
  subscriptionTier: z.enum(['basic', 'basic_plus', 'pro', 'premium', 'enterprise']),
  services: z.array(ProviderServiceSchema),
  reviews: ReviewPageSchema,
  memberSince: z.string(),
})
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>
