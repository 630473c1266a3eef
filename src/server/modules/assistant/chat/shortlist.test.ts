import { type MatchCandidate, rankProviders } from '@server/modules/matching/match-score'
import { describe, expect, it } from 'vitest'
import { rankShortlisted } from './shortlist'

function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function candidates(seed: number, count: number): MatchCandidate[] {
  const next = random(seed)
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T
  return Array.from({ length: count }, (_, id) => ({
    id: id + 1,
    slug: `p-${id + 1}`,
    name: `Provider ${id + 1}`,
    locality: pick(['Mersch', 'Strassen']),
    // Few distinct values, so that ties (and their rotation) happen often.
    rating: pick([0, 4, 4.5, 4.8, 5]),
    reviewCount: pick([0, 1, 10, 37]),
    lat: 49.6 + pick([0, 0.05, 0.1, -0.1]),
    lon: 6.1 + pick([0, 0.05, -0.05]),
    serviceRadiusKm: pick([5, 10, 20, 40]),
    // Painters, plumbers, and plumbers who also paint (with or without a painting service listed).
    categories: pick([
      ['painting'],
      ['painting'],
      ['painting', 'renovation'],
      ['plumbing'],
      ['plumbing', 'painting'],
    ]),
    serviceCategories: pick([['painting'], ['plumbing'], ['plumbing', 'painting']]),
    medianResponseMinutes: pick([null, 45, 300, 2000]),
    verified: next() < 0.5,
    insured: next() < 0.5,
    premium: false,
    availability:
      next() < 0.5
        ? []
        : [{ day: Math.floor(next() * 7), startTime: '08:00', endTime: pick(['12:00', '23:59']) }],
  }))
}

describe('rankShortlisted gives exactly rankProviders’ answer', () => {
  it.each([3, 8, 40, 300])('%i candidates, many seeds, places and clocks', (count) => {
    for (let seed = 1; seed <= 40; seed++) {
      const all = candidates(seed, count)
      const context = {
        lat: 49.6 + (seed % 3) * 0.04,
        lon: 6.1,
        category: 'painting' as const,
        now: new Date(Date.UTC(2026, 10, 20 + (seed % 7), seed % 24)),
        rotationSeed: seed * 7919,
        language: 'en' as const,
      }
      expect(rankShortlisted(all, context)).toEqual(rankProviders(all, context))
    }
  })
})
