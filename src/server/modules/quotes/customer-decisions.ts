import type { Database } from '@server/db/client'
import { project, quote, quoteRequest } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { sourcesOf } from '@shared/quotes/quote-transitions'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { loadRequest, type RequestContext } from './quote-context'
import { move } from './quote-moves'
import { emailProvider, type NotifyDeps, noticeToProvider, type ProviderEvent } from './quote-notify'

/** The customer's decisions on their request: cancel it, accept or reject its quote. */

export async function cancelRequest(deps: NotifyDeps, context: RequestContext, caller: Caller) {
  const cancelled: ProviderEvent = {
    template: 'quote-cancelled',
    kind: 'request_cancelled',
    customerName: caller.name,
  }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'cancelled', 'customer', { cancelledAt: new Date() })
    await noticeToProvider(tx, context, cancelled)
  })
  await emailProvider(deps, context, cancelled)
}

/** The request a quote answers, for the customer who owns it (others: null, answered as not found). */
export async function requestOfQuote(db: Database, quoteId: number, caller: Caller) {
  const [row] = await db.select({ requestId: quote.quoteRequestId }).from(quote).where(eq(quote.id, quoteId))
  if (!row) return null
  const context = await loadRequest(db, row.requestId)
  if (!context || context.request.customerUserId !== caller.userId) return null
  return context
}

/**
 * Accepts one quote. In the same transaction the project's other pending requests close as "not
 * chosen" (rejected, with the time noted), and each of their providers gets a notice; the emails follow
 * the commit, each in its provider's language.
 */
export async function acceptQuote(deps: NotifyDeps, context: RequestContext, caller: Caller) {
  const accepted: ProviderEvent = {
    template: 'quote-accepted',
    kind: 'quote_accepted',
    customerName: caller.name,
  }
  const notChosen: ProviderEvent = {
    template: 'quote-not-chosen',
    kind: 'quote_not_chosen',
    customerName: caller.name,
  }
  const others = await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'accepted', 'customer', { acceptedAt: new Date() })
    await tx.update(project).set({ status: 'accepted' }).where(eq(project.id, context.project.id))
    await noticeToProvider(tx, context, accepted)
    const now = new Date()
    const closed = await tx
      .update(quoteRequest)
      .set({ status: 'rejected', notChosenAt: now, updatedAt: now })
      .where(
        and(
          eq(quoteRequest.projectId, context.project.id),
          inArray(quoteRequest.status, sourcesOf('rejected', 'customer')),
          ne(quoteRequest.id, context.request.id),
        ),
      )
      .returning({ id: quoteRequest.id })
    const contexts = []
    for (const other of closed) {
      const otherContext = await loadRequest(tx, other.id)
      if (!otherContext) continue
      await noticeToProvider(tx, otherContext, notChosen)
      contexts.push(otherContext)
    }
    return contexts
  })
  await emailProvider(deps, context, accepted)
  for (const otherContext of others) await emailProvider(deps, otherContext, notChosen)
}

export async function rejectQuote(deps: NotifyDeps, context: RequestContext, caller: Caller, reason: string) {
  const rejected: ProviderEvent = {
    template: 'quote-rejected',
    kind: 'quote_rejected',
    customerName: caller.name,
  }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'rejected', 'customer', { rejectReason: reason })
    await noticeToProvider(tx, context, rejected)
  })
  await emailProvider(deps, context, rejected)
}
