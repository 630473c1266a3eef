import {
  haversineKm,
  type MatchCandidate,
  type MatchContext,
  type MatchedProvider,
  matchScore,
  rankProviders,
  TIE_RATIO,
  tradeFit,
} from '@server/modules/matching/match-score'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'

/**
 * rankProviders, with the same answer, for hundreds of candidates. Working out each candidate's
 * availability window reads the Luxembourg clock (Intl) per candidate, which for ~500 candidates
 * costs more than the rest of the reply. Availability only raises the quality part, so every
 * candidate's score lies between its score with no slot and its score with a slot today. When
 * the main-trade tier alone fills the five, whoever in it cannot reach the 5th best lower bound
 * (less the tie margin, so that every provider that could tie for a place and take its turn stays
 * in) cannot be among the five, nor can the secondary tier: the exact ranking runs on the rest.
 */
export function rankShortlisted(
  candidates: readonly MatchCandidate[],
  context: MatchContext,
): MatchedProvider[] {
  const bounds = []
  let eligible = 0
  let nearestKm = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const fit = tradeFit(candidate, context.category)
    if (!fit) continue
    const distanceKm = haversineKm(context, candidate)
    if (distanceKm > candidate.serviceRadiusKm) continue
    eligible++
    nearestKm = Math.min(nearestKm, distanceKm)
    if (fit !== 'main') continue
    const parts = { distanceKm, category: context.category }
    bounds.push({
      candidate,
      low: matchScore(candidate, { ...parts, window: 'none' }),
      high: matchScore(candidate, { ...parts, window: 'today' }),
    })
  }
  if (eligible <= MAX_MATCHED_PROVIDERS || bounds.length <= MAX_MATCHED_PROVIDERS)
    return rankProviders(candidates, context)
  // Only the main tier can fill the five. The 5th best exact score is at least the 5th best lower
  // bound; a provider can take a place only in a run of ties led from the top five, so its score
  // is at least (1 − TIE_RATIO) × that bound.
  const fifth = bounds.map((b) => b.low).sort((a, b) => b - a)[MAX_MATCHED_PROVIDERS - 1] as number
  // A second margin of float noise: the bounds and the exact score come from the same formula.
  const kept = bounds.filter((b) => b.high >= (1 - TIE_RATIO) * fifth - 1e-9).map((b) => b.candidate)
  return rankProviders(kept, context, nearestKm)
}
