import type { Database } from '@server/db/client'
import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { actorOf } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { adminBillingContract } from '@shared/api/admin-billing-contract'
import { partnersContract } from '@shared/api/partners-contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type CreditNoteDeps,
  type CreditNoteRow,
  creditNoteById,
  creditNoteView,
  ownCreditNote,
  refundInvoice,
} from './credit-notes'
import { invoiceLanguage } from './invoices'

/** What issuing a credit note needs of the app: its outbox mailer in the issuing transaction, and the site's address. */
export const creditNoteDepsOf = (app: FastifyInstance): CreditNoteDeps => ({
  mailerFor: (tx: Database) =>
    createMailer(tx, {
      deliver: Boolean(app.deps.config.SMTP_URL),
      onQueued: () => app.jobs.nudge(OUTBOX_WORKER),
      links: { publicUrl: app.deps.config.PUBLIC_URL, secret: app.deps.authSecret },
    }),
  publicUrl: app.deps.config.PUBLIC_URL,
})

/** The credit note as a PDF download, in its business's language. */
const sendPdf = async (db: Database, reply: FastifyReply, row: CreditNoteRow) => {
  const { renderCreditNotePdf } = await import('./credit-note-pdf')
  const pdf = await renderCreditNotePdf(row, await invoiceLanguage(db, row.providerId))
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${row.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf))
}

/** Credit notes: an admin's refund of an invoice, and each credit note's PDF for its business and the admins. */
export const creditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  const providerOf = async (request: FastifyRequest) => {
    const id = await ownedProviderId(db(), callerOf(request).userId)
    if (id === null) throw new DomainError('no_provider_listing', 404)
    return id
  }

  serveOperation(app, partnersContract.creditNotePdf, async (request, reply) =>
    sendPdf(db(), reply, await ownCreditNote(db(), await providerOf(request), request.params.id)),
  )
}

export const creditNoteAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    adminRoute(adminBillingContract.issueCreditNote, async (request) => {
      const { note, listingRestored } = await refundInvoice(
        db(),
        request.params.id,
        request.body,
        actorOf(request),
        creditNoteDepsOf(app),
      )
      if (listingRestored) app.searchCache.clear()
      return creditNoteView(note)
    }),
    adminRoute(adminBillingContract.creditNotePdf, async (request, reply) =>
      sendPdf(db(), reply, await creditNoteById(db(), request.params.id)),
    ),
  ]
}
