import type { Database } from '@server/db/client'
import { project, quote, quoteRequest } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, eq, sql } from 'drizzle-orm'
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

const OTHER_ACCEPTED: Record<UiLanguage, string> = {
  en: 'Another quote was accepted.',
  fr: 'Un autre devis a été accepté.',
  de: 'Ein anderes Angebot wurde angenommen.',
}

/** The request a quote answers, for the customer who owns it (others: null, answered as not found). */
export async function requestOfQuote(db: Database, quoteId: number, caller: Caller) {
  const [row] = await db.select({ requestId: quote.quoteRequestId }).from(quote).where(eq(quote.id, quoteId))
  if (!row) return null
  const context = await loadRequest(db, row.requestId)
  if (!context || context.request.customerUserId !== caller.userId) return null
  return context
}

export async function acceptQuote(
  deps: NotifyDeps,
  context: RequestContext,
  caller: Caller,
  rejectOthers: boolean,
  language: UiLanguage,
) {
  const accepted: ProviderEvent = {
    template: 'quote-accepted',
    kind: 'quote_accepted',
    customerName: caller.name,
  }
  const rejected: ProviderEvent = {
    template: 'quote-rejected',
    kind: 'quote_rejected',
    customerName: caller.name,
  }
  const others = await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'accepted', 'customer', { acceptedAt: new Date() })
    await tx.update(project).set({ status: 'accepted' }).where(eq(project.id, context.project.id))
    await noticeToProvider(tx, context, accepted)
    if (!rejectOthers) return []
    const closed = await tx
      .update(quoteRequest)
      .set({ status: 'rejected', rejectReason: OTHER_ACCEPTED[language], updatedAt: new Date() })
      .where(
        and(
          eq(quoteRequest.projectId, context.project.id),
          eq(quoteRequest.status, 'pending'),
          sql`${quoteRequest.id} <> ${context.request.id}`,
        ),
      )
      .returning({ id: quoteRequest.id })
    const contexts = []
    for (const other of closed) {
      const otherContext = await loadRequest(tx, other.id)
      if (!otherContext) continue
      await noticeToProvider(tx, otherContext, rejected)
      contexts.push(otherContext)
    }
    return contexts
  })
  await emailProvider(deps, context, accepted)
  for (const otherContext of others) await emailProvider(deps, otherContext, rejected)
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
