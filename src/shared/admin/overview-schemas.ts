import { z } from 'zod'

/** A figure of the overview, today and over the last 30 days (null where it does not apply). */
export const OverviewFigureSchema = z.object({
  key: z.string(),
  today: z.number().nullable(),
  last30: z.number().nullable(),
})
export type OverviewFigure = z.infer<typeof OverviewFigureSchema>

export const STATUS_LEVELS = ['ok', 'warning', 'down'] as const
export const StatusItemSchema = z.object({
  key: z.enum(['database', 'email', 'outbox', 'errors', 'maintenance']),
  level: z.enum(STATUS_LEVELS),
  /** A number to show beside the level: the backlog, the error rate in %, … */
  value: z.number().nullable(),
})
export type StatusItem = z.infer<typeof StatusItemSchema>

/** GET /api/admin/overview: the figures that matter and the status strip. */
export const OverviewSchema = z.object({
  figures: z.array(OverviewFigureSchema),
  status: z.array(StatusItemSchema),
  generatedAt: z.string(),
})
export type Overview = z.infer<typeof OverviewSchema>
