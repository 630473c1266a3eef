import { bayesianRating } from '@shared/providers/bayesian-rating'
import { proximity } from '@shared/providers/best-match-score'
import { describe, expect, it } from 'vitest'
import { availabilityWindow, luxembourgClock } from './availability-window'
import {
  haversineKm,
  type MatchCandidate,
  type MatchContext,
  matchScore,
  rankProviders,
  TIE_RATIO,
  tradeFit,
} from './match-score'

/** Luxembourg City, Place Guillaume II. */
const CITY = { lat: 49.6116, lon: 6.1319 }
/** Esch-sur-Alzette, about 17 km south-west of the city. */
const ESCH = { lat: 49.4958, lon: 5.9806 }
/** Monday 23 November 2026, 10:00 in Luxembourg (CET, UTC+1). */
const MONDAY_10AM = new Date('2026-11-23T09:00:00Z')
/** About 6 km north of the city centre. */
const SIX_KM_NORTH = { lat: CITY.lat + 0.054, lon: CITY.lon }
/** About 3 km north of the city centre. */
const THREE_KM_NORTH = { lat: CITY.lat + 0.027, lon: CITY.lon }

function candidate(id: number, overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    id,
    slug: `provider-${id}`,
    name: `Provider ${id}`,
    locality: 'Luxembourg',
    rating: 4.5,
    reviewCount: 20,
    lat: CITY.lat,
    lon: CITY.lon,
    serviceRadiusKm: 30,
    categories: ['painting'],
    serviceCategories: ['painting'],
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

const ids = (providers: { id: number }[]) => providers.map((provider) => provider.id)

describe('who is matched', () => {
  it('the trade: the main one, or a secondary one with a service of it listed', () => {
    expect(tradeFit(candidate(1), 'painting')).toBe('main')
    const alsoPaints = candidate(2, {
      categories: ['plumbing', 'painting'],
      serviceCategories: ['plumbing', 'painting'],
    })
    expect(tradeFit(alsoPaints, 'painting')).toBe('also')
    // Ticks painting but lists no painting service: a plumber, not a painter.
    const ticksOnly = candidate(3, { categories: ['plumbing', 'painting'], serviceCategories: ['plumbing'] })
    expect(tradeFit(ticksOnly, 'painting')).toBeNull()
    // A service of a category the provider does not declare does not make it its trade.
    expect(tradeFit(candidate(4, { serviceCategories: ['painting', 'tiling'] }), 'tiling')).toBeNull()
  })

  it('only providers of the trade whose own radius covers the place', () => {
    const result = rankProviders(
      [
        candidate(1),
        candidate(2, { categories: ['plumbing'], serviceCategories: ['plumbing'] }),
        candidate(3, { ...ESCH, serviceRadiusKm: 10 }),
        candidate(4, { ...ESCH, serviceRadiusKm: 25 }),
        candidate(5, { categories: ['plumbing', 'painting'], serviceCategories: ['painting'] }),
        candidate(6, { categories: ['plumbing', 'painting'], serviceCategories: ['plumbing'] }),
      ],
      context(),
    )
    expect(ids(result).sort()).toEqual([1, 4, 5])
    const esch = result.find((provider) => provider.id === 4)!
    expect(esch.distanceKm).toBeCloseTo(haversineKm(CITY, ESCH), 1)
    expect(esch.distanceKm).toBeGreaterThan(16)
    expect(esch.distanceKm).toBeLessThan(18)
  })

  it('returns at most 5 providers: product §7’s fields, the town and the card’s other signals', () => {
    const result = rankProviders(
      Array.from({ length: 9 }, (_, i) => candidate(i + 1, { rating: 3 + i * 0.2, reviewCount: 40 })),
      context(),
    )
    expect(ids(result)).toEqual([9, 8, 7, 6, 5])
    expect(Object.keys(result[0]!).sort()).toEqual([
      'distanceKm',
      'id',
      'locality',
      'medianResponseMinutes',
      'name',
      'rating',
      'reasons',
      'reviewCount',
      'slug',
      'verified',
    ])
    expect(result[0]!.locality).toBe('Luxembourg')
    expect(rankProviders([], context())).toEqual([])
  })
})

describe('the order', () => {
  it('the specialists first: a firm that also does the work only fills the places they leave', () => {
    const nextDoorAlso = candidate(1, {
      rating: 5,
      reviewCount: 200,
      verified: true,
      categories: ['moving', 'painting'],
      serviceCategories: ['moving', 'painting'],
    })
    const farPainter = candidate(2, { ...ESCH, rating: 3.9, reviewCount: 5 })
    expect(ids(rankProviders([nextDoorAlso, farPainter], context()))).toEqual([2, 1])
    expect(rankProviders([nextDoorAlso, farPainter], context())[1]!.reasons[0]).toBe(
      'also offers: Painting & decorating',
    )
  })

  it('distance matters the way it does here: a good provider nearby beats a better one across the country', () => {
    const nearby = candidate(1, { rating: 4.3, reviewCount: 12 })
    const famousInEsch = candidate(2, {
      ...ESCH,
      rating: 4.9,
      reviewCount: 150,
      verified: true,
      medianResponseMinutes: 30,
    })
    expect(ids(rankProviders([famousInEsch, nearby], context()))).toEqual([1, 2])
    // A few kilometres hardly matter: there rating decides.
    const better3km = candidate(3, { ...THREE_KM_NORTH, rating: 4.8, reviewCount: 60 })
    expect(ids(rankProviders([nearby, better3km], context()))).toEqual([3, 1])
    expect(proximity(0, 10)).toBe(1)
    expect(proximity(3, 10)).toBeGreaterThan(0.9)
    expect(proximity(10, 10)).toBe(0.5)
    expect(proximity(20, 10)).toBeCloseTo(0.2, 5)
  })

  it('office services reach further: a translator 17 km away is still a fair choice', () => {
    const nearby = candidate(1, {
      categories: ['translation'],
      serviceCategories: ['translation'],
      rating: 4.0,
      reviewCount: 10,
    })
    const better = candidate(2, {
      ...ESCH,
      categories: ['translation'],
      serviceCategories: ['translation'],
      rating: 4.9,
      reviewCount: 150,
      verified: true,
      medianResponseMinutes: 30,
    })
    expect(ids(rankProviders([nearby, better], context({ category: 'translation' })))).toEqual([2, 1])
    // The same two as painters: the nearby one.
    const painters = [nearby, better].map((c) => ({
      ...c,
      categories: ['painting'],
      serviceCategories: ['painting'],
    }))
    expect(ids(rankProviders(painters, context()))).toEqual([1, 2])
  })

  it('rating, review count, response time and verification count at the same place; opening hours do not', () => {
    const result = rankProviders(
      [
        candidate(1, { rating: 4.0 }),
        candidate(2, { rating: 4.9, reviewCount: 80 }),
        candidate(4, { rating: 4.0, verified: true }),
        candidate(5, { rating: 4.0, medianResponseMinutes: 2880 }),
      ],
      context(),
    )
    expect(ids(result)).toEqual([2, 4, 1, 5])
    const available = rankProviders(
      [candidate(1), candidate(2, { availability: [{ day: 0, startTime: '08:00', endTime: '18:00' }] })],
      context(),
    )
    // Opening hours are a reason shown, not a score: the two stay in id order.
    expect(ids(available)).toEqual([1, 2])
    expect(available[1]?.reasons.length).toBeGreaterThan(available[0]?.reasons.length ?? 0)
    // The same rating from more reviews counts for more.
    expect(
      ids(
        rankProviders(
          [candidate(1, { rating: 4.6, reviewCount: 12 }), candidate(2, { rating: 4.6, reviewCount: 90 })],
          context(),
        ),
      ),
    ).toEqual([2, 1])
    // Insurance and a paid plan are shown, never scored.
    expect(matchScore(candidate(1, { insured: true, premium: true }), 2, 'painting')).toBe(
      matchScore(candidate(1), 2, 'painting'),
    )
  })

  it('uses the landing page’s Bayesian rating: a few perfect reviews do not beat many good ones', () => {
    expect(bayesianRating(5, 1)).toBeCloseTo(4.09, 2)
    expect(bayesianRating(4.8, 60)).toBeCloseTo(4.69, 2)
    expect(bayesianRating(3, 0)).toBe(4)
    const result = rankProviders(
      [candidate(1, { rating: 5, reviewCount: 3 }), candidate(2, { rating: 4.8, reviewCount: 60 })],
      context(),
    )
    expect(ids(result)).toEqual([2, 1])
  })

  it('rotates near-ties between conversations, never past a clearly better provider', () => {
    const best = candidate(99, { rating: 4.9, reviewCount: 120, verified: true })
    const worse = candidate(50, { rating: 3.5, reviewCount: 4 })
    // Six painters a few hundred metres apart: near-equal scores.
    const tied = Array.from({ length: 6 }, (_, i) => candidate(i + 1, { lat: CITY.lat + i * 0.002 }))
    const scores = tied.map((c) => matchScore(c, haversineKm(CITY, c), 'painting'))
    expect(Math.min(...scores)).toBeGreaterThan((1 - TIE_RATIO) * Math.max(...scores))
    const firstTied = new Set<number>()
    const topFive = new Set<string>()
    for (let seed = 0; seed < 6; seed++) {
      const result = ids(rankProviders([worse, ...tied, best], context({ rotationSeed: seed })))
      expect(result[0]).toBe(99)
      expect(result).not.toContain(50)
      firstTied.add(result[1]!)
      topFive.add(result.join(','))
    }
    expect(firstTied.size).toBe(6)
    expect(topFive.size).toBe(6)

    const sameSeed = rankProviders([...tied, best], context({ rotationSeed: 'session-abc' }))
    expect(rankProviders([...tied, best].reverse(), context({ rotationSeed: 'session-abc' }))).toEqual(
      sameSeed,
    )

    const withWorse = ids(rankProviders([worse, candidate(1), candidate(2)], context({ rotationSeed: 1 })))
    expect(withWorse).toEqual([2, 1, 50])
  })
})

describe('the reasons', () => {
  it('say why, then the facts, in English, French and German', () => {
    const provider = candidate(7, {
      ...SIX_KM_NORTH,
      rating: 4.8,
      reviewCount: 37,
      medianResponseMinutes: 280,
      verified: true,
      insured: true,
      availability: [{ day: 2, startTime: '08:00', endTime: '17:00' }],
    })
    const other = candidate(8, { ...ESCH, rating: 4.1, reviewCount: 9, medianResponseMinutes: 600 })
    const reasons = (language: MatchContext['language']) =>
      rankProviders([provider, other], context({ language }))[0]!.reasons
    expect(reasons('en')).toEqual([
      'main trade: Painting & decorating',
      'the closest to you',
      'best rated of these',
      'quickest to answer of these',
      '4.8 ★ from 37 reviews',
      '6 km away',
      'usually answers within 6 h',
      'registration document reviewed',
      'insurance reviewed',
      'available this week',
    ])
    expect(reasons('fr')).toEqual([
      'métier principal\u00a0: Peinture & décoration',
      'le plus proche de chez vous',
      'le mieux noté de cette sélection',
      'le plus rapide à répondre de cette sélection',
      '4,8 ★ sur 37 avis',
      'à 6 km',
      'répond généralement en moins de 6 h',
      'immatriculation examinée',
      'assurance examinée',
      'disponible cette semaine',
    ])
    expect(reasons('de')).toEqual([
      'Hauptgewerbe: Malerarbeiten',
      'am nächsten bei Ihnen',
      'am besten bewertet in dieser Auswahl',
      'antwortet am schnellsten in dieser Auswahl',
      '4,8 ★ aus 37 Bewertungen',
      '6 km entfernt',
      'antwortet meist innerhalb von 6 Std.',
      'Registrierung geprüft',
      'Versicherung geprüft',
      'diese Woche verfügbar',
    ])
    expect(rankProviders([provider, other], context())[1]!.reasons).toEqual([
      'main trade: Painting & decorating',
      '4.1 ★ from 9 reviews',
      '17 km away',
      'usually answers within 12 h',
    ])
  })

  it('word new, nearby and fast providers naturally and leave out what is not measured', () => {
    const [fresh] = rankProviders(
      [candidate(1, { rating: 0, reviewCount: 0, medianResponseMinutes: null })],
      context(),
    )
    expect(fresh!.reasons).toEqual([
      'main trade: Painting & decorating',
      'the closest to you',
      'no reviews yet',
      'less than 1 km away',
    ])
    const [single] = rankProviders(
      [candidate(2, { rating: 5, reviewCount: 1, medianResponseMinutes: 42 })],
      context({ language: 'de' }),
    )
    expect(single!.reasons).toEqual([
      'Hauptgewerbe: Malerarbeiten',
      'am nächsten bei Ihnen',
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
