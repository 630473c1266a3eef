import { readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { provider, providerService, review } from '@server/db/schema/providers'
import { projectPath } from '@server/project-root'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { isValidLuxembourgVat } from '@shared/providers/vat-number'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROVIDERS } from './demo-data'
import { seedReferenceData } from './index'
import { insertProviders } from './insert-providers'
import { generateProviders, REFERENCE_DATE } from './provider-generator'
import { GALLERY_IMAGES_PER_CATEGORY, galleryImage } from './provider-generator-data/gallery'
import { loadPlaces } from './reference-data'

const providers = generateProviders({ count: 300 })
const rows = providers.map((p) => p.provider)

describe('generateProviders', () => {
  it('gives the same providers for the same seed and others for another seed', () => {
    expect(generateProviders({ count: 300 })).toEqual(providers)
    const other = generateProviders({ count: 300, seed: 7 })
    expect(other.map((p) => p.provider.name)).not.toEqual(rows.map((p) => p.name))
    // Provider i depends only on the seed and i.
    expect(generateProviders({ count: 25 })).toEqual(providers.slice(0, 25))
  })

  it('covers all 23 categories, each with at least 3 % of the providers', () => {
    for (const slug of CATEGORY_SLUGS) {
      const share = rows.filter((p) => p.categories[0] === slug).length / rows.length
      expect(share, slug).toBeGreaterThanOrEqual(0.03)
    }
  })

  it('places providers in real localities of at least 60 communes, inside Luxembourg', () => {
    const localities = loadPlaces().filter((p) => p.kind === 'locality')
    expect(new Set(rows.map((p) => p.commune)).size).toBeGreaterThanOrEqual(60)
    for (const p of rows) {
      const place = localities.find((l) => l.name === p.locality && l.commune === p.commune)
      expect(place, `${p.locality}, ${p.commune}`).toBeDefined()
      expect(place?.postalCodes).toContain(p.postalCode)
      expect(Math.abs(p.lat - (place?.lat ?? 0))).toBeLessThan(0.0027)
      expect(Math.abs(p.lon - (place?.lon ?? 0))).toBeLessThan(0.004)
      expect(p.lat).toBeGreaterThanOrEqual(49.44)
      expect(p.lat).toBeLessThanOrEqual(50.19)
      expect(p.lon).toBeGreaterThanOrEqual(5.73)
      expect(p.lon).toBeLessThanOrEqual(6.54)
      expect(p.address).toMatch(/^\d+[AB]?, \S/)
    }
  })

  it('gives unique kebab-case slugs, contact details and an A–Z initial', () => {
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length)
    for (const p of rows) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(p.initial).toMatch(/^[a-z#]$/)
      expect(p.email).toMatch(/^contact@[a-z0-9-]+\.lu$/)
      expect(p.phone).toMatch(/^\+352 (2\d \d\d \d\d \d\d|(621|661|691) \d{3} \d{3})$/)
      expect(p.companyName.startsWith(p.name)).toBe(true)
    }
    expect(rows.filter((p) => p.website).length / rows.length).toBeGreaterThan(0.55)
  })

  it('gives valid VAT numbers, always to verified providers', () => {
    for (const p of rows) {
      if (p.verified) expect(p.vatNumber).not.toBeNull()
      if (p.vatNumber) expect(isValidLuxembourgVat(p.vatNumber), p.vatNumber).toBe(true)
      if (p.rcsNumber) expect(p.rcsNumber).toMatch(/^B\d{5,6}$/)
      if (p.permitNumber) expect(p.permitNumber).toMatch(/^10\d{6}\/\d$/)
      if (p.premium) expect(['premium', 'enterprise']).toContain(p.subscriptionTier)
    }
    expect(rows.filter((p) => p.vatNumber).length / rows.length).toBeGreaterThan(0.8)
  })

  it('computes rating and review count from the reviews', () => {
    for (const { provider: p, reviews } of providers) {
      expect(p.reviewCount).toBe(reviews.length)
      const mean = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0
      expect(Math.abs((p.rating ?? 0) - mean)).toBeLessThanOrEqual(0.005 + 1e-9)
      expect(reviews.length).toBeLessThanOrEqual(40)
      for (const r of reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(1)
        expect(r.rating).toBeLessThanOrEqual(5)
        expect(['en', 'fr', 'de']).toContain(r.language)
        expect(r.authorUserId).toBeNull()
        expect(r.authorName).toMatch(/^\S+ [A-Z]\.$/)
        const createdAt = r.createdAt as Date
        expect(createdAt.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime())
        expect(createdAt.getTime()).toBeGreaterThan(REFERENCE_DATE.getTime() - 731 * 86_400_000)
        if (r.repliedAt) expect(r.repliedAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime())
      }
    }
    const ratings = providers.flatMap((p) => p.reviews.map((r) => r.rating))
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.75)
  })

  it('describes each provider in real French and German, not copies of the English', () => {
    for (const p of rows) {
      const { en, fr, de } = p.descriptions ?? { en: '', fr: '', de: '' }
      expect(p.description).toBe(en)
      expect(fr).not.toBe(en)
      expect(de).not.toBe(en)
      expect(de).not.toBe(fr)
      for (const text of [en, fr, de]) {
        expect(text).toContain(p.name)
        expect(text).not.toMatch(/\{\w+\}/)
        expect(text.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it('lists 3–6 priced services, spoken languages and working hours', () => {
    for (const { provider: p, services, hours } of providers) {
      expect(services.length).toBeGreaterThanOrEqual(3)
      expect(services.length).toBeLessThanOrEqual(6)
      for (const s of services) {
        expect(p.categories).toContain(s.category)
        expect(['hour', 'job', 'm2', 'unit', 'day', 'page']).toContain(s.unit)
        expect(s.priceFrom).toBeGreaterThan(0)
        if (s.priceTo !== null) expect(s.priceTo).toBeGreaterThanOrEqual(s.priceFrom ?? 0)
        expect(s.name.fr).not.toBe('')
      }
      expect(p.languages?.length).toBeGreaterThanOrEqual(2)
      expect(new Set(hours.map((slot) => slot.day))).toEqual(
        new Set(hours.some((slot) => slot.day === 5) ? [0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4]),
      )
      expect(p.serviceRadiusKm).toBeGreaterThanOrEqual(10)
      expect(p.serviceRadiusKm).toBeLessThanOrEqual(80)
      expect(p.yearsExperience).toBeGreaterThanOrEqual(1)
      expect(p.yearsExperience).toBeLessThanOrEqual(40)
      expect(p.gallery?.length).toBeGreaterThanOrEqual(2)
      expect(p.gallery?.length).toBeLessThanOrEqual(6)
    }
  })

  it('points the gallery at small committed illustrations, titled with alt texts that say they are illustrations', () => {
    for (const slug of CATEGORY_SLUGS) {
      for (let n = 1; n <= GALLERY_IMAGES_PER_CATEGORY; n++) {
        const image = galleryImage(slug, n)
        const file = projectPath('public', image.src)
        // Scenes, not icons, but still small: sent compressed like the rest of public/.
        expect(statSync(file).size, image.src).toBeLessThan(8192)
        expect(gzipSync(readFileSync(file)).length, image.src).toBeLessThan(1536)
        const title = /<title>(.*?)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1]?.replace('&amp;', '&')
        expect(title).toBe(image.alt.en)
        expect([image.alt.en, image.alt.fr, image.alt.de]).toEqual([
          expect.stringMatching(/^Illustration: /),
          expect.stringMatching(/^Illustration\u00a0: /),
          expect.stringMatching(/^Illustration: /),
        ])
      }
    }
  })
})

describe('insertProviders', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('seeds the demo database with the hand-written and the generated providers', async () => {
    const slugs = (await t.database.db.select({ slug: provider.slug }).from(provider)).map((r) => r.slug)
    expect(slugs.length).toBeGreaterThanOrEqual(DEMO_PROVIDERS.length + 320)
    for (const demo of DEMO_PROVIDERS) expect(slugs).toContain(demo.slug)
  })

  it('inserts generated providers and reads them back with their services and reviews', async () => {
    const existing = await t.database.db.select({ slug: provider.slug }).from(provider)
    const generated = generateProviders({ count: 50, seed: 2027, takenSlugs: existing.map((r) => r.slug) })
    const result = await insertProviders(t.database.db, generated, { batchSize: 20 })
    expect(result).toEqual({
      providers: 50,
      services: generated.reduce((sum, g) => sum + g.services.length, 0),
      reviews: generated.reduce((sum, g) => sum + g.reviews.length, 0),
      slots: generated.reduce((sum, g) => sum + g.hours.length, 0),
      skipped: 0,
    })

    const db = t.database.db
    const slugs = generated.map((g) => g.provider.slug)
    const stored = await db.select().from(provider).where(inArray(provider.slug, slugs))
    expect(stored).toHaveLength(50)
    const ids = stored.map((p) => p.id)
    const services = await db
      .select()
      .from(providerService)
      .where(inArray(providerService.providerId, ids))
      .orderBy(asc(providerService.id))
    const reviews = await db
      .select()
      .from(review)
      .where(inArray(review.providerId, ids))
      .orderBy(asc(review.id))

    for (const g of generated) {
      const row = stored.find((p) => p.slug === g.provider.slug)
      expect(row).toMatchObject({
        ...g.provider,
        lat: expect.closeTo(g.provider.lat, 9),
        lon: expect.closeTo(g.provider.lon, 9),
      })
      expect(services.filter((s) => s.providerId === row?.id).map(({ id, providerId, ...s }) => s)).toEqual(
        g.services,
      )
      const own = reviews.filter((r) => r.providerId === row?.id)
      // Generated reviews are shown: none carries a moderator's decision.
      expect(
        own.every((r) => r.hiddenAt === null && r.hiddenReason === null && r.hiddenByUserId === null),
      ).toBe(true)
      // Whether the language was read from the text is the catch-up job's business, not the seed's.
      expect(
        own.map(({ id, providerId, hiddenAt, hiddenReason, hiddenByUserId, languageDetected, ...r }) => r),
      ).toEqual(g.reviews)
    }

    // Running the same seed again adds nothing.
    expect(await insertProviders(db, generated)).toMatchObject({ providers: 0, skipped: 50 })
  })

  it('fills the search keys of providers written before that column existed, once, at start', async () => {
    const db = t.database.db
    const [weber] = await db
      .update(provider)
      .set({ searchKeys: '' })
      .where(eq(provider.slug, 'sanitaire-weber-bertrange'))
      .returning({ id: provider.id })
    await seedReferenceData(db)
    const keys = await db.execute<{ keys: string; ranked: number }>(sql`
      select search_keys as keys, ts_rank(search_key_vector, 'plomberie:*'::tsquery) as ranked
      from provider where id = ${weber?.id}`)
    expect(keys.rows[0]?.keys).toContain('plomberie')
    expect(Number(keys.rows[0]?.ranked)).toBeGreaterThan(0)
  })
})
