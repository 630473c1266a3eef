import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import {
  ProviderBulkSchema,
  ProviderChecksSchema,
  ProviderDeleteSchema,
  ProviderDetailSchema,
  ProviderEditSchema,
  ProviderFieldsSchema,
  ProviderFilterQuerySchema,
  ProviderIdParamsSchema,
  ProviderListQuerySchema,
  ProviderPageSchema,
  ProviderStatusSchema,
} from '@shared/admin/provider-admin-schemas'
import { z } from 'zod'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const tags = ['admin']
const Done = { 200: AdminActionResultSchema }

/** /api/admin/providers: the listings of the directory (ADR 076, 078). */
export const adminProvidersContract = {
  providers: defineAdminResource({
    path: '/api/admin/providers',
    list: {
      summary: 'Listings, one page: search, filters, sort',
      query: ProviderListQuerySchema,
      response: ProviderPageSchema,
    },
    export: {
      summary: 'The filtered listings as CSV (UTF-8 with BOM), streamed',
      file: 'Listings as CSV',
      filters: ProviderFilterQuerySchema,
    },
    detail: {
      summary: 'One listing with the requests it received and its audit trail',
      params: ProviderIdParamsSchema,
      response: ProviderDetailSchema,
    },
    bulk: { summary: 'One action on the selected listings, all or none', body: ProviderBulkSchema },
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/admin/providers',
    access: 'admin',
    tags,
    summary: 'Create a listing (active at once)',
    body: ProviderFieldsSchema,
    responses: { 201: z.object({ id: z.number().int() }), ...errorResponses(400, 413, 415) },
  }),
  edit: defineOperation({
    method: 'PATCH',
    path: '/api/admin/providers/:id',
    access: 'admin',
    tags,
    summary: 'Edit a listing',
    params: ProviderIdParamsSchema,
    body: ProviderEditSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  setStatus: defineOperation({
    method: 'POST',
    path: '/api/admin/providers/:id/status',
    access: 'admin',
    tags,
    summary: 'Show the listing in the directory, or hide it',
    params: ProviderIdParamsSchema,
    body: ProviderStatusSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  setChecks: defineOperation({
    method: 'POST',
    path: '/api/admin/providers/:id/checks',
    access: 'admin',
    tags,
    summary:
      'Set the Premium badge (verified and insured follow the reviewed documents and are refused here)',
    params: ProviderIdParamsSchema,
    body: ProviderChecksSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  delete: defineOperation({
    method: 'POST',
    path: '/api/admin/providers/:id/delete',
    access: 'admin',
    tags,
    summary: 'Delete a listing, its name typed to confirm',
    params: ProviderIdParamsSchema,
    body: ProviderDeleteSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
}
