import { z } from 'zod'

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof HealthSchema>
