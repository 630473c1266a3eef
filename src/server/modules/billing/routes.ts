import type { Database } from '@server/db/client'
import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses } from '@server/http/response-schemas'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { adminBillingContract } from '@shared/api/admin-billing-contract'
import { partnersContract } from '@shared/api/partners-contract'
import { STATEMENT_MAX_BYTES, WebhookReceiptSchema } from '@shared/billing/billing-schemas'
import { luxembourgToday } from '@shared/format/date-time'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billingOverview, invoiceById, invoiceView, listInvoicesForAdmin, ownInvoice } from './billing-views'
import { creditNoteRoutes } from './credit-note-routes'
import { runInvoiceReminders } from './invoice-reminders'
import { runMonthlyInvoicing } from './invoice-run'
import { type InvoiceRow, invoiceLanguage } from './invoices'
import { hideListingUntilPaid, restoreListingVisibility } from './listing-hold'
import { markInvoicePaid } from './payment-collection'
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
    ...serveAdminResource(adminBillingContract.invoices, { list: listInvoicesForAdmin }),
    adminRoute(adminBillingContract.invoicePdf, async (request, reply) =>
      sendPdf(db(), reply, await invoiceById(db(), request.params.id)),
    ),
    adminRoute(adminBillingContract.markPaid, async (request) => {
      const paid = await markInvoicePaid(db(), request.params.id, request.body.receivedOn, actorOf(request))
      if (paid.listingRestored) app.searchCache.clear()
      return invoiceView(paid)
    }),
    adminRoute(adminBillingContract.hideListing, async (request) => {
      const { providerId } = await hideListingUntilPaid(db(), request.params.id, actorOf(request))
      app.searchCache.clear()
      return { providerId, hidden: true }
    }),
    adminRoute(adminBillingContract.restoreListing, async (request) => {
      const { providerId } = await restoreListingVisibility(db(), request.params.id, actorOf(request))
      app.searchCache.clear()
      return { providerId, hidden: false }
    }),
    adminRoute(adminBillingContract.issueInvoices, async (request) => {
      const month = request.body.month ?? luxembourgToday().slice(0, 7)
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
    }),
    adminRoute(
      adminBillingContract.importStatement,
      async (request) => {
        const summary = await importStatement(db(), request.body.xml, actorOf(request))
        if (summary.listingsRestored > 0) app.searchCache.clear()
        return summary
      },
      { bodyLimit: STATEMENT_MAX_BYTES * 2 },
    ),
    ...serveAdminResource(adminBillingContract.statementEntries, {
      list: (database, query) => listStatementEntries(database, query.status),
    }),
    adminRoute(adminBillingContract.resolveStatementEntry, async (request) => {
      const entry = await resolveStatementEntry(db(), request.params.id, request.body, actorOf(request))
      if (entry.listingRestored) app.searchCache.clear()
      return { id: entry.id, outcome: entry.outcome }
    }),
  ]
}
