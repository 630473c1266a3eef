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
 * rankProviders, with the same answer, for hundreds of candidates. When the main-trade tier alone
 * fills the five, whoever in it scores below the 5th best score less the tie margin (every provider
 * that could tie for a place and take its turn stays in) cannot be among the five, nor can the
 * secondary tier: the ranking, with its reasons, runs on the rest.
 */
export function rankShortlisted(
  candidates: readonly MatchCandidate[],
  context: MatchContext,
): MatchedProvider[] {
  const scored = []
  let eligible = 0
  let nearestKm = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const fit = tradeFit(candidate, context.category)
    if (!fit) continue
    const distanceKm = haversineKm(context, candidate)
    if (distanceKm > candidate.serviceRadiusKm) continue
    eligible++
    nearestKm = Math.min(nearestKm, distanceKm)
    if (fit === 'main') scored.push({ candidate, score: matchScore(candidate, distanceKm, context.category) })
  }
  if (eligible <= MAX_MATCHED_PROVIDERS || scored.length <= MAX_MATCHED_PROVIDERS)
    return rankProviders(candidates, context)
  const fifth = scored.map((s) => s.score).sort((a, b) => b - a)[MAX_MATCHED_PROVIDERS - 1] as number
  // A margin of float noise: the same formula computes the score again in rankProviders.
  const kept = scored.filter((s) => s.score >= (1 - TIE_RATIO) * fifth - 1e-9).map((s) => s.candidate)
  return rankProviders(kept, context, nearestKm)
}
