/**
 * The rating that trusts many reviews over few, as the landing page ranks its top providers
 * (`GET /api/public/providers/top`: (rating × n + 40) / (n + 10)): the provider's average pulled
 * towards a prior of 4.0 ★ worth 10 reviews. One 5 ★ review gives 4.09; 4.8 ★ from 60 reviews
 * gives 4.69; no review at all gives the prior.
 */
export const PRIOR_MEAN_RATING = 4.0
export const PRIOR_REVIEW_WEIGHT = 10

export function bayesianRating(rating: number, reviewCount: number): number {
  const n = Math.max(0, reviewCount)
  return (PRIOR_REVIEW_WEIGHT * PRIOR_MEAN_RATING + n * rating) / (PRIOR_REVIEW_WEIGHT + n)
}
