import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { ResponsiveImageSchema } from '@shared/images/responsive-image'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { z } from 'zod'

/** What the landing page shows of a provider. */
export const ProviderCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  specialties: z.array(z.string()),
  locality: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  verified: z.boolean(),
  insured: z.boolean(),
  premium: z.boolean(),
  /** The business's logo at the size pages show it; null when it uploaded none. */
  logoUrl: z.string().nullable(),
})
export type ProviderCard = z.infer<typeof ProviderCardSchema>
export const ProviderCardListSchema = z.object({ items: z.array(ProviderCardSchema) })

/** A public project as the landing shows it: what and where, never the customer's own words. */
export const RecentProjectSchema = z.object({
  id: z.number(),
  category: z.enum(CATEGORY_SLUGS),
  locality: z.string(),
  budgetLow: z.number().nullable(),
  budgetHigh: z.number().nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
})
export type RecentProject = z.infer<typeof RecentProjectSchema>
export const RecentProjectListSchema = z.object({ items: z.array(RecentProjectSchema) })

export const ShowcaseQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(12).default(6) })

/** The figures the site states about itself, counted from the database when asked (never written by hand). */
export const SiteFiguresSchema = z.object({
  /** Listed (active) providers whose business we checked. */
  verifiedProviders: z.number().int().nonnegative(),
})
export type SiteFigures = z.infer<typeof SiteFiguresSchema>

/**
 * A photo a business uploaded to its portfolio (never a drawn illustration), with whose work it is:
 * the landing's strip of real work.
 */
export const RecentWorkSchema = z.object({
  id: z.number(),
  imageUrl: z.string(),
  image: ResponsiveImageSchema,
  /** The business's caption; empty when it wrote none (the page then says whose work it is). */
  caption: z.string(),
  providerSlug: z.string(),
  providerName: z.string(),
  category: z.enum(CATEGORY_SLUGS),
})
export type RecentWork = z.infer<typeof RecentWorkSchema>
export const RecentWorkListSchema = z.object({ items: z.array(RecentWorkSchema) })
