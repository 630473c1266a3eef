import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { actorOf } from '@server/modules/audit/audit-log'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import { IdParamsSchema } from '@shared/admin/content-admin-schemas'
import { workspaceContract } from '@shared/api/workspace-contract'
import {
  ApproveDocumentSchema,
  DocumentQueueQuerySchema,
  DocumentQueueSchema,
  RejectDocumentSchema,
} from '@shared/providers/document-review-schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DOCUMENT_EXPIRY_EVERY_MS, runDocumentExpiry } from './document-expiry'
import {
  listDocumentQueue,
  listOwnDocuments,
  type ReviewDecision,
  readQueuedDocument,
  reviewDocument,
} from './document-review'
import { runVatChecks, VAT_CHECK_EVERY_MS, VAT_CHECK_JOB } from './vat-check'
import { viesClientOf } from './vies-client'

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp']

/**
 * The documents behind trust claims: the owner's view of their review (uploads go through the
 * onboarding document route), and the administrators' verification queue: list, read the file,
 * approve with a last valid day or reject with a reason (audited; the provider is emailed).
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  // Expired documents lose their badge's flag; owners hear 30 days before the end (once).
  app.jobs.schedule({
    name: 'document-expiry',
    everyMs: DOCUMENT_EXPIRY_EVERY_MS,
    run: ({ db: jobDb, log }) =>
      runDocumentExpiry({
        db: jobDb,
        mailer: app.mailer,
        publicUrl: app.deps.config.PUBLIC_URL,
        log,
        onListingsChanged: () => app.searchCache.clear(),
      }),
  })

  // Off unless VIES_URL is set: then VIES is asked about listings' VAT numbers, off the request path.
  const vies = viesClientOf(app.deps.config)
  if (vies)
    app.jobs.schedule({
      name: VAT_CHECK_JOB,
      everyMs: VAT_CHECK_EVERY_MS,
      run: ({ db: jobDb, log }) =>
        runVatChecks({ db: jobDb, vies, log, onListingsChanged: () => app.searchCache.clear() }),
    })

  serveOperation(app, workspaceContract.documents, async (request) => {
    const providerId = await ownedProviderId(db(), callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    return { items: await listOwnDocuments(db(), providerId) }
  })
}

export const verificationAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const tags = ['verification']
  const decide = (request: FastifyRequest, id: number, decision: ReviewDecision) =>
    reviewDocument(
      {
        db: db(),
        mailer: app.mailer,
        publicUrl: app.deps.config.PUBLIC_URL,
        actor: actorOf(request),
        onListingsChanged: () => app.searchCache.clear(),
        log: app.log,
      },
      id,
      decision,
    )
  return [
    adminRoute({
      method: 'GET',
      url: '/api/admin/documents',
      schema: {
        tags: [...tags, 'admin'],
        summary: 'The verification queue: pending documents oldest first, or the approved or rejected ones',
        querystring: DocumentQueueQuerySchema,
        response: { 200: DocumentQueueSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      handler: async (request) => ({ items: await listDocumentQueue(db(), request.query.status) }),
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/documents/:id/file',
      schema: {
        tags: [...tags, 'admin'],
        summary: "A document's file, to read it before deciding",
        params: IdParamsSchema,
        response: {
          200: fileResponse('The document', DOCUMENT_TYPES),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
      handler: async (request, reply) => {
        const row = await readQueuedDocument(db(), request.params.id)
        return reply
          .header('content-type', row.mimeType)
          .header('content-disposition', `inline; filename="${encodeURIComponent(row.fileName)}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'")
          .send(row.bytes)
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/documents/:id/approve',
      schema: {
        tags: [...tags, 'admin'],
        summary: "Approve a pending document until its last valid day: the listing's badge shows at once",
        params: IdParamsSchema,
        body: ApproveDocumentSchema,
        response: {
          200: AdminActionResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
      handler: async (request) => {
        await decide(request, request.params.id, { approve: true, validUntil: request.body.validUntil })
        return { ok: true as const, affected: 1 }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/documents/:id/reject',
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Reject a pending document with a reason, emailed to the provider in their language',
        params: IdParamsSchema,
        body: RejectDocumentSchema,
        response: {
          200: AdminActionResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
      handler: async (request) => {
        await decide(request, request.params.id, { approve: false, reason: request.body.reason })
        return { ok: true as const, affected: 1 }
      },
    }),
  ]
}
