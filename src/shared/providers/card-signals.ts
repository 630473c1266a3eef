import { type ResponseTime, responseTime } from './response-time'

/**
 * What a provider's card shows at a glance, everywhere a card lists providers (the directory's
 * results, the assistant's matches): at most three signals, chosen by what a customer decides on,
 * in this order: the rating with its number of reviews (or that there are none yet), the distance
 * when a place is known, how fast they usually answer when it is measured, then whether their
 * registration was reviewed. Everything else (price, every trust badge, the assistant's reasons)
 * is one tap away, behind the card's disclosure or on the profile. docs/ui-guidelines.md "Cards".
 */
export const MAX_CARD_SIGNALS = 3

export type CardSignal =
  | { kind: 'rating'; rating: number; reviewCount: number }
  | { kind: 'distance'; km: number }
  | { kind: 'response'; time: ResponseTime }
  | { kind: 'verified' }

export interface CardSignalFacts {
  rating: number
  reviewCount: number
  /** Null when the card has no place to measure from. */
  distanceKm: number | null
  /** Null (or absent) when the business has not answered enough requests to measure it. */
  medianResponseMinutes?: number | null
  /** An RCS extract or establishment permit reviewed and valid (ADR 051). */
  verified?: boolean
}

export function cardSignals(facts: CardSignalFacts): CardSignal[] {
  const signals: CardSignal[] = [{ kind: 'rating', rating: facts.rating, reviewCount: facts.reviewCount }]
  if (facts.distanceKm !== null) signals.push({ kind: 'distance', km: facts.distanceKm })
  if (facts.medianResponseMinutes != null)
    signals.push({ kind: 'response', time: responseTime(facts.medianResponseMinutes) })
  if (facts.verified) signals.push({ kind: 'verified' })
  return signals.slice(0, MAX_CARD_SIGNALS)
}
