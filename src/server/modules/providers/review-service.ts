import type { Database } from '@server/db/client'
import { provider, quoteRequest, review } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import type { Review } from '@shared/providers/provider-profile-schemas'
import type { ReviewEligibility } from '@shared/providers/review-schemas'
import { and, eq, sql } from 'drizzle-orm'
import { type ReviewRow, toReview, UNNAMED_REVIEWER } from './review-queries'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Tx

export type ReviewOutcome =
  | { ok: true; review: Review }
  | { ok: false; reason: 'not_found' | Exclude<ReviewEligibility['reason'], 'ok'> }

type Eligibility = Omit<ReviewEligibility, 'isOwner'>

async function eligibility(db: Executor, caller: Caller, providerId: number): Promise<Eligibility> {
  if (caller.role !== 'customer') return { eligible: false, reason: 'not_customer' }
  const [done] = await db
    .select({ id: quoteRequest.id })
    .from(quoteRequest)
    .where(
      and(
        eq(quoteRequest.providerId, providerId),
        eq(quoteRequest.customerUserId, caller.userId),
        eq(quoteRequest.status, 'completed'),
      ),
    )
    .limit(1)
  if (!done) return { eligible: false, reason: 'no_completed_request' }
  const [existing] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.providerId, providerId), eq(review.authorUserId, caller.userId)))
    .limit(1)
  if (existing) return { eligible: false, reason: 'already_reviewed' }
  return { eligible: true, reason: 'ok' }
}

export async function reviewEligibility(db: Database, caller: Caller, providerId: number) {
  const [listing] = await db
    .select({ ownerUserId: provider.ownerUserId })
    .from(provider)
    .where(eq(provider.id, providerId))
  return { ...(await eligibility(db, caller, providerId)), isOwner: listing?.ownerUserId === caller.userId }
}

/**
 * Rating and review count follow every review, and every review an admin hides or restores, in the
 * same transaction. Hidden reviews count for nothing.
 */
export async function refreshAggregates(tx: Executor, providerId: number) {
  await tx.execute(sql`
    update provider set
      rating = coalesce((select round(avg(rating)::numeric, 2) from review where provider_id = ${providerId} and hidden_at is null), 0),
      review_count = (select count(*) from review where provider_id = ${providerId} and hidden_at is null)
    where id = ${providerId}`)
}

/**
 * A customer's review of a provider they completed a job with, once. The provider row is locked
 * so two reviews at the same moment cannot miscount the aggregates, and the unique index on
 * (provider, author) turns a double submit into "already reviewed".
 */
export async function createReview(
  db: Database,
  caller: Caller,
  providerId: number,
  input: { rating: number; text: string; language: string },
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from provider where id = ${providerId} for update`)
    const check = await eligibility(tx, caller, providerId)
    if (!check.eligible) return { ok: false, reason: check.reason as Exclude<typeof check.reason, 'ok'> }
    const [row] = await tx
      .insert(review)
      .values({
        providerId,
        authorUserId: caller.userId,
        authorName: shortName(caller.name),
        rating: input.rating,
        text: input.text,
        language: input.language,
        languageDetected: true,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) return { ok: false, reason: 'already_reviewed' }
    await refreshAggregates(tx, providerId)
    return { ok: true, review: toReview(row) }
  })
}

/** "Anne Schmit" → "Anne S.": reviews show a first name and an initial, never a full name (none: unnamed). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return UNNAMED_REVIEWER
  const [first, ...rest] = parts
  // The first character (code point): an astral initial stays whole.
  const [initial] = rest.at(-1) ?? ''
  return initial ? `${first} ${initial.toUpperCase()}.` : (first as string)
}

/**
 * The provider's public reply to a review of their business, written or replaced (the review keeps
 * one reply; its date is the last edit). Only the listing's owner (or an admin) may write it.
 */
export async function replyToReview(
  db: Database,
  caller: Caller,
  reviewId: number,
  text: string,
): Promise<ReviewOutcome> {
  const ownReview =
    caller.role === 'admin'
      ? sql`true`
      : sql`exists (select 1 from ${provider} where ${provider.id} = ${review.providerId} and ${provider.ownerUserId} = ${caller.userId})`
  // A review of somebody else's business is "not found" for this caller: nothing is revealed.
  const [row] = await db
    .update(review)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(eq(review.id, reviewId), ownReview))
    .returning()
  if (!row) return { ok: false, reason: 'not_found' }
  return { ok: true, review: toReview(row as ReviewRow) }
}
