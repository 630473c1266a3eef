import { z } from 'zod'

/**
 * The assistant's estimate as the customer saw it when sending the project, kept with the project so
 * the provider reads the same range. Figures only (the unit and confidence are keys each side
 * translates); the basis lines stay in the language the customer read them in.
 */
export const ProjectEstimateSchema = z.object({
  low: z.number(),
  high: z.number(),
  unit: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
})
export type ProjectEstimate = z.infer<typeof ProjectEstimateSchema>
