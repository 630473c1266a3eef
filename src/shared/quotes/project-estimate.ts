import { z } from 'zod'

/**
 * The assistant's estimate as the customer saw it when sending the project, kept with the project so
 * the provider reads the same range (a total including VAT). Figures and keys only (the unit and the
 * confidence are keys each side translates).
 */
export const ProjectEstimateSchema = z.object({
  low: z.number(),
  high: z.number(),
  unit: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  /** How many units the range is the total of (null on estimates without it). */
  quantity: z.number().nullable(),
})
export type ProjectEstimate = z.infer<typeof ProjectEstimateSchema>
