import { readFileSync } from 'node:fs'
import { projectPath } from '@server/project-root'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ProviderMatchResponse } from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import { bayesianRating } from '@shared/providers/bayesian-rating'
import { proximityScaleKm } from '@shared/providers/best-match-score'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { haversineKm, type MatchCandidate, matchScore, TIE_RATIO, tradeFit } from './match-score'

/**
 * The matching test set (eval/matching/cases.json): for each place × category, the five that
 * POST /api/public/providers/match returns on the demo data must have the properties a person who
 * knows Luxembourg expects (eval/matching/README.md):
 * - every one's trade is the category (main trade, or a secondary one with a service of it listed),
 *   and the place is within its own service radius;
 * - none is farther than the nearest good alternative left out (a main-trade provider of Bayesian
 *   rating ≥ 4.0 whose radius reaches the place) by more than 10 km (20 km for office services);
 * - they come in the order the score says (main trade first; within it, a later one never scores
 *   more than a tie above an earlier one), and nobody left out scores clearly above the fifth;
 * - two with the same name are told apart by their town (and the demo data has no such pair);
 * - and what each case adds (the first one's town, a provider that must be there…).
 */

interface MatchCase {
  place: string
  category: CategorySlug
  expect?: {
    firstLocality?: string
    firstMainTrade?: boolean
    includes?: string[]
    why?: string
  }
}

const CASES = JSON.parse(readFileSync(projectPath('eval/matching/cases.json'), 'utf8')) as MatchCase[]
const GOOD_RATING = 4.0
const MARGIN_KM = { home: 10, business: 20 }

let t: TestApp
let everyone: MatchCandidate[]

beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
  const rows = await t.database.db.execute<{
    id: number
    slug: string
    name: string
    locality: string
    rating: string
    review_count: number
    lat: number
    lon: number
    service_radius_km: number
    categories: string[]
    median_response_minutes: number | null
    verified: boolean
    insured: boolean
    premium: boolean
    offered: string[] | null
    slots: Array<{ day: number; startTime: string; endTime: string }> | null
  }>(sql`select p.*, (select array_agg(distinct s.category) from provider_service s where s.provider_id = p.id) as offered,
      (select json_agg(json_build_object('day', a.day, 'startTime', a.start_time, 'endTime', a.end_time))
        from availability a where a.provider_id = p.id) as slots
    from provider p where p.status = 'active'`)
  everyone = rows.rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    locality: r.locality,
    rating: Number(r.rating),
    reviewCount: r.review_count,
    lat: r.lat,
    lon: r.lon,
    serviceRadiusKm: r.service_radius_km,
    categories: r.categories,
    serviceCategories: r.offered ?? [],
    medianResponseMinutes: r.median_response_minutes,
    verified: r.verified,
    insured: r.insured,
    premium: r.premium,
    availability: r.slots ?? [],
  }))
}, 120_000)

afterAll(async () => {
  await t?.close()
})

describe('the matching test set', () => {
  it('has at least 30 place × category pairs, all 23 categories among them', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30)
    expect(new Set(CASES.map((c) => `${c.place}|${c.category}`)).size).toBe(CASES.length)
    expect(new Set(CASES.map((c) => c.category)).size).toBe(23)
  })

  it('the demo data never gives two businesses the same name in one category', () => {
    const seen = new Map<string, string>()
    for (const provider of everyone)
      for (const category of provider.categories) {
        const key = `${category}|${provider.name}`
        expect(seen.get(key), `${provider.name} in ${provider.locality} and ${seen.get(key)}`).toBeUndefined()
        seen.set(key, provider.locality)
      }
  })

  it.each(CASES)('$category in $place', async (matchCase) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: matchCase.category, locality: matchCase.place },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { location, providers } = res.json() as ProviderMatchResponse
    expect(location).not.toBeNull()
    const place = { lat: location!.lat, lon: location!.lon }
    const byId = new Map(everyone.map((p) => [p.id, p]))
    const eligible = everyone
      .filter((p) => tradeFit(p, matchCase.category) && haversineKm(place, p) <= p.serviceRadiusKm)
      .map((p) => {
        const distanceKm = haversineKm(place, p)
        const score = matchScore(p, distanceKm, matchCase.category)
        return { p, distanceKm, score, main: tradeFit(p, matchCase.category) === 'main' }
      })
    expect(providers.length).toBe(Math.min(MAX_MATCHED_PROVIDERS, eligible.length))
    expect(providers.length).toBeGreaterThan(0)

    const shown = providers.map((view) => {
      const entry = eligible.find((e) => e.p.id === view.id)
      // The trade and the radius: only eligible providers are shown.
      expect(entry, `${view.name} (${view.id}) is not of the trade or out of its radius`).toBeDefined()
      const provider = byId.get(view.id) as MatchCandidate
      expect(view.locality).toBe(provider.locality)
      expect(view.distanceKm).toBeCloseTo(entry!.distanceKm, 0)
      expect(view.reasons.length).toBeGreaterThan(1)
      return entry!
    })

    // Main trade first; then as the score says, up to a tie.
    for (let i = 1; i < shown.length; i++) {
      const [before, after] = [shown[i - 1]!, shown[i]!]
      expect(Number(before.main) >= Number(after.main)).toBe(true)
      if (before.main === after.main)
        expect(after.score).toBeLessThanOrEqual(before.score / (1 - TIE_RATIO) + 1e-9)
    }
    // Nobody left out scores clearly above the last one shown of its tier.
    const shownIds = new Set(shown.map((e) => e.p.id))
    const lastMain = shown.filter((e) => e.main).at(-1)
    for (const left of eligible.filter((e) => !shownIds.has(e.p.id))) {
      if (left.main) {
        expect(lastMain, `${left.p.name} (main trade) left out for secondary ones`).toBeDefined()
        expect(left.score).toBeLessThanOrEqual(lastMain!.score / (1 - TIE_RATIO) + 1e-9)
      }
    }

    // None farther than the nearest good alternative left out, by more than the margin.
    const margin = proximityScaleKm(matchCase.category) > 10 ? MARGIN_KM.business : MARGIN_KM.home
    const alternatives = eligible
      .filter(
        (e) => !shownIds.has(e.p.id) && e.main && bayesianRating(e.p.rating, e.p.reviewCount) >= GOOD_RATING,
      )
      .map((e) => e.distanceKm)
    if (alternatives.length > 0) {
      const nearestAlternative = Math.min(...alternatives)
      for (const e of shown)
        expect(
          e.distanceKm,
          `${e.p.name} vs a good alternative at ${nearestAlternative.toFixed(1)} km`,
        ).toBeLessThanOrEqual(nearestAlternative + margin)
    }

    // Two of the same name are told apart by their town.
    expect(new Set(providers.map((p) => `${p.name}|${p.locality}`)).size).toBe(providers.length)

    const expected = matchCase.expect ?? {}
    if (expected.firstLocality) expect(providers[0]!.locality).toBe(expected.firstLocality)
    if (expected.firstMainTrade) expect(shown[0]!.main).toBe(true)
    for (const name of expected.includes ?? []) expect(providers.map((p) => p.name)).toContain(name)
  })
})
