import { describe, expect, it } from 'vitest'
import { availabilityWindow, luxembourgClock } from './availability-window'
import {
  bayesianRating,
  haversineKm,
  type MatchCandidate,
  type MatchContext,
  rankProviders,
} from './match-score'

/** Luxembourg City, Place Guillaume II. */
const CITY = { lat: 49.6116, lon: 6.1319 }
/** Esch-sur-Alzette, about 17 km south-west of the city. */
const ESCH = { lat: 49.4958, lon: 5.9806 }
/** Monday 23 November 2026, 10:00 in Luxembourg (CET, UTC+1). */
const MONDAY_10AM = new Date('2026-11-23T09:00:00Z')
/** About 6 km north of the city centre. */
const SIX_KM_NORTH = { lat: CITY.lat + 0.054, lon: CITY.lon }

function candidate(id: number, overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    id,
    slug: `provider-${id}`,
    name: `Provider ${id}`,
    rating: 4.5,
    reviewCount: 20,
    lat: CITY.lat,
    lon: CITY.lon,
    serviceRadiusKm: 30,
    categories: ['painting'],
    medianResponseMinutes: 240,
    verified: false,
    insured: false,
    premium: false,
    availability: [],
    ...overrides,
  }
}

function context(overrides: Partial<MatchContext> = {}): MatchContext {
  return {
    ...CITY,
    category: 'painting',
    now: MONDAY_10AM,
    rotationSeed: 0,
    language: 'en',
    ...overrides,
  }
}

