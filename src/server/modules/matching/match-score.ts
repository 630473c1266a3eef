import type { CategorySlug } from '@shared/catalog/categories'
import type { UiLanguage } from '@shared/i18n/languages'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { type AvailabilitySlot, type AvailabilityWindow, availabilityWindow } from './availability-window'
import {
  availabilityReason,
  distanceReason,
  insuredReason,
  ratingReason,
  responseReason,
  verifiedReason,
} from './match-reasons'

/**
 * Provider matching: up to 5 providers that serve the category and whose service radius covers
 * the place, best first.
 *
 * Who is eligible: the provider lists the category, and the great-circle (haversine) distance
 * from their base to the place is within their service radius.
 *
 * The score is a weighted sum of parts that each lie in [0, 1]; the weights add up to 1:
 * - 0.40 rating: the Bayesian average (prior mean 4.2 ★ worth 10 reviews:
 *   (10 × 4.2 + n × rating) / (10 + n)), mapped from 3–5 ★ onto 0–1 (below 3 ★ counts as 0: the
 *   range where customers actually tell providers apart). One 5 ★ review gives 4.27, so it does
 *   not beat 4.8 ★ from 60 reviews (4.71).
 * - 0.10 review count: log(1 + n) / log(1 + 100), capped at 1 — experience, with diminishing returns.
 * - 0.20 distance: 1 / (1 + km / 10) — 1 on the spot, ½ at 10 km, ¼ at 30 km.
 * - 0.12 response time: 1 / (1 + median minutes / 360) — ½ for 6 h. Not measured yet counts as
 *   24 h, the typical answer time the product promises (product §9), so new providers are neither
 *   favoured nor buried.
 * - 0.05 verified, 0.05 insured: together they weigh less than ¾ ★ of rating, so checks on paper
 *   never outrank what customers say.
 * - 0.08 availability: 1 when a slot is open today, 0.6 when one opens within the week, else 0.
 * Premium (a paid plan) does not change the score: the ranking is not for sale.
 *
 * Ties: providers whose scores are within TIE_EPSILON of the best one in their group count as
 * tied. A tied group is ordered by id and then rotated by the request's rotation seed, so
 * repeated requests with different seeds take turns among the tied providers, while a provider
 * that scores clearly better (by more than TIE_EPSILON) always stays ahead.
 */

export interface MatchCandidate {
  id: number
  slug: string
  name: string
  rating: number
  reviewCount: number
  lat: number
  lon: number
  serviceRadiusKm: number
  categories: readonly string[]
  medianResponseMinutes: number | null
  verified: boolean
  insured: boolean
  premium: boolean
  availability: readonly AvailabilitySlot[]
}

export interface MatchContext {
  lat: number
  lon: number
  category: CategorySlug
  now: Date
  /** Any number or string that changes between requests (a counter, a session id…). */
  rotationSeed: number | string
  language: UiLanguage
}

/** product §7: `providers` holds at most 5 `{ id, slug, name, rating, reviewCount, distanceKm, reasons[] }`. */
export interface MatchedProvider {
  id: number
  slug: string
  name: string
  rating: number
  reviewCount: number
  distanceKm: number
  reasons: string[]
}

export const PRIOR_MEAN_RATING = 4.2
export const PRIOR_REVIEW_WEIGHT = 10
export const TIE_EPSILON = 0.001
/** Bayesian ratings at or below this count as 0 in the score. */
const RATING_FLOOR = 3
const REVIEW_COUNT_SATURATION = 100
const DISTANCE_HALF_KM = 10
const RESPONSE_HALF_MINUTES = 6 * 60
const UNMEASURED_RESPONSE_MINUTES = 24 * 60
const WEIGHTS = {
  rating: 0.4,
  reviewCount: 0.1,
  distance: 0.2,
  response: 0.12,
  verified: 0.05,
  insured: 0.05,
  availability: 0.08,
} as const
const AVAILABILITY_VALUE: Record<AvailabilityWindow, number> = { today: 1, this_week: 0.6, none: 0 }
const EARTH_RADIUS_KM = 6371

export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function bayesianRating(rating: number, reviewCount: number): number {
  const n = Math.max(0, reviewCount)
  return (PRIOR_REVIEW_WEIGHT * PRIOR_MEAN_RATING + n * rating) / (PRIOR_REVIEW_WEIGHT + n)
}

