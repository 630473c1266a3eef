import {
  haversineKm,
  type MatchCandidate,
  type MatchContext,
  type MatchedProvider,
  matchScore,
  rankProviders,
  TIE_EPSILON,
} from '@server/modules/matching/match-score'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'

/**
 * rankProviders, with the same answer, for hundreds of candidates. Working out each candidate's
 * availability window reads the Luxembourg clock (Intl) per candidate, which for ~500 candidates
 * costs more than the rest of the reply. Availability weighs at most 0.08 of the score, so every
 * candidate's score lies between its score with no slot and its score with a slot today. Whoever
 * cannot reach the 5th best lower bound (minus the tie margin, so that every provider that could
 * tie for a place and take its turn stays in) cannot be among the 5: the exact ranking runs on the
 * rest only.
 */
export function rankShortlisted(
  candidates: readonly MatchCandidate[],
  context: MatchContext,
): MatchedProvider[] {
  const bounds = []
  for (const candidate of candidates) {
    if (!candidate.categories.includes(context.category)) continue
    const distanceKm = haversineKm(context, candidate)
    if (distanceKm > candidate.serviceRadiusKm) continue
    bounds.push({
      candidate,
      low: matchScore(candidate, { distanceKm, window: 'none' }),
      high: matchScore(candidate, { distanceKm, window: 'today' }),
    })
  }
  if (bounds.length <= MAX_MATCHED_PROVIDERS) return rankProviders(candidates, context)
  const lows = bounds.map((b) => b.low).sort((a, b) => b - a)
  const floor = (lows[MAX_MATCHED_PROVIDERS - 1] as number) - TIE_EPSILON
  // A second margin of float noise: the bounds and the exact score come from the same formula.
  const kept = bounds.filter((b) => b.high >= floor - 1e-9).map((b) => b.candidate)
  return rankProviders(kept, context)
}
