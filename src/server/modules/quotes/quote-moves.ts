import type { Database } from '@server/db/client'
import { quoteRequest } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { returnProjectCredit } from '@server/modules/credits/credit-ledger'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { isFinal, type QuoteActor, sourcesOf } from '@shared/quotes/quote-transitions'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from './quote-context'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Moves a request along the state machine with one conditional UPDATE: it succeeds only from a
 * status the actor may leave, so two concurrent clicks cannot both win (the second gets 409).
 */
export async function move(
  tx: Database | Tx,
  id: number,
  to: QuoteStatus,
  by: QuoteActor,
  extra: Partial<typeof quoteRequest.$inferInsert> = {},
) {
  const moved = await tx
    .update(quoteRequest)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(quoteRequest.id, id), inArray(quoteRequest.status, sourcesOf(to, by))))
    .returning({ id: quoteRequest.id, projectId: quoteRequest.projectId })
  const [request] = moved
  if (!request) throw new DomainError('illegal_transition', 409)
  // The last request of a project to close gives the project's credit back (ADR 027).
  if (isFinal(to)) await returnProjectCredit(tx, request.projectId)
}

/** The provider's first answer (quote, question or decline) sets the response time they are measured by. */
export async function recordFirstResponse(tx: Database | Tx, context: RequestContext) {
  const marked = await tx
    .update(quoteRequest)
    .set({ firstResponseAt: new Date() })
    .where(and(eq(quoteRequest.id, context.request.id), isNull(quoteRequest.firstResponseAt)))
    .returning({ id: quoteRequest.id })
  if (marked.length === 0) return
  await tx.execute(sql`
    update provider set median_response_minutes = (
      select round(percentile_cont(0.5) within group (
        order by extract(epoch from (first_response_at - created_at)) / 60))::int
      from quote_request where provider_id = ${context.provider.id} and first_response_at is not null)
    where id = ${context.provider.id}`)
}
