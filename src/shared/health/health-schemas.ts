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

/** GET /health/live: the process answers (a load balancer restarts nothing on this alone). */
export const LivenessSchema = z.object({ status: z.literal('ok') })

/**
 * GET /health/ready: whether to send this instance traffic. 503 while its database is unreachable or
 * while it shuts down (`draining`), so the proxy moves requests to the other instances first.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'down']),
  draining: z.boolean(),
})
export type Readiness = z.infer<typeof ReadinessSchema>
