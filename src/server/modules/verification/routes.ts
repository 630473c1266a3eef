import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { actorOf } from '@server/modules/audit/audit-log'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { adminVerificationContract } from '@shared/api/admin-verification-contract'
import { workspaceContract } from '@shared/api/workspace-contract'
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
    adminRoute(adminVerificationContract.queue, async (request) => ({
      items: await listDocumentQueue(db(), request.query.status),
    })),
    adminRoute(adminVerificationContract.file, async (request, reply) => {
      const row = await readQueuedDocument(db(), request.params.id)
      return reply
        .header('content-type', row.mimeType)
        .header('content-disposition', `inline; filename="${encodeURIComponent(row.fileName)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'")
        .send(row.bytes)
    }),
    adminRoute(adminVerificationContract.approve, async (request) => {
      await decide(request, request.params.id, { approve: true, validUntil: request.body.validUntil })
      return { ok: true as const, affected: 1 }
    }),
    adminRoute(adminVerificationContract.reject, async (request) => {
      await decide(request, request.params.id, { approve: false, reason: request.body.reason })
      return { ok: true as const, affected: 1 }
    }),
  ]
}
