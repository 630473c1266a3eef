import type { IntervalJob } from '@server/modules/scheduling/interval-scheduler'
import { rollUpRecentFunnel } from './funnel-rollup'

/** Every hour, the last week's funnel is recounted before the conversations it counts are purged. */
export const funnelRollupJob: IntervalJob = {
  name: 'funnel-rollup',
  everyMs: 60 * 60_000,
  runAtFirstStart: true,
  run: ({ db }) => rollUpRecentFunnel(db),
}
