import type { Database } from '@server/db/client'
import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { actorOf } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { partnersContract } from '@shared/api/partners-contract'
import { InvoiceIdParamsSchema } from '@shared/billing/billing-schemas'
import {
  CreditNoteIdParamsSchema,
  CreditNoteSchema,
  IssueCreditNoteSchema,
} from '@shared/billing/credit-note-schemas'
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
    adminRoute({
      method: 'POST',
      url: '/api/admin/invoices/:id/credit-notes',
      schema: {
        tags: ['admin', 'billing'],
        summary:
          'Refund an invoice with a credit note (its own numbered document): the amount incl. VAT, all that is left when omitted, never more (422), and the reason; audited and emailed to the business',
        params: InvoiceIdParamsSchema,
        body: IssueCreditNoteSchema,
        response: {
          200: CreditNoteSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
        },
      },
      handler: async (request) => {
        const { note, listingRestored } = await refundInvoice(
          db(),
          request.params.id,
          request.body,
          actorOf(request),
          creditNoteDepsOf(app),
        )
        if (listingRestored) app.searchCache.clear()
        return creditNoteView(note)
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/credit-notes/:id/pdf',
      schema: {
        tags: ['admin', 'billing'],
        summary: 'A credit note as a PDF',
        params: CreditNoteIdParamsSchema,
        response: {
          200: fileResponse('The credit note (PDF)', ['application/pdf']),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
      handler: async (request, reply) => sendPdf(db(), reply, await creditNoteById(db(), request.params.id)),
    }),
  ]
}