export interface ScoreParts {
  distanceKm: number
  window: AvailabilityWindow
}

/** The documented score (see the top of this file), in [0, 1]. */
export function matchScore(candidate: MatchCandidate, parts: ScoreParts): number {
  const bayes = bayesianRating(candidate.rating, candidate.reviewCount)
  const rating = Math.min(1, Math.max(0, (bayes - RATING_FLOOR) / (5 - RATING_FLOOR)))
  const reviewCount = Math.min(
    1,
    Math.log1p(Math.max(0, candidate.reviewCount)) / Math.log1p(REVIEW_COUNT_SATURATION),
  )
  const distance = 1 / (1 + parts.distanceKm / DISTANCE_HALF_KM)
  const responseMinutes = candidate.medianResponseMinutes ?? UNMEASURED_RESPONSE_MINUTES
  const response = 1 / (1 + Math.max(0, responseMinutes) / RESPONSE_HALF_MINUTES)
  return (
    WEIGHTS.rating * rating +
    WEIGHTS.reviewCount * reviewCount +
    WEIGHTS.distance * distance +
    WEIGHTS.response * response +
    (candidate.verified ? WEIGHTS.verified : 0) +
    (candidate.insured ? WEIGHTS.insured : 0) +
    WEIGHTS.availability * AVAILABILITY_VALUE[parts.window]
  )
}

/** A non-negative integer from the seed: numbers as they are, strings hashed (FNV-1a). */
function seedNumber(seed: number | string): number {
  if (typeof seed === 'number') return Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) : 0
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

interface Scored {
  candidate: MatchCandidate
  distanceKm: number
  window: AvailabilityWindow
  score: number
}

/** Best first; each run of scores within TIE_EPSILON of its best is rotated by the seed. */
function orderWithRotation(scored: Scored[], seed: number): Scored[] {
  const byScore = [...scored].sort((a, b) => b.score - a.score || a.candidate.id - b.candidate.id)
  const ordered: Scored[] = []
  let start = 0
  while (start < byScore.length) {
    const leader = byScore[start]!
    let end = start + 1
    while (end < byScore.length && leader.score - byScore[end]!.score <= TIE_EPSILON) end++
    const group = byScore.slice(start, end).sort((a, b) => a.candidate.id - b.candidate.id)
    const offset = seed % group.length
    ordered.push(...group.slice(offset), ...group.slice(0, offset))
    start = end
  }
  return ordered
}

function reasonsFor(entry: Scored, language: UiLanguage): string[] {
  const { candidate } = entry
  const reasons = [
    ratingReason(candidate.rating, candidate.reviewCount, language),
    distanceReason(entry.distanceKm, language),
  ]
  if (candidate.medianResponseMinutes !== null) {
    reasons.push(responseReason(candidate.medianResponseMinutes, language))
  }
  if (candidate.verified) reasons.push(verifiedReason(language))
  if (candidate.insured) reasons.push(insuredReason(language))
  const available = availabilityReason(entry.window, language)
  if (available) reasons.push(available)
  return reasons
}

export function rankProviders(
  candidates: readonly MatchCandidate[],
  context: MatchContext,
): MatchedProvider[] {
  const place = { lat: context.lat, lon: context.lon }
  const scored: Scored[] = []
  for (const candidate of candidates) {
    if (!candidate.categories.includes(context.category)) continue
    const distanceKm = haversineKm(place, candidate)
    if (distanceKm > candidate.serviceRadiusKm) continue
    const window = availabilityWindow(candidate.availability, context.now)
    scored.push({ candidate, distanceKm, window, score: matchScore(candidate, { distanceKm, window }) })
  }
  return orderWithRotation(scored, seedNumber(context.rotationSeed))
    .slice(0, MAX_MATCHED_PROVIDERS)
    .map((entry) => ({
      id: entry.candidate.id,
      slug: entry.candidate.slug,
      name: entry.candidate.name,
      rating: entry.candidate.rating,
      reviewCount: entry.candidate.reviewCount,
      distanceKm: Math.round(entry.distanceKm * 10) / 10,
      reasons: reasonsFor(entry, context.language),
    }))
}
