import type { ScheduledJob } from '@server/jobs/job-runner'
import { rollUpRecentFunnel } from './funnel-rollup'

/**
 * Every hour, the last week's funnel is recounted before the conversations it counts are purged
 * (first at the first start: a new job is due at once).
 */
export const funnelRollupJob: ScheduledJob = {
  name: 'funnel-rollup',
  everyMs: 60 * 60_000,
  run: ({ db }) => rollUpRecentFunnel(db),
}
