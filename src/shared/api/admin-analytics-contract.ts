import { AnalyticsQuerySchema, AnalyticsSchema } from '@shared/admin/analytics-schemas'
import { LandingVersionStatsSchema } from '@shared/admin/landing-version-schemas'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The funnel and the landing versions' figures (ADR 076, 078). */
export const adminAnalyticsContract = {
  analytics: defineOperation({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    tags: ['admin'],
    summary:
      'The funnel by week and by category, commune, canton, language and landing version; supply vs demand',
    query: AnalyticsQuerySchema,
    responses: { 200: AnalyticsSchema, ...errorResponses(400) },
  }),
  landingVersions: defineOperation({
    method: 'GET',
    path: '/api/admin/analytics/landing-versions',
    access: 'admin',
    tags: ['admin'],
    summary: 'Landing versions A and B: visitors of the period and how many of them converted (ADR 032)',
    query: AnalyticsQuerySchema,
    responses: { 200: LandingVersionStatsSchema, ...errorResponses(400) },
  }),
}
