import { category } from '@server/db/schema/index'
import { CategoryListSchema, LocalityListSchema, LocalityQuerySchema } from '@shared/catalog/catalog-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { asc } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchLocalities } from './locality-search'

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'The 23 service categories with names in en, fr, de',
        response: { 200: CategoryListSchema },
      },
    },
    async (_request, reply) => {
      const rows = await app.deps.database.db.select().from(category).orderBy(asc(category.sortOrder))
      reply.header('cache-control', 'public, max-age=600')
      return { items: rows.map(({ sortOrder: _, ...c }) => c) }
    },
  )

  app.get(
    '/api/public/localities',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Autocomplete over Luxembourg localities, communes, quarters and postal codes',
        querystring: LocalityQuerySchema,
        response: { 200: LocalityListSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const items = await searchLocalities(app.deps.database.db, request.query.q, request.query.limit)
      reply.header('cache-control', 'public, max-age=600')
      return { items }
    },
  )
}
