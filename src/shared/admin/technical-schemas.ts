import { z } from 'zod'

export const TECHNICAL_WINDOWS = ['1h', '24h'] as const
export const TechnicalQuerySchema = z.object({ window: z.enum(TECHNICAL_WINDOWS).default('1h') })

/** One point of the live charts: the interval ending at `t`. */
export const TechnicalPointSchema = z.object({
  t: z.string(),
  requestsPerSecond: z.number(),
  /** Share of answers that were 5xx, 0–1. */
  errorRate: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  eventLoopP99Ms: z.number().nullable(),
  rssMb: z.number().nullable(),
  heapUsedMb: z.number().nullable(),
  dbSizeMb: z.number().nullable(),
  dbPoolInUse: z.number().nullable(),
  dbPoolWaiting: z.number().nullable(),
  outboxBacklog: z.number().nullable(),
  outboxFailed: z.number().nullable(),
  searchP95Ms: z.number().nullable(),
  assistantP95Ms: z.number().nullable(),
})
export type TechnicalPoint = z.infer<typeof TechnicalPointSchema>

export const RouteLatencySchema = z.object({
  route: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
})
export type RouteLatency = z.infer<typeof RouteLatencySchema>

export const TechnicalSchema = z.object({
  window: z.enum(TECHNICAL_WINDOWS),
  /** Seconds between two points. */
  step: z.number().int(),
  points: z.array(TechnicalPointSchema),
  routes: z.array(RouteLatencySchema),
  uptimeSeconds: z.number().int(),
  version: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  startedAt: z.string(),
})
export type Technical = z.infer<typeof TechnicalSchema>
