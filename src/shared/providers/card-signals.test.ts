import { describe, expect, it } from 'vitest'
import { cardSignals, MAX_CARD_SIGNALS } from './card-signals'

const ALL = { rating: 4.8, reviewCount: 37, distanceKm: 6.2, medianResponseMinutes: 100, verified: true }

describe('cardSignals', () => {
  it('keeps three: the rating, the distance and the response time, before the registration', () => {
    expect(cardSignals(ALL)).toEqual([
      { kind: 'rating', rating: 4.8, reviewCount: 37 },
      { kind: 'distance', km: 6.2 },
      { kind: 'response', time: { unit: 'hours', count: 2 } },
    ])
  })

  it('moves the next one up when a fact is missing, never past three', () => {
    expect(cardSignals({ ...ALL, distanceKm: null }).map((s) => s.kind)).toEqual([
      'rating',
      'response',
      'verified',
    ])
    expect(cardSignals({ ...ALL, medianResponseMinutes: null }).map((s) => s.kind)).toEqual([
      'rating',
      'distance',
      'verified',
    ])
    for (const facts of [ALL, { ...ALL, distanceKm: null }, { ...ALL, verified: false }])
      expect(cardSignals(facts).length).toBeLessThanOrEqual(MAX_CARD_SIGNALS)
  })

  it('says a business has no reviews yet rather than leaving the rating out', () => {
    const signals = cardSignals({ rating: 0, reviewCount: 0, distanceKm: null })
    expect(signals).toEqual([{ kind: 'rating', rating: 0, reviewCount: 0 }])
  })
})
