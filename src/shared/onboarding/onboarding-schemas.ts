import { PLAN_TIERS } from '@shared/billing/plans'
import { z } from 'zod'

/**
 * The onboarding checklist of an approved partner: the listing is published as soon as
 * the required items are done. Logo and photos are recommended, not required.
 */
export const ONBOARDING_ITEMS = [
  'logo_photos',
  'services',
  'opening_hours',
  'service_radius',
  'insurance',
] as const
export type OnboardingItemId = (typeof ONBOARDING_ITEMS)[number]
export const REQUIRED_ITEMS: readonly OnboardingItemId[] = [
  'services',
  'opening_hours',
  'service_radius',
  'insurance',
]

export const SERVICE_RADIUS_MIN_KM = 1
export const SERVICE_RADIUS_MAX_KM = 100

export const ServiceRadiusSchema = z.object({
  km: z.coerce
    .number('Give a distance in kilometres.')
    .int('Give a whole number of kilometres.')
    .min(SERVICE_RADIUS_MIN_KM, `Give at least ${SERVICE_RADIUS_MIN_KM} km.`)
    .max(SERVICE_RADIUS_MAX_KM, `Give at most ${SERVICE_RADIUS_MAX_KM} km.`),
})

/** The logo, or one of the documents behind a trust claim (reviewed by LuxPro before it shows). */
export const OnboardingDocumentKindSchema = z.object({
  kind: z.enum(['logo', 'insurance', 'rcs_extract', 'permit']),
})

export const OnboardingSchema = z.object({
  providerSlug: z.string(),
  providerName: z.string(),
  tier: z.enum(PLAN_TIERS),
  /** Whether the listing came through a partner application (only those have a checklist to finish). */
  fromApplication: z.boolean(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  items: z.array(z.object({ id: z.enum(ONBOARDING_ITEMS), done: z.boolean(), required: z.boolean() })),
  /** Every required item is done. */
  ready: z.boolean(),
  serviceRadiusKm: z.number().int(),
  logo: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
  insurance: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
  photos: z.number().int(),
  services: z.number().int(),
  openingSlots: z.number().int(),
})
export type Onboarding = z.infer<typeof OnboardingSchema>

/** The provider's overview (/dashboard/overview): what a lead is worth, over 30 or 90 days. */
export const OverviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(90)]))
    .default(30),
})

export const OverviewSchema = z.object({
  days: z.number().int(),
  leadsReceived: z.number().int(),
  leadsAnswered: z.number().int(),
  quotesSent: z.number().int(),
  quotesAccepted: z.number().int(),
  /** Accepted quotes per quote sent (0–1), null before the first quote. */
  winRate: z.number().nullable(),
  /** The figure shown on the public profile: median minutes to a first answer. */
  medianResponseMinutes: z.number().int().nullable(),
  profileViews: z.number().int(),
  searchAppearances: z.number().int(),
  series: z.array(
    z.object({
      day: z.string(),
      leads: z.number().int(),
      profileViews: z.number().int(),
      searchAppearances: z.number().int(),
    }),
  ),
  plan: z.object({
    tier: z.enum(PLAN_TIERS),
    leadsPerMonth: z.number().int().nullable(),
    leadsThisMonth: z.number().int(),
    categoriesAllowed: z.number().int().nullable(),
    categoriesUsed: z.number().int(),
  }),
})
export type Overview = z.infer<typeof OverviewSchema>
