import { gunzipSync } from 'node:zlib'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { bayesianRating } from '@shared/providers/bayesian-rating'
import {
  ProviderSearchItemSchema,
  type ProviderSearchResult,
  ProviderSearchResultSchema,
} from '@shared/providers/provider-search-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/public/providers/search?${query}`, headers })
  return {
    status: res.statusCode,
    body: res.json() as ProviderSearchResult & { error?: { code: string; message: string } },
  }
}

async function ok(query: string) {
  const { status, body } = await search(query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

/** Great-circle distance, computed independently of the server's SQL. */
function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

describe('provider search: text', () => {
  it('finds a provider by name despite a typo and missing accents', async () => {
    const body = await ok('q=sanitare%20weber')
    expect(body.items[0]?.slug).toBe('sanitaire-weber-bertrange')
    expect(body.sort).toBe('relevance')
  })

  it('matches trade words in French, German and English, with stemming and accents folded', async () => {
    for (const [q, category] of [
      ['plombiers', 'plumbing'],
      ['electricien', 'electrical'],
      ['Rechtsanwalt', 'legal'],
      ['Heizungen', 'heating'],
      ['lawyers', 'legal'],
    ] as const) {
      const body = await ok(`q=${encodeURIComponent(q)}`)
      expect(body.total, q).toBeGreaterThan(3)
      expect(
        body.items.every((item) => item.categories.includes(category)),
        q,
      ).toBe(true)
    }
  })

  it('understands a misspelt trade word', async () => {
    for (const q of ['plumbr', 'electricain', 'elektricker']) {
      const body = await ok(`q=${q}`)
      expect(body.total, q).toBeGreaterThan(3)
    }
    const plumbers = await ok('q=plumbr&pageSize=50')
    expect(plumbers.items.every((item) => item.categories.includes('plumbing'))).toBe(true)
  })

  it('finds specialties by their French and German names', async () => {
    const body = await ok(`q=${encodeURIComponent('réparation de fuites')}&pageSize=50`)
    expect(body.total).toBeGreaterThan(0)
    expect(body.items.some((i) => i.specialties.includes('plumbing.leak-repair'))).toBe(true)
  })

  it('searches services and descriptions too, and words as prefixes while typing', async () => {
    const services = await ok('q=debouchage')
    expect(services.total).toBeGreaterThan(0)
    const prefix = await ok('q=plomb')
    expect(prefix.total).toBeGreaterThan(5)
  })

  it('answers a trade word with the businesses of that trade, not one whose description mentions it', async () => {
    const inserted = await t.database.db.execute<{ id: number }>(sql`
      insert into provider (slug, name, company_name, initial, categories, locality, commune, lat, lon, rating, review_count, description)
      values ('nettoyage-kirsch-test', 'Nettoyage Kirsch', 'Nettoyage Kirsch Sàrl', 'n', '{cleaning}', 'Mamer', 'Mamer',
        49.627, 6.023, 5, 400, 'Après le plombier, le carreleur ou le peintre: nettoyage de fin de chantier. Plombier parti, on nettoie.')
      returning id`)
    const cleaner = Number(inserted.rows[0]?.id)
    await refreshProviderSearchText(t.database.db, [cleaner])
    t.app.searchCache.clear()
    onTestFinished(async () => {
      await t.database.db.execute(sql`delete from provider where id = ${cleaner}`)
      t.app.searchCache.clear()
    })

    const body = await ok('q=plombier&pageSize=50')
    expect(body.total).toBeGreaterThan(3)
    expect(body.total).toBeLessThanOrEqual(50)
    expect(body.items.map((item) => item.slug)).not.toContain('nettoyage-kirsch-test')
    expect(body.items.every((item) => item.categories.includes('plumbing'))).toBe(true)
    // The description still finds it by a word that names no trade.
    const byDescription = await ok('q=chantier%20parti&pageSize=50')
    expect(byDescription.items.map((item) => item.slug)).toContain('nettoyage-kirsch-test')
  })

  it('returns nothing, not everything, for a word nobody uses', async () => {
    const body = await ok('q=zzqxwv')
    expect(body.total).toBe(0)
    expect(body.items).toEqual([])
  })
})

describe('provider search: filters', () => {
  it('filters by category, and counts the other categories in the facets', async () => {
    const body = await ok('category=legal&pageSize=50')
    expect(body.total).toBeGreaterThan(5)
    expect(body.items.every((item) => item.categories.includes('legal'))).toBe(true)
    const facet = body.facets.categories.find((f) => f.value === 'legal')
    expect(facet?.count).toBe(body.total)
    expect(body.facets.categories.length).toBeGreaterThan(10)
  })

  it('browses by initial letter, with # for names starting with a digit', async () => {
    const w = await ok('letter=w&pageSize=50')
    expect(w.total).toBeGreaterThan(0)
    expect(w.items.every((item) => /^w/i.test(item.name.normalize('NFD')))).toBe(true)
    expect(w.facets.letters.find((f) => f.value === 'W')?.count).toBe(w.total)
    const digits = await ok('letter=%23&pageSize=50')
    expect(digits.items.every((item) => /^[^a-z]/i.test(item.name))).toBe(true)
  })

  it('filters by specialty, minimum rating and trust flags', async () => {
    const specialty = await ok('specialty=walk-in&pageSize=50')
    expect(specialty.total).toBeGreaterThan(0)
    expect(specialty.items.every((i) => i.specialties.some((s) => /walk-in/i.test(s)))).toBe(true)
    const french = await ok(`specialty=${encodeURIComponent('réparation de fuites')}&pageSize=50`)
    expect(french.total).toBeGreaterThan(0)
    expect(french.items.every((i) => i.specialties.includes('plumbing.leak-repair'))).toBe(true)
    const rated = await ok('minRating=4.5&pageSize=50')
    expect(rated.items.every((i) => i.rating >= 4.5)).toBe(true)
    const all = await ok('pageSize=1')
    expect(rated.total).toBeLessThan(all.total)
    const flags = await ok('verified=true&insured=1&premium=true&pageSize=50')
    expect(flags.items.every((i) => i.verified && i.insured && i.premium)).toBe(true)
    const notVerified = await ok('verified=false&pageSize=50')
    expect(notVerified.items.every((i) => !i.verified)).toBe(true)
  })

  it('keeps only providers within the radius of a locality, with their distance', async () => {
    const body = await ok('category=plumbing&locality=Bertrange&radiusKm=10&pageSize=50')
    expect(body.origin?.label).toBe('Bertrange')
    expect(body.total).toBeGreaterThan(0)
    for (const item of body.items) {
      expect(item.distanceKm).not.toBeNull()
      expect(item.distanceKm).toBeLessThanOrEqual(10)
      const independent = haversineKm(body.origin as { lat: number; lon: number }, item)
      expect(Math.abs(independent - (item.distanceKm as number))).toBeLessThan(0.06)
    }
    const wider = await ok('category=plumbing&locality=Bertrange&radiusKm=50&pageSize=1')
    expect(wider.total).toBeGreaterThan(body.total)
  })

  it('takes a postal code or coordinates as the place, and sorts by distance', async () => {
    const byCode = await ok('postalCode=L-4001&radiusKm=5&pageSize=50')
    expect(byCode.origin?.label).toMatch(/^L-4001 /)
    expect(byCode.sort).toBe('distance')
    const distances = byCode.items.map((i) => i.distanceKm as number)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const byPoint = await ok('lat=49.6116&lon=6.1319&radiusKm=3&pageSize=50')
    expect(byPoint.items.every((i) => (i.distanceKm as number) <= 3)).toBe(true)
    expect(byPoint.total).toBeGreaterThan(0)
  })

  it('gives no distance without a place', async () => {
    const body = await ok('pageSize=3')
    expect(body.items.every((i) => i.distanceKm === null)).toBe(true)
    expect(body.origin).toBeNull()
  })
})

describe('provider search: sorting and pages', () => {
  it('sorts by rating, by number of reviews, and by relevance only with a query', async () => {
    // Highest rated trusts many reviews over few (as the landing): 4.9 ★ from 142 before 5.0 ★ from 2.
    const byRating = await ok('sort=rating&pageSize=50')
    const trusted = byRating.items.map((i) => bayesianRating(i.rating, i.reviewCount))
    expect(trusted).toEqual([...trusted].sort((a, b) => b - a))
    const fewReviews = byRating.items.findIndex((i) => i.rating === 5 && i.reviewCount <= 3)
    const manyReviews = byRating.items.findIndex((i) => i.rating >= 4.8 && i.reviewCount >= 40)
    if (fewReviews >= 0 && manyReviews >= 0) expect(manyReviews).toBeLessThan(fewReviews)
    const byReviews = await ok('sort=reviews&pageSize=50')
    const counts = byReviews.items.map((i) => i.reviewCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect((await ok('sort=relevance')).sort).toBe('rating')
  })

  it('pages through results without overlap, and answers a page past the end with no items', async () => {
    const first = await ok('category=cleaning&pageSize=5&page=1')
    const second = await ok('category=cleaning&pageSize=5&page=2')
    expect(first.items).toHaveLength(5)
    expect(second.page).toBe(2)
    const ids = new Set(first.items.map((i) => i.id))
    expect(second.items.some((i) => ids.has(i.id))).toBe(false)
    const beyond = await ok('category=cleaning&pageSize=5&page=500')
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(first.total)
  })
})

describe('provider search: answers from memory', () => {
  it('answers with exactly the documented fields, for text, place and browse searches', async () => {
    const fields = (schema: { shape: object }) => Object.keys(schema.shape).sort()
    for (const query of ['q=plombier', 'category=plumbing&locality=Mersch&radiusKm=20', 'letter=M']) {
      const body = await ok(query)
      expect(ProviderSearchResultSchema.parse(body), query).toEqual(body)
      expect(Object.keys(body).sort(), query).toEqual(fields(ProviderSearchResultSchema))
      expect(body.items.length, query).toBeGreaterThan(0)
      for (const item of body.items)
        expect(Object.keys(item).sort(), query).toEqual(fields(ProviderSearchItemSchema))
    }
  })

  it('sends the same JSON, gzip-compressed when asked, for a first and a repeated search', async () => {
    const url = '/api/public/providers/search?category=tiling&pageSize=20'
    const plain = await t.app.inject({ url })
    expect(plain.headers['content-type']).toMatch(/^application\/json/)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json())
    expect(plain.json().items.length).toBeGreaterThan(0)
  })
})

describe('provider search: bad input gets a clear 400, never a 500', () => {
  it.each([
    ['category=plumbers', 'category'],
    ['radiusKm=0&locality=Mersch', 'radiusKm'],
    ['radiusKm=-5&locality=Mersch', 'radiusKm'],
    ['radiusKm=5000&locality=Mersch', 'radiusKm'],
    ['radiusKm=abc&locality=Mersch', 'radiusKm'],
    ['radiusKm=10', 'radiusKm'],
    ['letter=AB', 'letter'],
    ['letter=%C3%84', 'letter'],
    ['letter=1', 'letter'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['pageSize=500', 'pageSize'],
    ['minRating=6', 'minRating'],
    ['sort=cheapest', 'sort'],
    ['sort=distance', 'sort'],
    ['lat=49.6', 'lat'],
    ['lat=48.1&lon=2.3', 'lat'],
    ['postalCode=75001', 'postalCode'],
    ['verified=yes', 'verified'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('%s', async (query, field) => {
    const { status, body } = await search(query)
    expect(status).toBe(400)
    expect(body.error?.code).toBe('validation_error')
    expect(JSON.stringify(body)).toContain(field)
  })

  it('says so, in the caller’s language, when the place is unknown', async () => {
    const { status, body } = await search('locality=Atlantis', { 'accept-language': 'fr' })
    expect(status).toBe(400)
    expect(body.error?.code).toBe('unknown_locality')
    expect(body.error?.message).toMatch(/localité/)
  })

  it('treats SQL and tsquery syntax in the query as plain words', async () => {
    for (const q of ["'; drop table provider; --", 'a & | ! ( ) : *', "o'brien"]) {
      const { status } = await search(`q=${encodeURIComponent(q)}`)
      expect(status, q).toBe(200)
    }
    expect((await ok('pageSize=1')).total).toBeGreaterThan(300)
  })
})
