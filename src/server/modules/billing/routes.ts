import type { Database } from '@server/db/client'
import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { partnersContract } from '@shared/api/partners-contract'
import {
  AdminInvoicesQuerySchema,
  AdminInvoicesSchema,
  ImportStatementSchema,
  ImportSummarySchema,
  InvoiceIdParamsSchema,
  InvoiceSchema,
  IssuedInvoicesSchema,
  IssueInvoicesSchema,
  ListingHoldSchema,
  MarkPaidSchema,
  ResolveStatementEntrySchema,
  STATEMENT_MAX_BYTES,
  StatementEntriesQuerySchema,
  StatementEntriesSchema,
  StatementEntryIdParamsSchema,
  WebhookReceiptSchema,
} from '@shared/billing/billing-schemas'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { billingOverview, invoiceById, invoiceView, listInvoicesForAdmin, ownInvoice } from './billing-views'
import { creditNoteRoutes } from './credit-note-routes'
import { runInvoiceReminders } from './invoice-reminders'
import { runMonthlyInvoicing } from './invoice-run'
import { type InvoiceRow, invoiceLanguage } from './invoices'
import { hideListingUntilPaid, restoreListingVisibility } from './listing-hold'
import { markInvoicePaid } from './payment-collection'
import { todayInLuxembourg } from './periods'
import { importStatement, listStatementEntries, resolveStatementEntry } from './reconciliation'
import { applyStripeEvent, createStripeCollector } from './stripe-collector'
import { changePlan } from './subscriptions'

/** Stripe's events are small; a larger body is not one. */
const WEBHOOK_MAX_BYTES = 256 * 1024

/** Every 6 hours: the first run of a month issues its invoices within hours of midnight. */
const INVOICE_RUN_EVERY_MS = 6 * 60 * 60 * 1000
/** Every 3 hours: a reminder leaves within hours of the day its step is reached. */
const REMINDER_RUN_EVERY_MS = 3 * 60 * 60 * 1000

/** The invoice as a PDF download, in its business's language. */
const sendPdf = async (db: Database, reply: FastifyReply, row: InvoiceRow) => {
  // pdf-lib loads with the first invoice asked for, not at start.
  const { renderInvoicePdf } = await import('./invoice-pdf')
  const pdf = await renderInvoicePdf(row, await invoiceLanguage(db, row.providerId))
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${row.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf))
}

