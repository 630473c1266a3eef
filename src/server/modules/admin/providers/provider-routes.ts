import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import { creditNoteDepsOf } from '@server/modules/billing/credit-note-routes'
import {
  csvFileResponse,
  csvStream,
  delimiterOf,
  exportFileName,
  keysetBatches,
} from '@server/modules/csv/csv-stream'
import { AdminActionResultSchema, CsvExportQuerySchema } from '@shared/admin/admin-common-schemas'
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
export const providerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const context = (request: FastifyRequest): ProviderActionContext => ({
    db: db(),
    actor: actorOf(request),
    onListingsChanged: () => app.searchCache.clear(),
    removeFiles: (stored) => app.fileStore.removeAll(stored, request.log),
    creditNotes: creditNoteDepsOf(app),
  })
  const admin = { access: 'admin' as const }
  const tags = ['admin']

  app.get(
    '/api/admin/providers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Listings, one page: search, filters, sort',
        querystring: ProviderListQuerySchema,
        response: { 200: ProviderPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listProviders(db(), request.query),
  )

  app.get(
    '/api/admin/providers/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The filtered listings as CSV (UTF-8 with BOM), streamed',
        querystring: ProviderFilterQuerySchema.extend(CsvExportQuerySchema.shape),
        response: { 200: csvFileResponse('Listings as CSV'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { delimiter, ...filters } = request.query
      await recordAudit(db(), actorOf(request), {
        action: 'export.providers',
        targetType: 'provider',
        details: { filters },
      })
      const stream = csvStream(
        PROVIDER_CSV_COLUMNS,
        keysetBatches(providerBatch(db(), filters), (row) => row.id),
        delimiterOf(delimiter),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('providers')}"`)
        .send(stream)
    },
  )

  app.get(
    '/api/admin/providers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One listing with the requests it received and its audit trail',
        params: ProviderIdParamsSchema,
        response: { 200: ProviderDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const detail = await loadProviderDetail(db(), request.params.id)
      if (!detail) throw new DomainError('not_found', 404)
      return detail
    },
  )

  app.post(
    '/api/admin/providers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a listing (active at once)',
        body: ProviderFieldsSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await createListing(context(request), request.body) }),
  )

  app.patch(
    '/api/admin/providers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a listing',
        params: ProviderIdParamsSchema,
        body: ProviderEditSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      await editListing(context(request), request.params.id, request.body)
      return done()
    },
  )

  app.post(
    '/api/admin/providers/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Show the listing in the directory, or hide it',
        params: ProviderIdParamsSchema,
        body: ProviderStatusSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const { status } = request.body
      await updateListingFlags(
        context(request),
        request.params.id,
        { status },
        status === 'active' ? 'provider.activate' : 'provider.deactivate',
      )
      return done()
    },
  )

  app.post(
    '/api/admin/providers/:id/checks',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Set the Premium badge (verified and insured follow the reviewed documents and are refused here)',
        params: ProviderIdParamsSchema,
        body: ProviderChecksSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      await updateListingFlags(context(request), request.params.id, request.body, 'provider.checks')
      return done()
    },
  )

  app.post(
    '/api/admin/providers/:id/delete',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a listing, its name typed to confirm',
        params: ProviderIdParamsSchema,
        body: ProviderDeleteSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      await deleteListing(context(request), request.params.id, request.body.confirm)
      return done()
    },
  )

  app.post(
    '/api/admin/providers/bulk',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One action on the selected listings, all or none',
        body: ProviderBulkSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => done(await bulkListingAction(context(request), request.body.ids, request.body.action)),
  )
}