describe('rankProviders', () => {
  it('keeps only providers serving the category whose radius covers the place', () => {
    const result = rankProviders(
      [
        candidate(1),
        candidate(2, { categories: ['plumbing'] }),
        candidate(3, { ...ESCH, serviceRadiusKm: 10 }),
        candidate(4, { ...ESCH, serviceRadiusKm: 25 }),
        candidate(5, { categories: ['plumbing', 'painting'] }),
      ],
      context(),
    )
    expect(result.map((provider) => provider.id).sort()).toEqual([1, 4, 5])
    const esch = result.find((provider) => provider.id === 4)!
    expect(esch.distanceKm).toBeCloseTo(haversineKm(CITY, ESCH), 1)
    expect(esch.distanceKm).toBeGreaterThan(16)
    expect(esch.distanceKm).toBeLessThan(18)
  })

  it('returns at most 5 providers, in the shape product §7 fixes', () => {
    const result = rankProviders(
      Array.from({ length: 9 }, (_, i) => candidate(i + 1, { rating: 3 + i * 0.2 })),
      context(),
    )
    expect(result.map((provider) => provider.id)).toEqual([9, 8, 7, 6, 5])
    expect(Object.keys(result[0]!).sort()).toEqual([
      'distanceKm',
      'id',
      'name',
      'rating',
      'reasons',
      'reviewCount',
      'slug',
    ])
    expect(rankProviders([], context())).toEqual([])
  })

  it('orders by score: rating, distance, response time, verification and availability all count', () => {
    const result = rankProviders(
      [
        candidate(1, { rating: 4.0 }),
        candidate(2, { rating: 4.9, reviewCount: 80 }),
        candidate(3, { rating: 4.9, reviewCount: 80, ...ESCH }),
        candidate(4, { rating: 4.0, verified: true, insured: true }),
        candidate(5, { rating: 4.0, medianResponseMinutes: 2880 }),
      ],
      context(),
    )
    // 2 beats verified-and-insured 4 on rating; 4 beats 3, as good as 2 but 17 km away; 1 answers in
    // 4 h where 5 takes two days.
    expect(result.map((provider) => provider.id)).toEqual([2, 4, 3, 1, 5])
    const available = rankProviders(
      [candidate(1), candidate(2, { availability: [{ day: 0, startTime: '08:00', endTime: '18:00' }] })],
      context(),
    )
    expect(available.map((provider) => provider.id)).toEqual([2, 1])
  })

  it('uses a Bayesian average: one 5 ★ review does not beat 4.8 ★ from 60 reviews', () => {
    expect(bayesianRating(5, 1)).toBeCloseTo(4.27, 2)
    expect(bayesianRating(4.8, 60)).toBeCloseTo(4.71, 2)
    expect(bayesianRating(3, 0)).toBe(4.2)
    const result = rankProviders(
      [candidate(1, { rating: 5, reviewCount: 1 }), candidate(2, { rating: 4.8, reviewCount: 60 })],
      context(),
    )
    expect(result.map((provider) => provider.id)).toEqual([2, 1])
  })

  it('rotates exact ties between requests but never lets a worse provider beat a clearly better one', () => {
    const best = candidate(99, { rating: 4.9, reviewCount: 120, verified: true, insured: true })
    const worse = candidate(50, { rating: 3.5, reviewCount: 4 })
    const tied = Array.from({ length: 6 }, (_, i) => candidate(i + 1))
    const firstTied = new Set<number>()
    const topFive = new Set<string>()
    for (let seed = 0; seed < 6; seed++) {
      const result = rankProviders([worse, ...tied, best], context({ rotationSeed: seed }))
      const ids = result.map((provider) => provider.id)
      expect(ids[0]).toBe(99)
      expect(ids).not.toContain(50)
      firstTied.add(ids[1]!)
      topFive.add(ids.join(','))
    }
    expect(firstTied.size).toBe(6)
    expect(topFive.size).toBe(6)

    const sameSeed = rankProviders([...tied, best], context({ rotationSeed: 'session-abc' }))
    expect(rankProviders([...tied, best].reverse(), context({ rotationSeed: 'session-abc' }))).toEqual(
      sameSeed,
    )

    const withWorse = rankProviders([worse, candidate(1), candidate(2)], context({ rotationSeed: 1 }))
    expect(withWorse.map((provider) => provider.id)).toEqual([2, 1, 50])
  })

  it('gives its reasons in English, French and German', () => {
    const provider = candidate(7, {
      ...SIX_KM_NORTH,
      rating: 4.8,
      reviewCount: 37,
      medianResponseMinutes: 280,
      verified: true,
      insured: true,
      availability: [{ day: 2, startTime: '08:00', endTime: '17:00' }],
    })
    const reasons = (language: MatchContext['language']) =>
      rankProviders([provider], context({ language }))[0]!.reasons
    expect(reasons('en')).toEqual([
      '4.8 ★ from 37 reviews',
      '6 km away',
      'usually answers within 5 h',
      'verified',
      'insured',
      'available this week',
    ])
    expect(reasons('fr')).toEqual([
      '4,8 ★ sur 37 avis',
      'à 6 km',
      'répond généralement en moins de 5 h',
      'vérifié',
      'assuré',
      'disponible cette semaine',
    ])
    expect(reasons('de')).toEqual([
      '4,8 ★ aus 37 Bewertungen',
      '6 km entfernt',
      'antwortet meist innerhalb von 5 Std.',
      'verifiziert',
      'versichert',
      'diese Woche verfügbar',
    ])
  })

  it('words new, nearby and fast providers naturally and leaves out what is not measured', () => {
    const [fresh] = rankProviders(
      [candidate(1, { rating: 0, reviewCount: 0, medianResponseMinutes: null })],
      context(),
    )
    expect(fresh!.reasons).toEqual(['no reviews yet', 'less than 1 km away'])
    const [single] = rankProviders(
      [candidate(2, { rating: 5, reviewCount: 1, medianResponseMinutes: 42 })],
      context({ language: 'de' }),
    )
    expect(single!.reasons).toEqual([
      '5,0 ★ aus 1 Bewertung',
      'weniger als 1 km entfernt',
      'antwortet meist innerhalb von 45 Min.',
    ])
    const [slow] = rankProviders([candidate(3, { medianResponseMinutes: 3 * 24 * 60 - 30 })], context())
    expect(slow!.reasons).toContain('usually answers within 3 days')
  })
})

describe('availabilityWindow', () => {
  it('reads the clock in Luxembourg time, Monday first', () => {
    expect(luxembourgClock(MONDAY_10AM)).toEqual({ day: 0, minutes: 600 })
    // Sunday 23:30 UTC is already Monday 00:30 in Luxembourg.
    expect(luxembourgClock(new Date('2026-11-22T23:30:00Z'))).toEqual({ day: 0, minutes: 30 })
  })

  it('tells today, this week and not this week apart', () => {
    expect(availabilityWindow([{ day: 0, startTime: '09:00', endTime: '17:00' }], MONDAY_10AM)).toBe('today')
    expect(availabilityWindow([{ day: 0, startTime: '14:00', endTime: '18:00' }], MONDAY_10AM)).toBe('today')
    expect(availabilityWindow([{ day: 6, startTime: '09:00', endTime: '12:00' }], MONDAY_10AM)).toBe(
      'this_week',
    )
    // Today's only slot is over: next Monday is a week away.
    expect(availabilityWindow([{ day: 0, startTime: '07:00', endTime: '09:30' }], MONDAY_10AM)).toBe('none')
    expect(availabilityWindow([], MONDAY_10AM)).toBe('none')
  })
})
