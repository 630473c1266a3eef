import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { creditNoteDepsOf } from '@server/modules/billing/credit-note-routes'
import { adminProvidersContract } from '@shared/api/admin-providers-contract'
import type { FastifyRequest } from 'fastify'
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

  return [
    ...serveAdminResource(adminProvidersContract.providers, {
      list: listProviders,
      export: {
        columns: PROVIDER_CSV_COLUMNS,
        batch: providerBatch,
        keyOf: (row) => row.id,
        fileName: 'providers',
        audit: { action: 'export.providers', targetType: 'provider' },
      },
      detail: loadProviderDetail,
      bulk: (request, input) => bulkListingAction(context(request), input.ids, input.action),
    }),
    adminRoute(adminProvidersContract.create, async (request, reply) =>
      reply.code(201).send({ id: await createListing(context(request), request.body) }),
    ),
    adminRoute(adminProvidersContract.edit, async (request) => {
      await editListing(context(request), request.params.id, request.body)
      return done()
    }),
    adminRoute(adminProvidersContract.setStatus, async (request) => {
      const { status } = request.body
      await updateListingFlags(
        context(request),
        request.params.id,
        { status },
        status === 'active' ? 'provider.activate' : 'provider.deactivate',
      )
      return done()
    }),
    adminRoute(adminProvidersContract.setChecks, async (request) => {
      await updateListingFlags(context(request), request.params.id, request.body, 'provider.checks')
      return done()
    }),
    adminRoute(adminProvidersContract.delete, async (request) => {
      await deleteListing(context(request), request.params.id, request.body.confirm)
      return done()
    }),
  ]
}
