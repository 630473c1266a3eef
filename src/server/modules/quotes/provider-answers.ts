import { project, provider, quote, quoteRequest } from '@server/db/schema/index'
import { DomainError, invalidFields } from '@server/http/domain-error'
import type { DeclineInputSchema, QuoteInputSchema } from '@shared/quotes/quote-request-schemas'
import { quoteTotals, VAT_RATE_NOT_APPLICABLE, vatRatesFor } from '@shared/quotes/vat'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RequestContext } from './quote-context'
import { move, recordFirstResponse } from './quote-moves'
import { type CustomerEvent, emailCustomer, type NotifyDeps, noticeToCustomer } from './quote-notify'

/** The provider's answers to a request: quote, decline, start, complete; the customer hears of each. */

/** The quote's columns: the server's own totals (excl. VAT, VAT, incl. VAT) in cents, never the client's. */
function quoteValues(context: RequestContext, input: z.output<typeof QuoteInputSchema>) {
  if (!vatRatesFor(context.project.category).includes(input.vatRate))
    throw invalidFields([{ path: ['vatRate'], message: VAT_RATE_NOT_APPLICABLE }])
  const totals = quoteTotals(input.materialsCost, input.laborCost, input.vatRate)
  return {
    clientName: input.clientName,
    startDate: input.startDate,
    completionDate: input.completionDate,
    materialsCents: totals.materialsCents,
    laborCents: totals.laborCents,
    totalCents: totals.netCents,
    vatRate: input.vatRate,
    vatPercent: totals.vatPercent,
    vatCents: totals.vatCents,
    message: input.message,
    validUntil: input.validUntil,
    demo: context.request.demo,
  }
}

export async function submitQuote(
  deps: NotifyDeps,
  context: RequestContext,
  input: z.output<typeof QuoteInputSchema>,
) {
  const values = quoteValues(context, input)
  const received: CustomerEvent = { template: 'quote-received', kind: 'quote_received' }
  await deps.db.transaction(async (tx) => {
    // Locks the request: a quote lands only while it is pending, never after a decline or a cancel.
    const [locked] = await tx
      .select({ status: quoteRequest.status })
      .from(quoteRequest)
      .where(eq(quoteRequest.id, context.request.id))
      .for('update')
    if (locked?.status !== 'pending') throw new DomainError('illegal_transition', 409)
    await tx
      .insert(quote)
      .values({ quoteRequestId: context.request.id, ...values })
      .onConflictDoUpdate({ target: quote.quoteRequestId, set: { ...values, updatedAt: new Date() } })
    await tx
      .update(quoteRequest)
      .set({ updatedAt: new Date() })
      .where(eq(quoteRequest.id, context.request.id))
    await recordFirstResponse(tx, context)
    await noticeToCustomer(tx, context, received)
  })
  await emailCustomer(deps, context, received)
}

export async function declineRequest(
  deps: NotifyDeps,
  context: RequestContext,
  input: z.output<typeof DeclineInputSchema>,
) {
  const declined: CustomerEvent = { template: 'quote-declined', kind: 'request_declined' }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'rejected', 'provider', {
      declineReason: input.reason,
      declineNote: input.note,
      declinedAt: new Date(),
    })
    await recordFirstResponse(tx, context)
    await noticeToCustomer(tx, context, declined)
  })
  await emailCustomer(deps, context, declined)
}

export async function startJob(deps: NotifyDeps, context: RequestContext) {
  const started: CustomerEvent = { template: 'job-started', kind: 'job_started' }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'in_progress', 'provider', { startedAt: new Date() })
    await tx.update(project).set({ status: 'in_progress' }).where(eq(project.id, context.project.id))
    await noticeToCustomer(tx, context, started)
  })
  await emailCustomer(deps, context, started)
}

export async function completeJob(deps: NotifyDeps, context: RequestContext) {
  const completed: CustomerEvent = {
    template: 'job-completed',
    kind: 'job_completed',
    path: `/providers/${context.provider.slug}#reviews`,
  }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'completed', 'provider', { completedAt: new Date() })
    await tx
      .update(provider)
      .set({ projectsCompleted: sql`${provider.projectsCompleted} + 1` })
      .where(eq(provider.id, context.provider.id))
    await tx.update(project).set({ status: 'completed' }).where(eq(project.id, context.project.id))
    await noticeToCustomer(tx, context, completed)
  })
  await emailCustomer(deps, context, completed)
}
