import { errorResponses } from '@server/http/response-schemas'
import { AnalyticsQuerySchema, AnalyticsSchema, periodRange } from '@shared/admin/analytics-schemas'
import { LandingVersionStatsSchema } from '@shared/admin/landing-version-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loadAnalytics } from './analytics-queries'
import { funnelToday, rollUpRecentFunnel } from './funnel-rollup'
import { loadLandingVersionStats } from './landing-version-stats'

/** The live days are recounted before an answer when the last count is older than this. */
const FRESH_MS = 5 * 60_000

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  let rolledUpAt = 0

  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The funnel by week and by category, commune, canton, language and landing version; supply vs demand',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (Date.now() - rolledUpAt > FRESH_MS) {
        await rollUpRecentFunnel(db())
        rolledUpAt = Date.now()
      }
      const { from, to } = periodRange(request.query, await funnelToday(db()))
      return loadAnalytics(db(), from, to)
    },
  )

  app.get(
    '/api/admin/analytics/landing-versions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Landing versions A and B: visitors of the period and how many of them converted (ADR 032)',
        querystring: AnalyticsQuerySchema,
        response: { 200: LandingVersionStatsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { from, to } = periodRange(request.query, await funnelToday(db()))
      return loadLandingVersionStats(db(), from, to)
    },
  )
}
