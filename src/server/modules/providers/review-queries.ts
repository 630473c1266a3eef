import type { Database } from '@server/db/client'
import { review } from '@server/db/schema/index'
import type { Review, ReviewPage } from '@shared/providers/provider-profile-schemas'
import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm'

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

/** A page of a provider's reviews, optionally only those written in one language. */
export interface ReviewPageRequest {
  page: number
  pageSize: number
  language?: string | undefined
}

/** A provider's shown reviews (never the ones an admin hid), newest first, a page at a time. */
export async function getReviewPage(
  db: Database,
  providerId: number,
  request: ReviewPageRequest,
): Promise<ReviewPage> {
  return (await getReviewPages(db, [providerId], request)).get(providerId) ?? emptyReviewPage(request)
}

/** The page of a listing with no shown review. */
export const emptyReviewPage = ({ page, pageSize }: ReviewPageRequest): ReviewPage => ({
  items: [],
  total: 0,
  page,
  pageSize,
  languages: [],
})

/** The same page of each listing's shown reviews, in two statements whatever the number of listings. */
export async function getReviewPages(
  db: Database,
  providerIds: number[],
  request: ReviewPageRequest,
): Promise<Map<number, ReviewPage>> {
  const pages = new Map<number, ReviewPage>()
  if (providerIds.length === 0) return pages
  const { page, pageSize, language } = request
  const shown = and(inArray(review.providerId, providerIds), isNull(review.hiddenAt))
  const ranked = db
    .select({
      ...getTableColumns(review),
      position:
        sql<number>`row_number() over (partition by ${review.providerId} order by ${review.createdAt} desc, ${review.id} desc)`.as(
          'position',
        ),
    })
    .from(review)
    .where(language ? and(shown, eq(review.language, language)) : shown)
    .as('ranked')
  const first = (page - 1) * pageSize
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(and(gt(ranked.position, first), lte(ranked.position, first + pageSize)))
      .orderBy(ranked.providerId, ranked.position),
    db
      .select({ providerId: review.providerId, language: review.language, count: count() })
      .from(review)
      .where(shown)
      .groupBy(review.providerId, review.language)
      .orderBy(review.providerId, desc(count()), review.language),
  ])
  const pageOf = (providerId: number) => {
    let found = pages.get(providerId)
    if (!found) {
      found = emptyReviewPage(request)
      pages.set(providerId, found)
    }
    return found
  }
  for (const { providerId, language: written, count: n } of counts) {
    const found = pageOf(providerId)
    found.languages.push({ language: written, count: n })
    if (!language || written === language) found.total += n
  }
  for (const { position: _position, ...row } of rows) pageOf(row.providerId).items.push(toReview(row))
  return pages
}
