import { Random } from '@server/db/seed/random'
import { PROVIDER_LABEL_WORDS } from '@server/i18n/provider-label-words'
import type { CategorySlug } from '@shared/catalog/categories'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { bayesianRating } from '@shared/providers/bayesian-rating'
import { bestMatchScore, providerQuality, proximityScaleKm } from '@shared/providers/best-match-score'
import {
  type ParsedProviderSearchQuery,
  ProviderSearchQuerySchema,
  SEARCH_LETTERS,
} from '@shared/providers/provider-search-schemas'
import { normalizeText } from '@shared/text/normalize'
import { describe, expect, it } from 'vitest'
import { haversineKm } from './directory-distance'
import { smallest } from './directory-order'
import { effectiveSort, queryDirectory, TEXT_TIER, type TextHits } from './directory-query'
import { buildDirectorySnapshot, type SnapshotRow, snapshotColumnsOf } from './directory-snapshot'
import type { SearchOrigin } from './search-origin'

/** Label ids, and one label a provider typed. */
const SPECIALTIES = [
  'plumbing.leak-repair',
  'plumbing.walk-in-showers',
  'plumbing.boiler-service',
  'roofing.roof-windows',
  'Tax returns',
]
/** A specialty's English words: the id's in the catalogue, or the text typed. */
const englishOf = (specialty: string) => PROVIDER_LABEL_WORDS.get(specialty)?.en ?? specialty

/** A snapshot row as the generator below makes it (ratings as numbers). */
type Provider = SnapshotRow & { rating: number }

/** A directory with many ties (ratings to one decimal, few review counts), as the real one has. */
function directory(size: number, seed: number): Provider[] {
  const rng = new Random(seed)
  const random = () => rng.next()
  const pick = <T>(items: readonly T[]) => rng.pick(items)
  return Array.from({ length: size }, (_, i) => ({
    id: 1000 + ((i * 7919) % (size * 3)),
    initial: random() < 0.05 ? '#' : pick('abcdefghijklmnopqrstuvwxyz'.split('')),
    categories: [pick(CATEGORY_SLUGS), ...(random() < 0.3 ? [pick(CATEGORY_SLUGS)] : [])].filter(
      (c, k, all) => all.indexOf(c) === k,
    ),
    rating: Math.round(random() * 50) / 10,
    review_count: Math.floor(random() * 6),
    lat: 49.45 + random() * 0.7,
    lon: 5.75 + random() * 0.75,
    verified: random() < 0.5,
    insured: random() < 0.5,
    premium: random() < 0.2,
    specialties: random() < 0.6 ? [pick(SPECIALTIES)] : [],
    service_categories: [pick(CATEGORY_SLUGS), ...(random() < 0.3 ? [pick(CATEGORY_SLUGS)] : [])],
    median_response_minutes: random() < 0.5 ? null : Math.floor(random() * 3000),
  })).map((p) => ({
    ...p,
    // Mostly services of the provider's own trades, sometimes of a secondary trade, sometimes none.
    service_categories: random() < 0.5 ? p.categories.slice(0, 1) : p.categories.filter(() => random() < 0.5),
  }))
}

/**
 * The search written plainly, the reference: as the old single SQL statement defined it, with the
 * trades a query names and the best-match order.
 */
