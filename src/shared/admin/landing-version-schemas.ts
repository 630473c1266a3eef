import { LANDING_VERSIONS } from '@shared/landing/landing-versions'
import { z } from 'zod'

/** One landing version's visitors in the period and how many of them did each thing (ADR 032). */
export const LandingVersionRowSchema = z.object({
  version: z.enum(LANDING_VERSIONS),
  visitors: z.number().int(),
  conversions: z.object({
    chat_started: z.number().int(),
    estimate_shown: z.number().int(),
    request_sent: z.number().int(),
    registered: z.number().int(),
  }),
})
export type LandingVersionRow = z.infer<typeof LandingVersionRowSchema>

/** GET /api/admin/analytics/landing-versions: every version, in order, for the period. */
export const LandingVersionStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  versions: z.array(LandingVersionRowSchema),
})
export type LandingVersionStats = z.infer<typeof LandingVersionStatsSchema>
