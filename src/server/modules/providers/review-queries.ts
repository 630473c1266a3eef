import type { Database } from '@server/db/client'
import { review } from '@server/db/schema/index'
import type { Review, ReviewPage } from '@shared/providers/provider-profile-schemas'
import { count, desc, eq } from 'drizzle-orm'

export type ReviewRow = typeof review.$inferSelect

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    authorName: row.authorName,
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

/** A provider's reviews, newest first. */
export async function getReviewPage(
  db: Database,
  providerId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ReviewPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(review)
      .where(eq(review.providerId, providerId))
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(review).where(eq(review.providerId, providerId)),
  ])
  return { items: rows.map(toReview), total: total?.n ?? 0, page, pageSize }
}
