import type { review } from '@server/db/schema/providers'
import { FAMILY_NAMES, FIRST_NAMES } from './provider-generator-data/names'
import { REPLIES, REVIEW_SENTENCES } from './provider-generator-data/reviews'
import { fill, type TextLanguage } from './provider-text'
import type { Random } from './random'

export type GeneratedReview = Omit<typeof review.$inferInsert, 'id' | 'providerId'>

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** Share of each star rating (1–5): most customers are happy, a mediocre business less often. */
const RATING_WEIGHTS = {
  good: [0.02, 0.03, 0.07, 0.26, 0.62],
  mediocre: [0.1, 0.13, 0.22, 0.3, 0.25],
}

const LANGUAGE_WEIGHTS: Array<[TextLanguage, number]> = [
  ['fr', 0.4],
  ['en', 0.35],
  ['de', 0.25],
]

/** Owners answer during working hours, within a few days. */
function replyDate(rng: Random, createdAt: Date, latest: Date): Date {
  const dayStart = Math.floor(createdAt.getTime() / DAY_MS) * DAY_MS
  let at = dayStart + rng.int(0, 4) * DAY_MS + rng.int(8 * 60, 19 * 60) * MINUTE_MS
  if (at <= createdAt.getTime()) at += DAY_MS
  return new Date(Math.max(createdAt.getTime(), Math.min(latest.getTime(), at)))
}

/** 0–40 reviews, most providers between 3 and 25. */
export function reviewCountFor(rng: Random): number {
  const roll = rng.next()
  if (roll < 0.05) return 0
  if (roll < 0.13) return rng.int(1, 2)
  if (roll < 0.9) return rng.int(3, 25)
  return rng.int(26, 40)
}

export function buildReviews(
  rng: Random,
  input: {
    count: number
    business: boolean
    mediocre?: boolean
    ratingWeights?: number[]
    from: Date
    to: Date
  },
): GeneratedReview[] {
  const weights = input.ratingWeights ?? (input.mediocre ? RATING_WEIGHTS.mediocre : RATING_WEIGHTS.good)
  const group = input.business ? 'business' : 'home'
  const span = input.to.getTime() - input.from.getTime()
  const reviews: GeneratedReview[] = []
  for (let i = 0; i < input.count; i++) {
    const rating = rng.weighted([1, 2, 3, 4, 5], (r) => weights[r - 1] ?? 0) as 1 | 2 | 3 | 4 | 5
    const language = rng.weighted(LANGUAGE_WEIGHTS, ([, w]) => w)[0]
    const pool = REVIEW_SENTENCES.filter((s) => s.rating === rating && (!s.group || s.group === group))
    const sentences = rng.sample(pool, rng.chance(0.55) ? 2 : 1)
    const first = rng.pick(FIRST_NAMES)
    // Reviews are written in the daytime and evening, not at 3 a.m.
    const day = Math.floor((rng.next() * span) / DAY_MS) * DAY_MS
    const createdAt = new Date(
      Math.min(input.to.getTime(), input.from.getTime() + day + rng.int(7 * 60, 22 * 60) * MINUTE_MS),
    )
    const reply = rng.chance(rating <= 3 ? 0.55 : 0.25)
      ? rng.pick(rating <= 3 ? REPLIES.apology : REPLIES.thanks)
      : null
    reviews.push({
      authorUserId: null,
      authorName: `${first} ${rng.pick(FAMILY_NAMES).charAt(0)}.`,
      rating,
      text: sentences.map((s) => s.text[language]).join(' '),
      language,
      reply: reply ? fill(reply[language], { first }) : null,
      repliedAt: reply ? replyDate(rng, createdAt, input.to) : null,
      createdAt,
    })
  }
  return reviews.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime())
}

/** The provider's rating: mean of its reviews to two decimals, 0 without reviews. */
export function averageRating(reviews: Array<{ rating: number }>): number {
  if (reviews.length === 0) return 0
  const sum = reviews.reduce((total, r) => total + r.rating, 0)
  // sum × 100 is an integer, so halves are exact and round up as PostgreSQL's round() does.
  return Math.round((sum * 100) / reviews.length) / 100
}
