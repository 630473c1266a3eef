import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { periodRange } from '@shared/admin/analytics-schemas'
import { adminAnalyticsContract } from '@shared/api/admin-analytics-contract'
import { loadAnalytics } from './analytics-queries'
import { funnelToday, rollUpRecentFunnel } from './funnel-rollup'
import { loadLandingVersionStats } from './landing-version-stats'

/** The live days are recounted before an answer when the last count is older than this. */
const FRESH_MS = 5 * 60_000

export const analyticsAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  let rolledUpAt = 0

  return [
    adminRoute(adminAnalyticsContract.analytics, async (request) => {
      if (Date.now() - rolledUpAt > FRESH_MS) {
        await rollUpRecentFunnel(db())
        rolledUpAt = Date.now()
      }
      const { from, to } = periodRange(request.query, await funnelToday(db()))
      return loadAnalytics(db(), from, to)
    }),
    adminRoute(adminAnalyticsContract.landingVersions, async (request) => {
      const { from, to } = periodRange(request.query, await funnelToday(db()))
      return loadLandingVersionStats(db(), from, to)
    }),
  ]
}
