import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { bayesianRating } from './bayesian-rating'

/**
 * The one score that orders providers "best match": the directory's default order within the
 * providers a search finds equally relevant, and the assistant's choice of up to five providers.
 * docs/ranking.md gives the formula in words and ADR 060 the reasons.
 *
 *   score     = proximity × quality
 *   proximity = 1 / (1 + (km / scale)²), or 1 without a place; scale 10 km for work at the
 *               customer's home, 25 km for office services: about flat over the first
 *               kilometres, ½ at the scale, 0.2 at twice the scale
 *   quality   = 0.3 + 0.7 × (0.55 rating + 0.15 reviews + 0.15 response + 0.15 verified), in [0.3, 1]
 *     rating   = (trusted rating − 3.5) / 1.5, clamped to [0, 1]; the trusted rating is the
 *                Bayesian one (a prior of 4.0 ★ worth 10 reviews): few reviews pull it to the mean
 *     reviews  = ln(1 + n) / ln(1 + 100), at most 1: 10 reviews 0.52, 30 reviews 0.74, 100 or more 1
 *     response = 1 / (1 + median minutes / 360); not measured yet counts as 24 h
 *     verified = 1 when the listing's registration was checked
 *
 * A paid plan, insurance and opening hours do not change the order.
 */

/** km at which proximity is ½: work at the customer's home, and office services. */
export const PROXIMITY_SCALE_KM = { home: 10, business: 25 } as const
/** Below this trusted rating the rating part is 0; at 5 ★ it is 1. */
const RATING_FLOOR = 3.5
/** From this many reviews on, the reviews part is full. */
const REVIEWS_FULL = 100
const RESPONSE_HALF_MINUTES = 6 * 60
const UNMEASURED_RESPONSE_MINUTES = 24 * 60
const QUALITY_BASE = 0.3
const QUALITY_WEIGHTS = { rating: 0.55, reviews: 0.15, response: 0.15, verified: 0.15 } as const
const GROUP = new Map(CATEGORIES.map((c) => [c.slug, c.group]))

export interface QualityInputs {
  rating: number
  reviewCount: number
  medianResponseMinutes: number | null
  verified: boolean
}

/** The quality part, in [0.3, 1]: what does not depend on the search. */
export function providerQuality({
  rating,
  reviewCount,
  medianResponseMinutes,
  verified,
}: QualityInputs): number {
  const trusted = bayesianRating(rating, reviewCount)
  const ratingPart = Math.min(1, Math.max(0, (trusted - RATING_FLOOR) / (5 - RATING_FLOOR)))
  const reviewsPart = Math.min(1, Math.log1p(Math.max(0, reviewCount)) / Math.log1p(REVIEWS_FULL))
  const responseMinutes = medianResponseMinutes ?? UNMEASURED_RESPONSE_MINUTES
  const responsePart = 1 / (1 + Math.max(0, responseMinutes) / RESPONSE_HALF_MINUTES)
  return (
    QUALITY_BASE +
    (1 - QUALITY_BASE) *
      (QUALITY_WEIGHTS.rating * ratingPart +
        QUALITY_WEIGHTS.reviews * reviewsPart +
        QUALITY_WEIGHTS.response * responsePart +
        QUALITY_WEIGHTS.verified * (verified ? 1 : 0))
  )
}

/** The proximity scale of a trade: office services are worth a longer trip. */
export function proximityScaleKm(category: CategorySlug | null): number {
  return category !== null && GROUP.get(category) === 'business'
    ? PROXIMITY_SCALE_KM.business
    : PROXIMITY_SCALE_KM.home
}

export function proximity(distanceKm: number | null, scaleKm: number): number {
  return distanceKm === null ? 1 : 1 / (1 + (distanceKm / scaleKm) ** 2)
}

/** The score, in (0, 1]: proximity × quality (quality from providerQuality, computed once per provider). */
export function bestMatchScore(quality: number, distanceKm: number | null, scaleKm: number): number {
  return proximity(distanceKm, scaleKm) * quality
}
