import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { CATEGORY_SLUGS } from './categories'

export const CategorySchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  group: z.enum(['home', 'business']),
  names: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
  pricingModel: z.enum(['hourly', 'per_unit', 'fixed']),
})
export type Category = z.infer<typeof CategorySchema>
export const CategoryListSchema = z.object({ items: z.array(CategorySchema) })

export const LOCALITY_QUERY_MAX = 80
export const LocalityQuerySchema = z.object({
  q: singleLineText({ min: 1, max: LOCALITY_QUERY_MAX, tooShort: 'Type at least one character.' }),
  limit: z.coerce.number().int().min(1).max(20).default(8),
})

export const LocalitySchema = z.object({
  id: z.number(),
  kind: z.enum(['locality', 'commune', 'quarter']),
  name: z.string(),
  commune: z.string(),
  canton: z.string(),
  postalCodes: z.array(z.string()),
  /** The postal code the query matched, when it was a postal code. */
  postalCode: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  nameLb: z.string().nullable(),
  nameDe: z.string().nullable(),
  /** The alternative name that matched, e.g. "Diddeleng" for Dudelange. */
  matchedName: z.string().nullable(),
})
export type Locality = z.infer<typeof LocalitySchema>
export const LocalityListSchema = z.object({ items: z.array(LocalitySchema) })
