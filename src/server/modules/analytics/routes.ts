import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { AnalyticsQuerySchema, AnalyticsSchema, periodRange } from '@shared/admin/analytics-schemas'
import { LandingVersionStatsSchema } from '@shared/admin/landing-version-schemas'
import { loadAnalytics } from './analytics-queries'
import { funnelToday, rollUpRecentFunnel } from './funnel-rollup'
import { loadLandingVersionStats } from './landing-version-stats'

/** The live days are recounted before an answer when the last count is older than this. */
const FRESH_MS = 5 * 60_000

export const analyticsAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  let rolledUpAt = 0

  return [
    adminRoute({
      method: 'GET',
      url: '/api/admin/analytics',
      schema: {
        tags: ['admin'],
        summary:
          'The funnel by week and by category, commune, canton, language and landing version; supply vs demand',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema, ...errorResponses(400) },
      },
      handler: async (request) => {
        if (Date.now() - rolledUpAt > FRESH_MS) {
          await rollUpRecentFunnel(db())
          rolledUpAt = Date.now()
        }
        const { from, to } = periodRange(request.query, await funnelToday(db()))
        return loadAnalytics(db(), from, to)
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/analytics/landing-versions',
      schema: {
        tags: ['admin'],
        summary: 'Landing versions A and B: visitors of the period and how many of them converted (ADR 032)',
        querystring: AnalyticsQuerySchema,
        response: { 200: LandingVersionStatsSchema, ...errorResponses(400) },
      },
      handler: async (request) => {
        const { from, to } = periodRange(request.query, await funnelToday(db()))
        return loadLandingVersionStats(db(), from, to)
      },
    }),
  ]
}