function reference(
  providers: Provider[],
  query: ParsedProviderSearchQuery,
  origin: SearchOrigin | null,
  text: TextHits | null,
  trades: readonly CategorySlug[] | null = null,
) {
  const textTier = new Map(text ? Array.from(text.ids, (id, i) => [id, text.ranks[i] ?? 0]) : [])
  const isMain = (p: Provider) => trades?.includes(p.categories[0] as CategorySlug) === true
  const ofTrade = (p: Provider) =>
    isMain(p) ||
    (trades ?? []).some((t) => p.categories.includes(t) && (p.service_categories ?? []).includes(t))
  // Matched by what they do: the main trade of most of them comes first.
  const byTrade = providers.filter((p) => textTier.get(p.id) === TEXT_TIER.trade && p.categories.length > 0)
  const ofMainTrade = (slug: string) => byTrade.filter((p) => p.categories[0] === slug).length
  const [mostOf] = [...CATEGORY_SLUGS].sort((a, b) => ofMainTrade(b) - ofMainTrade(a))
  const mostOfTrade = mostOf && ofMainTrade(mostOf) * 2 > byTrade.length ? mostOf : null
  const rank = (p: Provider) => {
    const tier = textTier.get(p.id) ?? 0
    if (trades) return tier * 2 + (isMain(p) ? 1 : 0)
    return tier === TEXT_TIER.trade && p.categories[0] === mostOfTrade ? tier + 0.5 : tier
  }
  const wanted = query.specialty ? normalizeText(query.specialty) : ''
  const matched = providers
    .filter((p) => (trades ? ofTrade(p) : !text || textTier.has(p.id)))
    .filter((p) => query.minRating === undefined || p.rating >= query.minRating)
    .filter((p) => query.verified === undefined || p.verified === query.verified)
    .filter((p) => query.insured === undefined || p.insured === query.insured)
    .filter((p) => query.premium === undefined || p.premium === query.premium)
    .filter((p) => !wanted || p.specialties.some((s) => normalizeText(englishOf(s)).includes(wanted)))
    .map((p) => ({ ...p, distance: origin ? haversineKm(origin.lat, origin.lon, p.lat, p.lon) : null }))
    .filter((p) => query.radiusKm === undefined || (p.distance ?? 0) <= query.radiusKm)
  const inCategory = (p: Provider) => !query.category || p.categories.includes(query.category)
  const inLetter = (p: Provider) =>
    !query.letter || p.initial === (query.letter === '#' ? '#' : query.letter.toLowerCase())
  const sort = effectiveSort(query, text !== null || trades !== null, origin !== null)
  // "Highest rated" trusts many reviews over few, as the landing does.
  const trusted = (p: Provider) => bayesianRating(p.rating, p.review_count)
  const scaleKm = Math.max(...(trades ?? [null]).map(proximityScaleKm))
  const score = (p: Provider & { distance: number | null }) =>
    bestMatchScore(
      providerQuality({
        rating: p.rating,
        reviewCount: p.review_count,
        medianResponseMinutes: p.median_response_minutes ?? null,
        verified: p.verified,
      }),
      p.distance,
      scaleKm,
    )
  const order = {
    relevance: (a: Provider & { distance: number | null }, b: Provider & { distance: number | null }) =>
      rank(b) - rank(a) || score(b) - score(a) || a.id - b.id,
    rating: (a: Provider, b: Provider) =>
      trusted(b) - trusted(a) || b.review_count - a.review_count || a.id - b.id,
    distance: (a: Provider & { distance: number | null }, b: Provider & { distance: number | null }) =>
      (a.distance ?? 0) - (b.distance ?? 0) || trusted(b) - trusted(a) || a.id - b.id,
    reviews: (a: Provider, b: Provider) =>
      b.review_count - a.review_count || trusted(b) - trusted(a) || a.id - b.id,
  }[sort]
  const results = matched.filter((p) => inCategory(p) && inLetter(p)).sort(order)
  const count = (values: string[]) =>
    [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())].map(
      ([value, n]) => ({ value, count: n }),
    )
  const offset = (query.page - 1) * query.pageSize
  return {
    sort,
    total: results.length,
    items: results.slice(offset, offset + query.pageSize).map((p) => ({ id: p.id, distanceKm: p.distance })),
    facets: {
      categories: count(matched.filter(inLetter).flatMap((p) => p.categories)).sort(
        (a, b) => b.count - a.count || (a.value < b.value ? -1 : 1),
      ),
      letters: count(matched.filter(inCategory).map((p) => p.initial.toUpperCase())).sort((a, b) =>
        a.value < b.value ? -1 : 1,
      ),
    },
  }
}

describe('directory search in memory', () => {
  const providers = directory(3000, 7)
  const snapshot = buildDirectorySnapshot(snapshotColumnsOf(providers))
  const luxembourg: SearchOrigin = { label: 'Luxembourg', lat: 49.6106, lon: 6.1296 }

  it('gives the same page, total and facets as the plain definition, for every kind of search', () => {
    const rng = new Random(11)
    const random = () => rng.next()
    const pick = <T>(items: readonly T[]) => rng.pick(items)
    for (let round = 0; round < 600; round++) {
      const raw: Record<string, string> = {}
      if (random() < 0.4) raw.category = pick(CATEGORY_SLUGS)
      if (random() < 0.3) raw.letter = pick(SEARCH_LETTERS)
      if (random() < 0.2) raw.specialty = pick(['leak', 'walk in', 'roof', 'Boiler service'])
      if (random() < 0.3) raw.minRating = String(pick([1, 2.5, 4, 4.5]))
      if (random() < 0.2) raw.verified = pick(['true', 'false'])
      if (random() < 0.2) raw.insured = pick(['true', 'false'])
      if (random() < 0.1) raw.premium = 'true'
      const origin: SearchOrigin | null =
        random() < 0.2
          ? luxembourg
          : random() < 0.5
            ? { label: null, lat: 49.45 + random() * 0.7, lon: 5.75 + random() * 0.75 }
            : null
      if (origin) {
        raw.lat = String(origin.lat)
        raw.lon = String(origin.lon)
        if (random() < 0.7) raw.radiusKm = String(pick([0.5, 2, 5, 10, 20, 30, 50, 100]))
      }
      const withText = random() < 0.3
      const trades: CategorySlug[] | null =
        random() < 0.25 ? [pick(CATEGORY_SLUGS), ...(random() < 0.2 ? [pick(CATEGORY_SLUGS)] : [])] : null
      raw.sort = pick(['relevance', 'rating', 'reviews', ...(origin ? ['distance'] : [])])
      raw.page = String(pick([1, 1, 2, 3, 40]))
      raw.pageSize = String(pick([1, 12, 50]))
      const query = ProviderSearchQuerySchema.parse(raw)
      let text: TextHits | null = null
      if (withText) {
        // Hits in no particular order, their tiers tied, one id not in the directory (an inactive provider).
        const hits = providers.filter(() => random() < 0.2).map((p) => p.id)
        hits.push(999_999)
        text = {
          ids: Int32Array.from(hits),
          ranks: Float64Array.from(hits, () => 1 + Math.floor(random() * 3)),
        }
      }
      const expected = reference(providers, query, origin, text, trades)
      const actual = queryDirectory(snapshot, { query, origin, text, trades })
      expect(actual, JSON.stringify(raw)).toEqual(expected)
    }
  })

  it('matches a specialty by its French or German name', () => {
    const query = ProviderSearchQuerySchema.parse({ specialty: 'réparation de fuites', pageSize: 50 })
    const page = queryDirectory(snapshot, { query, origin: null, text: null, trades: null })
    const expected = providers.filter((p) => p.specialties.includes('plumbing.leak-repair')).length
    expect(expected).toBeGreaterThan(0)
    expect(page.total).toBe(expected)
  })

  it('never matches a specialty by the words of its id', () => {
    const query = ProviderSearchQuerySchema.parse({ specialty: 'roofing', pageSize: 50 })
    expect(providers.some((p) => p.specialties.includes('roofing.roof-windows'))).toBe(true)
    expect(queryDirectory(snapshot, { query, origin: null, text: null, trades: null }).total).toBe(0)
  })

  it('returns an empty page beyond the last one, with the total and facets still right', () => {
    const query = ProviderSearchQuerySchema.parse({ page: 10_000, pageSize: 50 })
    const page = queryDirectory(snapshot, { query, origin: null, text: null, trades: null })
    expect(page.items).toEqual([])
    expect(page.total).toBe(providers.length)
    expect(page.facets.letters.reduce((n, l) => n + l.count, 0)).toBe(providers.length)
  })
})

