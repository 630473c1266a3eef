import { z } from 'zod'

/**
 * Where rate-limit counters live: `memory` without REDIS_URL (one instance), `redis` shared by every
 * instance, `memory-fallback` per instance while Redis is unreachable (ADR 006).
 */
export const RateLimitStoreModeSchema = z.enum(['memory', 'redis', 'memory-fallback'])
export type RateLimitStoreMode = z.infer<typeof RateLimitStoreModeSchema>

export const HealthSchema = z.object({
  /** degraded: the database is down (503) or rate limits run on the per-instance fallback (200). */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  rateLimitStore: RateLimitStoreModeSchema,
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof HealthSchema>
