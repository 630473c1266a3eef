import { project, provider } from '@server/db/schema/index'
import { logoUrlSql } from '@server/modules/providers/provider-logo'
import { PRIOR_MEAN_RATING, PRIOR_REVIEW_WEIGHT } from '@shared/providers/bayesian-rating'
import {
  ProviderCardListSchema,
  RecentProjectListSchema,
  RecentWorkListSchema,
  ShowcaseQuerySchema,
  SiteFiguresSchema,
} from '@shared/showcase/showcase-schemas'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** What the landing page shows: top-rated providers, recent public projects and its figures, from the database. */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/providers/top',
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'Best-rated active providers',
        querystring: ShowcaseQuerySchema,
        response: { 200: ProviderCardListSchema },
      },
    },
    async (request, reply) => {
      const rows = await app.deps.database.db
        .select({
          id: provider.id,
          slug: provider.slug,
          name: provider.name,
          categories: provider.categories,
          specialties: provider.specialties,
          locality: provider.locality,
          rating: provider.rating,
          reviewCount: provider.reviewCount,
          verified: provider.verified,
          insured: provider.insured,
          premium: provider.premium,
          logoUrl: sql<string | null>`${logoUrlSql('provider')}`,
        })
        .from(provider)
        .where(eq(provider.status, 'active'))
        // The trusted rating (bayesian-rating.ts): a 5.0 from three reviews does not outrank 4.9 from 142.
        .orderBy(
          desc(
            sql`(${provider.rating} * ${provider.reviewCount} + ${PRIOR_MEAN_RATING * PRIOR_REVIEW_WEIGHT}) / (${provider.reviewCount} + ${PRIOR_REVIEW_WEIGHT})`,
          ),
          desc(provider.reviewCount),
          provider.id,
        )
        .limit(request.query.limit)
      reply.header('cache-control', 'public, max-age=300')
      return { items: rows }
    },
  )

  app.get(
    '/api/public/projects/recent',
    {
      config: { access: 'public' },
      schema: {
        tags: ['projects'],
        summary: 'Recent projects whose customers agreed to show them',
        querystring: ShowcaseQuerySchema,
        response: { 200: RecentProjectListSchema },
      },
    },
    async (request, reply) => {
      const rows = await app.deps.database.db
        .select({
          id: project.id,
          category: project.category,
          locality: project.locality,
          budgetLow: project.budgetLow,
          budgetHigh: project.budgetHigh,
          status: project.status,
          createdAt: project.createdAt,
        })
        .from(project)
        .where(eq(project.isPublic, true))
        .orderBy(desc(project.createdAt), desc(project.id))
        .limit(request.query.limit)
      reply.header('cache-control', 'public, max-age=300')
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }
    },
  )

  app.get(
    '/api/public/work/recent',
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'Recent photos listed businesses uploaded to their portfolios (never illustrations)',
        querystring: ShowcaseQuerySchema,
        response: { 200: RecentWorkListSchema },
      },
    },
    async (request, reply) => {
      // From memory (recent-work.ts), not a query per page view.
      const items = await app.recentWork.list(request.query.limit)
      reply.header('cache-control', 'public, max-age=300')
      return { items }
    },
  )

  app.get(
    '/api/public/figures',
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'The figures the site states: verified listed providers, as the directory has them',
        response: { 200: SiteFiguresSchema },
      },
    },
    async (_request, reply) => {
      // From the directory's in-memory snapshot (refreshed on every listing change), not a count per page view.
      const verifiedProviders = await app.directoryIndex.verifiedProviders()
      reply.header('cache-control', 'public, max-age=300')
      return { verifiedProviders }
    },
  )
}
