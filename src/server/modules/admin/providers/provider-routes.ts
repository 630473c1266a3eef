import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { creditNoteDepsOf } from '@server/modules/billing/credit-note-routes'
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
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  bulkListingAction,
  createListing,
  deleteListing,
  editListing,
  type ProviderActionContext,
  updateListingFlags,
} from './provider-actions'
import { loadProviderDetail } from './provider-detail'
import { listProviders, PROVIDER_CSV_COLUMNS, providerBatch } from './provider-list'

const done = (affected = 1) => ({ ok: true as const, affected })
const Done = { 200: AdminActionResultSchema }

/** /api/admin/providers: the listings of the directory. */
export const providerAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const context = (request: FastifyRequest): ProviderActionContext => ({
    db: db(),
    actor: actorOf(request),
    onListingsChanged: () => app.searchCache.clear(),
    removeFiles: (stored) => app.fileStore.removeAll(stored, request.log),
    creditNotes: creditNoteDepsOf(app),
  })
  const tags = ['admin']

  return [
    ...defineAdminResource({
      path: '/api/admin/providers',
      list: {
        summary: 'Listings, one page: search, filters, sort',
        querySchema: ProviderListQuerySchema,
        response: ProviderPageSchema,
        load: listProviders,
      },
      csv: {
        summary: 'The filtered listings as CSV (UTF-8 with BOM), streamed',
        file: 'Listings as CSV',
        filterSchema: ProviderFilterQuerySchema,
        columns: PROVIDER_CSV_COLUMNS,
        batch: providerBatch,
        keyOf: (row) => row.id,
        fileName: 'providers',
        audit: { action: 'export.providers', targetType: 'provider' },
      },
      detail: {
        summary: 'One listing with the requests it received and its audit trail',
        params: ProviderIdParamsSchema,
        response: ProviderDetailSchema,
        load: loadProviderDetail,
      },
      batchActions: {
        summary: 'One action on the selected listings, all or none',
        body: ProviderBulkSchema,
        run: (request, input) => bulkListingAction(context(request), input.ids, input.action),
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/providers',
      schema: {
        tags,
        summary: 'Create a listing (active at once)',
        body: ProviderFieldsSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses(400, 413, 415) },
      },
      handler: async (request, reply) =>
        reply.code(201).send({ id: await createListing(context(request), request.body) }),
    }),
    adminRoute({
      method: 'PATCH',
      url: '/api/admin/providers/:id',
      schema: {
        tags,
        summary: 'Edit a listing',
        params: ProviderIdParamsSchema,
        body: ProviderEditSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await editListing(context(request), request.params.id, request.body)
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/providers/:id/status',
      schema: {
        tags,
        summary: 'Show the listing in the directory, or hide it',
        params: ProviderIdParamsSchema,
        body: ProviderStatusSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        const { status } = request.body
        await updateListingFlags(
          context(request),
          request.params.id,
          { status },
          status === 'active' ? 'provider.activate' : 'provider.deactivate',
        )
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/providers/:id/checks',
      schema: {
        tags,
        summary:
          'Set the Premium badge (verified and insured follow the reviewed documents and are refused here)',
        params: ProviderIdParamsSchema,
        body: ProviderChecksSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await updateListingFlags(context(request), request.params.id, request.body, 'provider.checks')
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/providers/:id/delete',
      schema: {
        tags,
        summary: 'Delete a listing, its name typed to confirm',
        params: ProviderIdParamsSchema,
        body: ProviderDeleteSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await deleteListing(context(request), request.params.id, request.body.confirm)
        return done()
      },
    }),
  ]
}
