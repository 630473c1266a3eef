import type { Database } from '@server/db/client'
import { review } from '@server/db/schema/index'
import type { Review, ReviewPage } from '@shared/providers/provider-profile-schemas'
import { and, count, desc, eq, isNull } from 'drizzle-orm'

export type ReviewRow = typeof review.$inferSelect

/**
 * Stored as the signature of a review whose author left no name or erased their account: pages name
 * such a reviewer in their reader's language ("Client LuxPro", "LuxPro-Kunde"), so nothing of ours
 * is stored in one language.
 */
export const UNNAMED_REVIEWER = ''
/** What such reviews were signed with before, in English: read as unnamed too. */
const ENGLISH_UNNAMED_REVIEWER = 'LuxPro customer'

/** A review's signature, or null when its author is unnamed (the page then says so in its own words). */
export const reviewerName = (stored: string): string | null =>
  stored === UNNAMED_REVIEWER || stored === ENGLISH_UNNAMED_REVIEWER ? null : stored

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    authorName: reviewerName(row.authorName),
    rating: row.rating,
    text: row.text,
    language: row.language,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    // Reviews written in LuxPro always come from a completed request (see review-service.ts);
    // demo reviews from the seed have no author account.
    verifiedCustomer: row.authorUserId !== null,
  }
}

/** A provider's shown reviews (never the ones an admin hid), newest first. */
/** A page of a provider's reviews, optionally only those written in one language. */
export interface ReviewPageRequest {
  page: number
  pageSize: number
  language?: string | undefined
}

export async function getReviewPage(
  db: Database,
  providerId: number,
  { page, pageSize, language }: ReviewPageRequest,
): Promise<ReviewPage> {
  const shown = and(eq(review.providerId, providerId), isNull(review.hiddenAt))
  const listed = language ? and(shown, eq(review.language, language)) : shown
  const [rows, [total], languages] = await Promise.all([
    db
      .select()
      .from(review)
      .where(listed)
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(review).where(listed),
    db
      .select({ language: review.language, count: count() })
      .from(review)
      .where(shown)
      .groupBy(review.language)
      .orderBy(desc(count()), review.language),
  ])
  return { items: rows.map(toReview), total: total?.n ?? 0, page, pageSize, languages }
}
