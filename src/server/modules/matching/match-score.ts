import type { CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { bestMatchScore, providerQuality, proximityScaleKm } from '@shared/providers/best-match-score'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { type AvailabilitySlot, availabilityWindow } from './availability-window'
import { type RankedForReasons, reasonsFor } from './match-reasons'

/**
 * Provider matching: up to 5 providers whose trade is the category and whose own service radius
 * covers the place, in the order a person who knows Luxembourg would pick them (ADR 014).
 *
 * Who is eligible:
 * - the trade: the category is the provider's main trade (the first of its categories), or a
 *   secondary category for which the provider lists at least one service. A removals firm that
 *   merely ticks "cleaning" is not a cleaner; one that lists an end-of-move cleaning is, after
 *   the cleaners;
 * - the place: the great-circle distance from the provider's base is within its service radius.
 *
 * The order: the main-trade providers first, then the secondary ones (they only fill places the
 * specialists leave). Within each, by the best-match score the directory also orders by
 * (@shared/providers/best-match-score: proximity × quality, the proximity scale of the category's
 * group, quality from the trusted rating, the number of reviews, the response time and
 * verification). Opening hours do not change the order; they are one of the reasons shown.
 *
 * Ties: within a tier, providers whose scores lie within TIE_RATIO of the best of their run take
 * turns: the run is ordered by id and rotated by the request's seed (the conversation), so the
 * same near-equal providers do not get every lead, while one that scores clearly better always
 * stays ahead.
 */

export interface MatchCandidate {
  id: number
  slug: string
  name: string
  /** The town the provider works from (its listing's locality). */
  locality: string
  rating: number
  reviewCount: number
  lat: number
  lon: number
  serviceRadiusKm: number
  /** The provider's trades, the main one first. */
  categories: readonly string[]
  /** The categories of the services the provider lists. */
  serviceCategories: readonly string[]
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
  language: AssistantLanguage
}

/** product §7 `{ id, slug, name, rating, reviewCount, distanceKm, reasons[] }`, and the provider's town. */
export interface MatchedProvider {
  id: number
  slug: string
  name: string
  locality: string
  rating: number
  reviewCount: number
  distanceKm: number
  reasons: string[]
  /** The card's signals (shared/providers/card-signals.ts) besides the rating and the distance. */
  medianResponseMinutes: number | null
  verified: boolean
}

export type TradeFit = 'main' | 'also'

/** Scores within this ratio of the best of their run count as tied (and take turns). */
export const TIE_RATIO = 0.02
const EARTH_RADIUS_KM = 6371

export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether the category is the provider's trade: its main one, or a secondary one it lists a service for. */
export function tradeFit(candidate: MatchCandidate, category: CategorySlug): TradeFit | null {
  if (candidate.categories[0] === category) return 'main'
  if (candidate.categories.includes(category) && candidate.serviceCategories.includes(category)) return 'also'
  return null
}

/** The documented score (@shared/providers/best-match-score), in (0, 1]. */
export function matchScore(candidate: MatchCandidate, distanceKm: number, category: CategorySlug): number {
  return bestMatchScore(providerQuality(candidate), distanceKm, proximityScaleKm(category))
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

export interface Scored extends Omit<RankedForReasons, 'window'> {
  candidate: MatchCandidate
  fit: TradeFit
  score: number
}

/** Whether `score` counts as tied with the best score of its run. */
export function isTied(leader: number, score: number): boolean {
  return leader - score <= TIE_RATIO * leader
}

/** Main trade first; within a tier best first, each run of near-equal scores rotated by the seed. */
function orderWithRotation(scored: readonly Scored[], seed: number): Scored[] {
  const tier = (entry: Scored) => (entry.fit === 'main' ? 0 : 1)
  const byScore = [...scored].sort(
    (a, b) => tier(a) - tier(b) || b.score - a.score || a.candidate.id - b.candidate.id,
  )
  const ordered: Scored[] = []
  let start = 0
  while (start < byScore.length) {
    const leader = byScore[start] as Scored
    let end = start + 1
    while (
      end < byScore.length &&
      tier(byScore[end] as Scored) === tier(leader) &&
      isTied(leader.score, (byScore[end] as Scored).score)
    )
      end++
    const group = byScore.slice(start, end).sort((a, b) => a.candidate.id - b.candidate.id)
    const offset = seed % group.length
    ordered.push(...group.slice(offset), ...group.slice(0, offset))
    start = end
  }
  return ordered
}

/** Every eligible candidate with its distance, tier and score (unordered). */
export function scoreCandidates(candidates: readonly MatchCandidate[], context: MatchContext): Scored[] {
  const place = { lat: context.lat, lon: context.lon }
  const scored: Scored[] = []
  for (const candidate of candidates) {
    const fit = tradeFit(candidate, context.category)
    if (!fit) continue
    const distanceKm = haversineKm(place, candidate)
    if (distanceKm > candidate.serviceRadiusKm) continue
    scored.push({ candidate, fit, distanceKm, score: matchScore(candidate, distanceKm, context.category) })
  }
  return scored
}

/**
 * The five, best first, with their reasons. `nearestKm` is the distance of the nearest eligible
 * provider when `candidates` were cut down beforehand (shortlist.ts); by default it is found here.
 */
export function rankProviders(
  candidates: readonly MatchCandidate[],
  context: MatchContext,
  nearestKm?: number,
): MatchedProvider[] {
  const scored = scoreCandidates(candidates, context)
  const nearest = nearestKm ?? Math.min(...scored.map((entry) => entry.distanceKm))
  // Opening hours are a reason shown, not part of the score: read the clock for the five only.
  const chosen = orderWithRotation(scored, seedNumber(context.rotationSeed))
    .slice(0, MAX_MATCHED_PROVIDERS)
    .map((entry) => ({ ...entry, window: availabilityWindow(entry.candidate.availability, context.now) }))
  return chosen.map((entry) => ({
    id: entry.candidate.id,
    slug: entry.candidate.slug,
    name: entry.candidate.name,
    locality: entry.candidate.locality,
    rating: entry.candidate.rating,
    reviewCount: entry.candidate.reviewCount,
    distanceKm: Math.round(entry.distanceKm * 10) / 10,
    reasons: reasonsFor(entry, {
      chosen,
      nearestKm: nearest,
      category: context.category,
      language: context.language,
    }),
    medianResponseMinutes: entry.candidate.medianResponseMinutes,
    verified: entry.candidate.verified,
  }))
}
