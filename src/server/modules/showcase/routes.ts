import { project, provider } from '@server/db/schema/index'
import { serveOperation } from '@server/http/operation-route'
import { logoUrlSql } from '@server/modules/providers/provider-logo'
import { showcaseContract } from '@shared/api/showcase-contract'
import { PRIOR_MEAN_RATING, PRIOR_REVIEW_WEIGHT } from '@shared/providers/bayesian-rating'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** What the landing page shows: top-rated providers, recent public projects and its figures, from the database. */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperation(app, showcaseContract.topProviders, async (request, reply) => {
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
  })

  serveOperation(app, showcaseContract.recentProjects, async (request, reply) => {
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
  })

  serveOperation(app, showcaseContract.recentWork, async (request, reply) => {
    // From memory (recent-work.ts), not a query per page view.
    const items = await app.recentWork.list(request.query.limit)
    reply.header('cache-control', 'public, max-age=300')
    return { items }
  })

  serveOperation(app, showcaseContract.figures, async (_request, reply) => {
    // From the directory's in-memory snapshot (refreshed on every listing change), not a count per page view.
    const verifiedProviders = await app.directoryIndex.verifiedProviders()
    reply.header('cache-control', 'public, max-age=300')
    return { verifiedProviders }
  })
}