/**
 * Plans and invoices: the provider's billing page and PDFs, the admins' list with
 * "mark paid", and the monthly run. No commission anywhere: the plan is all a provider pays.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  await app.register(creditNoteRoutes)
  // Card and SEPA Direct Debit through Stripe (ADR 043): only when its two secrets are configured.
  const stripe = createStripeCollector(app.deps.config)

  const mailerFor = (tx: Database) =>
    createMailer(tx, {
      deliver: Boolean(app.deps.config.SMTP_URL),
      onQueued: () => app.jobs.nudge(OUTBOX_WORKER),
      links: { publicUrl: app.deps.config.PUBLIC_URL, secret: app.deps.authSecret },
    })

  // Reminders of unpaid invoices, each step once per invoice (its row is claimed in the email's
  // transaction), sent within hours of the day it falls due.
  app.jobs.schedule({
    name: 'invoice-reminders',
    everyMs: REMINDER_RUN_EVERY_MS,
    run: ({ db: jobDb, log }) =>
      runInvoiceReminders({
        db: jobDb,
        mailerFor,
        publicUrl: app.deps.config.PUBLIC_URL,
        log,
        onlinePayment: stripe !== null,
      }),
  })

  // The month's invoices, issued once per provider and month by whichever instance runs the job
  // (a second run, or a second instance, finds them issued: the unique period index refuses it).
  app.jobs.schedule({
    name: 'monthly-invoices',
    everyMs: INVOICE_RUN_EVERY_MS,
    run: ({ db: jobDb, log }) =>
      runMonthlyInvoicing({
        db: jobDb,
        mailer: app.mailer,
        publicUrl: app.deps.config.PUBLIC_URL,
        log,
        onlinePayment: stripe !== null,
        // The premium badge of a changed plan shows in searches at once, in every instance.
        onListingsChanged: () => app.searchCache.clear(),
      }),
  })

  const providerOf = async (request: FastifyRequest) => {
    const id = await ownedProviderId(db(), callerOf(request).userId)
    if (id === null) throw new DomainError('no_provider_listing', 404)
    return id
  }

  serveOperation(app, partnersContract.billing, async (request) =>
    billingOverview(db(), await providerOf(request), { onlinePayment: stripe !== null }),
  )

  serveOperation(app, partnersContract.changePlan, async (request) => {
    const providerId = await providerOf(request)
    await changePlan(db(), providerId, request.body)
    return billingOverview(db(), providerId, { onlinePayment: stripe !== null })
  })

  serveOperation(app, partnersContract.invoicePdf, async (request, reply) =>
    sendPdf(db(), reply, await ownInvoice(db(), await providerOf(request), request.params.id)),
  )

  if (stripe) {
    serveOperation(app, partnersContract.checkout, async (request) => {
      const providerId = await providerOf(request)
      const row = await ownInvoice(db(), providerId, request.params.id)
      return stripe.startCheckout(row, await invoiceLanguage(db(), providerId))
    })

    // Stripe signs the bytes it sends: the body is kept as received, never parsed before it is checked.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers()
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES },
        (_request, body, done) => done(null, body),
      )
      scope.post(
        '/api/webhooks/stripe',
        {
          config: { access: 'public' },
          bodyLimit: WEBHOOK_MAX_BYTES,
          schema: {
            tags: ['billing'],
            summary:
              "Stripe's events (signed with the endpoint's secret): a paid checkout or PaymentIntent is recorded as its invoice's payment, once (only when Stripe is configured)",
            response: {
              200: WebhookReceiptSchema,
              ...errorResponses(400, 413, 415, 429, 503),
            },
          },
        },
        async (request) => {
          const body = request.body
          if (!Buffer.isBuffer(body)) throw new DomainError('webhook_signature_invalid', 400)
          const signature = request.headers['stripe-signature']
          const event = await stripe.verifiedEvent(
            body,
            typeof signature === 'string' ? signature : undefined,
          )
          const { outcome, listingRestored } = await applyStripeEvent(db(), event, actorOf(request))
          if (listingRestored) app.searchCache.clear()
          return { received: true, outcome }
        },
      )
    })
  }
}

export const billingAdminRoutes: AdminRoutes = (app) => {
  const stripe = createStripeCollector(app.deps.config)
  const db = () => app.deps.database.db
  return [
    ...defineAdminResource({
      path: '/api/admin/invoices',
      tags: ['admin', 'billing'],
      list: {
        summary: 'Invoices of every provider: all, unpaid, overdue or paid',
        querySchema: AdminInvoicesQuerySchema,
        response: AdminInvoicesSchema,
        load: listInvoicesForAdmin,
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/invoices/:id/pdf',
      schema: {
        tags: ['admin', 'billing'],
        summary: 'An invoice as a PDF',
        params: InvoiceIdParamsSchema,
        response: {
          200: fileResponse('The invoice (PDF)', ['application/pdf']),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
      handler: async (request, reply) => sendPdf(db(), reply, await invoiceById(db(), request.params.id)),
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/invoices/:id/mark-paid',
      schema: {
        tags: ['admin', 'billing'],
        summary: 'Record the bank transfer that paid an invoice',
        params: InvoiceIdParamsSchema,
        body: MarkPaidSchema,
        response: { 200: InvoiceSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
      handler: async (request) => {
        const paid = await markInvoicePaid(db(), request.params.id, request.body.receivedOn, actorOf(request))
        if (paid.listingRestored) app.searchCache.clear()
        return invoiceView(paid)
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/invoices/:id/hide-listing',
      schema: {
        tags: ['admin', 'billing'],
        summary:
          "Hide the invoice's business from the directory and matching until the invoice is paid (after its last reminder; the account stays open)",
        params: InvoiceIdParamsSchema,
        response: { 200: ListingHoldSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
      handler: async (request) => {
        const { providerId } = await hideListingUntilPaid(db(), request.params.id, actorOf(request))
        app.searchCache.clear()
        return { providerId, hidden: true }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/invoices/:id/restore-listing',
      schema: {
        tags: ['admin', 'billing'],
        summary: 'Show again a listing hidden until this invoice is paid, before it is paid',
        params: InvoiceIdParamsSchema,
        response: { 200: ListingHoldSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
      handler: async (request) => {
        const { providerId } = await restoreListingVisibility(db(), request.params.id, actorOf(request))
        app.searchCache.clear()
        return { providerId, hidden: false }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/invoices/issue',
      schema: {
        tags: ['admin', 'billing'],
        summary: "Issue a month's invoices now (each provider once per month; the monthly run does it too)",
        body: IssueInvoicesSchema,
        response: { 200: IssuedInvoicesSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
      handler: async (request) => {
        const month = request.body.month ?? todayInLuxembourg().slice(0, 7)
        const issued = await runMonthlyInvoicing(
          {
            db: db(),
            mailer: app.mailer,
            publicUrl: app.deps.config.PUBLIC_URL,
            log: app.log,
            onlinePayment: stripe !== null,
            onListingsChanged: () => app.searchCache.clear(),
            actor: actorOf(request),
          },
          month,
        )
        return { issued, month }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/billing/statements',
      bodyLimit: STATEMENT_MAX_BYTES * 2,
      schema: {
        tags: ['admin', 'billing'],
        summary:
          'Import a bank statement (ISO 20022 camt.053 or camt.054 XML): exact credits are recorded as payments, the others wait for review; a statement imported twice records nothing twice',
        body: ImportStatementSchema,
        response: {
          200: ImportSummarySchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503),
        },
      },
      handler: async (request) => {
        const summary = await importStatement(db(), request.body.xml, actorOf(request))
        if (summary.listingsRestored > 0) app.searchCache.clear()
        return summary
      },
    }),
    adminRoute({
      method: 'GET',
      url: '/api/admin/billing/statement-entries',
      schema: {
        tags: ['admin', 'billing'],
        summary: 'Credits of imported statements: the review list (partial, over, unmatched) or all',
        querystring: StatementEntriesQuerySchema,
        response: { 200: StatementEntriesSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      handler: async (request) => listStatementEntries(db(), request.query.status),
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/billing/statement-entries/:id/resolve',
      schema: {
        tags: ['admin', 'billing'],
        summary: 'Settle a credit of the review list: apply it to an unpaid invoice, or dismiss it',
        params: StatementEntryIdParamsSchema,
        body: ResolveStatementEntrySchema,
        response: {
          200: z.object({ id: z.number().int(), outcome: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
      handler: async (request) => {
        const entry = await resolveStatementEntry(db(), request.params.id, request.body, actorOf(request))
        if (entry.listingRestored) app.searchCache.clear()
        return { id: entry.id, outcome: entry.outcome }
      },
    }),
  ]
}
