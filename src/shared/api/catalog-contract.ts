import { CategoryListSchema, LocalityListSchema, LocalityQuerySchema } from '@shared/catalog/catalog-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { defineOperation } from './operation'

/** Categories and places (ADR 078). */
export const catalogContract = {
  categories: defineOperation({
    method: 'GET',
    path: '/api/public/categories',
    access: 'public',
    tags: ['catalog'],
    summary: 'The 23 service categories with names in en, fr, de',
    responses: { 200: CategoryListSchema },
  }),
  localities: defineOperation({
    method: 'GET',
    path: '/api/public/localities',
    access: 'public',
    tags: ['catalog'],
    summary: 'Autocomplete over Luxembourg localities, communes, quarters and postal codes',
    query: LocalityQuerySchema,
    responses: { 200: LocalityListSchema, 400: ApiErrorSchema },
  }),
}
