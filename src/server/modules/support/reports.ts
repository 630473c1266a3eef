import type { Database } from '@server/db/client'
import { provider, quoteMessage, quoteRequest, review } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { PUBLIC_REPORT_TARGETS, type ReportTarget } from '@shared/support/support-schemas'
import { and, eq, isNull } from 'drizzle-orm'

/**
 * Whether `caller` may report the item: listings and reviews are public (anyone, signed in or
 * not); a message or a request only by a side of its conversation. An item the caller cannot see
 * is "not found", as elsewhere (signed out, a message or request is never found).
 */
export async function checkReportable(
  db: Database,
  caller: Caller | null,
  target: { type: ReportTarget; id: number },
): Promise<void> {
  if (!PUBLIC_REPORT_TARGETS.includes(target.type) && !caller) throw new DomainError('not_found', 404)
  const found = await findTarget(db, caller, target)
  if (!found) throw new DomainError('not_found', 404)
}

async function findTarget(
  db: Database,
  caller: Caller | null,
  { type, id }: { type: ReportTarget; id: number },
) {
  if (type === 'provider') {
    const [row] = await db
      .select({ id: provider.id })
      .from(provider)
      .where(and(eq(provider.id, id), eq(provider.status, 'active')))
    return row
  }
  if (type === 'review') {
    const [row] = await db
      .select({ id: review.id })
      .from(review)
      .innerJoin(provider, eq(provider.id, review.providerId))
      .where(and(eq(review.id, id), isNull(review.hiddenAt), eq(provider.status, 'active')))
    return row
  }
  if (!caller) return undefined
  const requestId =
    type === 'request'
      ? id
      : (
          await db
            .select({ requestId: quoteMessage.quoteRequestId })
            .from(quoteMessage)
            .where(eq(quoteMessage.id, id))
        )[0]?.requestId
  if (requestId === undefined) return undefined
  const [row] = await db
    .select({ customer: quoteRequest.customerUserId, owner: provider.ownerUserId })
    .from(quoteRequest)
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .where(eq(quoteRequest.id, requestId))
  if (!row) return undefined
  return row.customer === caller.userId || row.owner === caller.userId ? row : undefined
}