/** The point `km` away from `origin` in direction `bearing` (degrees from north), on the haversine sphere. */
function pointAt(origin: { lat: number; lon: number }, km: number, bearing: number) {
  const rad = Math.PI / 180
  const angle = km / 6371
  const lat1 = origin.lat * rad
  const theta = bearing * rad
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  )
  const lon2 =
    origin.lon * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    )
  return { lat: lat2 / rad, lon: lon2 / rad }
}

describe('directory search in memory: the edge of the circle', () => {
  it('takes a provider a few millimetres inside the radius and leaves out one a few millimetres outside', () => {
    const origins = [
      { label: null, lat: 49.6106, lon: 6.1296 },
      { label: null, lat: 50.05, lon: 5.95 },
      { label: null, lat: 49.45, lon: 6.35 },
    ]
    for (const origin of origins)
      for (const radiusKm of [0.5, 7, 33, 100]) {
        // Around the circle every half degree, just inside and just outside, plus some further in and out.
        let id = 1
        const providers: Provider[] = []
        for (let bearing = 0; bearing < 360; bearing += 0.5)
          for (const km of [radiusKm * (1 - 1e-7), radiusKm * (1 + 1e-7), radiusKm * 0.5, radiusKm * 1.5])
            providers.push({
              id: id++,
              initial: 'abc'[id % 3]!,
              categories: [CATEGORY_SLUGS[id % 2]!],
              rating: id % 5,
              review_count: id % 7,
              ...pointAt(origin, km, bearing),
              verified: id % 2 === 0,
              insured: false,
              premium: false,
              specialties: [],
            })
        const snapshot = buildDirectorySnapshot(snapshotColumnsOf(providers))
        for (const filters of [{}, { category: CATEGORY_SLUGS[0] }, { letter: 'B' }, { minRating: '1' }]) {
          const query = ProviderSearchQuerySchema.parse({
            ...filters,
            lat: String(origin.lat),
            lon: String(origin.lon),
            radiusKm: String(radiusKm),
            pageSize: '50',
          })
          const expected = reference(providers, query, origin, null)
          const label = JSON.stringify({ origin, radiusKm, filters })
          expect(expected.total, label).toBeGreaterThan(0)
          expect(queryDirectory(snapshot, { query, origin, text: null, trades: null }), label).toEqual(
            expected,
          )
        }
      }
  })
})

describe('smallest', () => {
  it('picks the first k in order, whether it sorts everything or keeps a short list', () => {
    const rng = new Random(3)
    const random = () => rng.next()
    const values = Array.from({ length: 5000 }, () => Math.floor(random() * 100))
    const compare = (a: number, b: number) => values[a]! - values[b]! || a - b
    const sorted = Array.from(values.keys()).sort(compare)
    for (const k of [1, 12, 100, 624, 700, 5000])
      expect(smallest(values.length, k, compare)).toEqual(sorted.slice(0, k))
    expect(smallest(values.length, 0, compare)).toEqual([])
  })
})
