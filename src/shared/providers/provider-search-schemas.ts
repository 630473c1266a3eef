import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { VerificationFactsSchema } from './trust-claims'

export const SEARCH_PAGE_SIZE_DEFAULT = 12
export const SEARCH_PAGE_SIZE_MAX = 50
/** Luxembourg is 82 km north to south: a larger radius means "anywhere" and is refused as absurd. */
export const SEARCH_RADIUS_MAX_KM = 100
/** The radius choices the directory offers (km). */
export const SEARCH_RADIUS_CHOICES = [5, 10, 20, 30, 50] as const
export const SEARCH_QUERY_MAX = 100
export const SEARCH_SORTS = ['relevance', 'rating', 'distance', 'reviews'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
/** The A–Z bar: a letter, or '#' for names starting with a digit or a sign. */
export const SEARCH_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false.' })
  .transform((value) => value === 'true' || value === '1')

const optionalText = (max: number) =>
  singleLineText({ max })
    .optional()
    .transform((value) => (value ? value : undefined))

/** GET /api/public/providers/search. Every filter is optional; no filter lists every active provider. */
export const ProviderSearchQuerySchema = z
  .object({
    q: optionalText(SEARCH_QUERY_MAX),
    letter: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => (SEARCH_LETTERS as readonly string[]).includes(value), {
        message: 'Use a letter from A to Z, or # for names starting with a digit.',
      })
      .optional(),
    category: z.enum(CATEGORY_SLUGS, { message: 'Unknown category.' }).optional(),
    specialty: optionalText(80),
    minRating: z.coerce.number().min(0).max(5).optional(),
    locality: optionalText(80),
    postalCode: z
      .string()
      .trim()
      .regex(/^(L-?)?\d{4}$/i, 'Use a Luxembourg postal code such as L-1234.')
      .transform((value) => value.replace(/^L-?/i, ''))
      .optional(),
    lat: z.coerce.number().min(49.3).max(50.3).optional(),
    lon: z.coerce.number().min(5.6).max(6.7).optional(),
    radiusKm: z.coerce
      .number()
      .gt(0, 'The radius must be more than 0 km.')
      .max(SEARCH_RADIUS_MAX_KM, `The radius can be at most ${SEARCH_RADIUS_MAX_KM} km.`)
      .optional(),
    verified: flag.optional(),
    insured: flag.optional(),
    premium: flag.optional(),
    sort: z.enum(SEARCH_SORTS, { message: 'Unknown sort order.' }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lon === undefined))
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Give both lat and lon.' })
    const places = [query.locality, query.postalCode, query.lat].filter((v) => v !== undefined).length
    if (places > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['locality'],
        message: 'Give one location: locality, postal code or lat/lon.',
      })
    const hasPlace = places > 0
    if (query.radiusKm !== undefined && !hasPlace)
      ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: 'A radius needs a location.' })
    if (query.sort === 'distance' && !hasPlace)
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs a location.' })
  })
export type ProviderSearchQuery = z.input<typeof ProviderSearchQuerySchema>
export type ParsedProviderSearchQuery = z.output<typeof ProviderSearchQuerySchema>

export const LocalizedTextSchema = z.object({ en: z.string(), fr: z.string(), de: z.string() })
export type LocalizedTextValue = z.infer<typeof LocalizedTextSchema>

/** One result card. */
export const ProviderSearchItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  companyName: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  specialties: z.array(z.string()),
  descriptions: LocalizedTextSchema,
  locality: z.string(),
  commune: z.string(),
  lat: z.number(),
  lon: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  yearsExperience: z.number(),
  verified: z.boolean(),
  insured: z.boolean(),
  premium: z.boolean(),
  /** The business's logo at the size pages show it; null when it uploaded none. */
  logoUrl: z.string().nullable(),
  /** The stored facts the card's trust claims derive from, like the profile's. */
  verification: VerificationFactsSchema,
  medianResponseMinutes: z.number().nullable(),
  /** Lowest "from" price of the provider's services, in euros (null when none is priced). */
  priceFrom: z.number().nullable(),
  /** Only when the search has a location: straight-line distance, rounded to 0.1 km. */
  distanceKm: z.number().nullable(),
})
export type ProviderSearchItem = z.infer<typeof ProviderSearchItemSchema>

export const FacetCountSchema = z.object({ value: z.string(), count: z.number() })
export type FacetCount = z.infer<typeof FacetCountSchema>

export const ProviderSearchResultSchema = z.object({
  items: z.array(ProviderSearchItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The sort actually applied (relevance without q falls back to rating). */
  sort: z.enum(SEARCH_SORTS),
  /** The place the search measured distances from, when it had one. */
  origin: z.object({ label: z.string().nullable(), lat: z.number(), lon: z.number() }).nullable(),
  facets: z.object({
    /** Providers per category for the current filters without the category filter. */
    categories: z.array(FacetCountSchema),
    /** Providers per initial (A–Z, #) for the current filters without the letter filter. */
    letters: z.array(FacetCountSchema),
  }),
})
export type ProviderSearchResult = z.infer<typeof ProviderSearchResultSchema>
