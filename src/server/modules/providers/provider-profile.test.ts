import { provider } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { isValidLuxembourgVat } from '@shared/providers/vat-number'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const SLUG = 'sanitaire-weber-bertrange'

describe('provider profile', () => {
  it('returns every directory field, services with prices, a rating breakdown and the first reviews', async () => {
    const res = await t.app.inject(`/api/public/providers/${SLUG}`)
    expect(res.statusCode).toBe(200)
    const profile = res.json() as ProviderProfile
    expect(profile.name).toBe('Sanitaire Weber')
    expect(profile.locality).toBe('Bertrange')
    expect(profile.services.length).toBeGreaterThan(0)
    expect(profile.services.some((s) => s.priceFrom !== null)).toBe(true)
    expect(profile.ratingBreakdown.reduce((a, b) => a + b, 0)).toBe(profile.reviewCount)
    expect(profile.reviews.total).toBe(profile.reviewCount)
    expect(profile.reviews.items.length).toBeLessThanOrEqual(5)
    const dates = profile.reviews.items.map((r) => Date.parse(r.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const key of ['phone', 'email', 'address', 'vatNumber', 'openingHours', 'languages'] as const)
      expect(profile[key], key).toBeTruthy()
  })

  it('shows a badge only for a check that passes: the VAT badge follows the LU check rule', async () => {
    const profile = (await t.app.inject(`/api/public/providers/${SLUG}`)).json() as ProviderProfile
    expect(profile.verifications.vat).toBe(isValidLuxembourgVat(profile.vatNumber ?? ''))
    expect(profile.verifications.insurance).toBe(profile.insured)
    // A VAT number whose check digits are wrong loses the badge.
    const [row] = await t.database.db.select().from(provider).where(eq(provider.slug, SLUG))
    const digits = (row?.vatNumber ?? 'LU10000011').slice(2)
    const broken = `LU${digits.slice(0, 6)}${String((Number(digits.slice(6)) + 1) % 100).padStart(2, '0')}`
    await t.database.db.update(provider).set({ vatNumber: broken }).where(eq(provider.slug, SLUG))
    const after = (await t.app.inject(`/api/public/providers/${SLUG}`)).json() as ProviderProfile
    expect(after.verifications.vat).toBe(false)
    await t.database.db.update(provider).set({ vatNumber: row?.vatNumber }).where(eq(provider.slug, SLUG))
  })

  it('pages reviews without overlap', async () => {
    const first = (await t.app.inject(`/api/public/providers/${SLUG}/reviews?page=1&pageSize=2`)).json()
    const second = (await t.app.inject(`/api/public/providers/${SLUG}/reviews?page=2&pageSize=2`)).json()
    expect(first.items).toHaveLength(2)
    expect(second.page).toBe(2)
    const ids = new Set(first.items.map((r: { id: number }) => r.id))
    expect(second.items.some((r: { id: number }) => ids.has(r.id))).toBe(false)
    expect((await t.app.inject(`/api/public/providers/${SLUG}/reviews?pageSize=100`)).statusCode).toBe(400)
  })

  it('answers 404 for an unknown or inactive provider, 400 for a malformed address', async () => {
    expect((await t.app.inject('/api/public/providers/nobody-here')).statusCode).toBe(404)
    expect((await t.app.inject('/api/public/providers/nobody-here/reviews')).statusCode).toBe(404)
    expect((await t.app.inject('/api/public/providers/Bad%20Slug')).statusCode).toBe(400)
    await t.database.db
      .update(provider)
      .set({ status: 'inactive' })
      .where(eq(provider.slug, 'elektro-schmit-esch'))
    expect((await t.app.inject('/api/public/providers/elektro-schmit-esch')).statusCode).toBe(404)
    const search = (await t.app.inject('/api/public/providers/search?q=elektro%20schmit')).json()
    expect(search.items.map((i: { slug: string }) => i.slug)).not.toContain('elektro-schmit-esch')
  })
})
