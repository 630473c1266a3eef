import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { z } from 'zod'
import { DaySchema } from './admin-common-schemas'

/** The funnel's stages, in order. */
export const FUNNEL_STAGES = ['chats', 'estimates', 'requests', 'quotes', 'accepted', 'completed'] as const
export type FunnelStage = (typeof FUNNEL_STAGES)[number]

export const ANALYTICS_PERIODS = ['7', '30', '90', '365', 'custom'] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]
/** The longest custom period: two years of days. */
export const MAX_PERIOD_DAYS = 731

/** The period as the analytics page's address holds it: a custom one may still wait for its dates. */
export const AnalyticsPeriodQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS).default('90'),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
})
export const AnalyticsQuerySchema = AnalyticsPeriodQuerySchema.refine(
  (q) => q.period !== 'custom' || (q.from !== undefined && q.to !== undefined),
  {
    message: 'A custom period needs a start and an end date.',
    path: ['from'],
  },
).refine((q) => q.period !== 'custom' || !q.from || !q.to || q.from <= q.to, {
  message: 'The start date must come before the end date.',
  path: ['to'],
})
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>

const StageCountsSchema = z.object({
  chats: z.number().int(),
  estimates: z.number().int(),
  requests: z.number().int(),
  quotes: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
})
export type StageCounts = z.infer<typeof StageCountsSchema>

/** One row of a split: a key (a week, a category, a commune…) and its stage counts. */
export const SplitRowSchema = StageCountsSchema.extend({ key: z.string() })
export type SplitRow = z.infer<typeof SplitRowSchema>

export const SupplyDemandRowSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  canton: z.string(),
  /** Active providers of the category based in the canton. */
  providers: z.number().int(),
  /** Requests sent in the period for projects of the category in the canton. */
  requests: z.number().int(),
})
export type SupplyDemandRow = z.infer<typeof SupplyDemandRowSchema>

export const AnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: StageCountsSchema,
  byWeek: z.array(SplitRowSchema),
  byCategory: z.array(SplitRowSchema),
  byCommune: z.array(SplitRowSchema.extend({ canton: z.string() })),
  byCanton: z.array(SplitRowSchema),
  byLanguage: z.array(SplitRowSchema),
  byLandingVersion: z.array(SplitRowSchema),
  supplyDemand: z.array(SupplyDemandRowSchema),
})
export type Analytics = z.infer<typeof AnalyticsSchema>

/** Conversion from one stage to the next, as a fraction (null when the earlier stage is 0). */
export function conversion(counts: StageCounts, stage: FunnelStage): number | null {
  const index = FUNNEL_STAGES.indexOf(stage)
  if (index <= 0) return null
  const previous = counts[FUNNEL_STAGES[index - 1] as FunnelStage]
  return previous > 0 ? counts[stage] / previous : null
}

/** The first and last day of a period ending today (UTC days), or the custom range. */
export function periodRange(query: AnalyticsQuery, today: string): { from: string; to: string } {
  if (query.period === 'custom' && query.from && query.to) return { from: query.from, to: query.to }
  const days = Number(query.period === 'custom' ? '90' : query.period)
  const start = new Date(`${today}T00:00:00Z`)
  start.setUTCDate(start.getUTCDate() - (days - 1))
  return { from: start.toISOString().slice(0, 10), to: today }
}
