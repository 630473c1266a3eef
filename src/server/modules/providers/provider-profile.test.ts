import { provider, providerDocument } from '@server/db/schema/index'
import { getProviderProfile, readActiveProfiles } from '@server/modules/providers/provider-profile'
import { refreshTrustFlags } from '@server/modules/providers/verification-facts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { luxembourgToday } from '@shared/format/date-time'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { ProviderSearchItem } from '@shared/providers/provider-search-schemas'
import { trustClaims } from '@shared/providers/trust-claims'
import { isValidLuxembourgVat } from '@shared/providers/vat-number'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const SLUG = 'sanitaire-weber-bertrange'
type Doc = typeof providerDocument.$inferInsert

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

  it('states only stored facts: a format check of the VAT number and reviewed documents (truth table)', async () => {
    const [row] = await t.database.db.select().from(provider).where(eq(provider.slug, SLUG))
    if (!row) throw new Error('seed missing')
    const today = luxembourgToday()
    const claimsNow = async () => {
      t.app.searchCache.clear()
      const profile = (await t.app.inject(`/api/public/providers/${SLUG}`)).json() as ProviderProfile
      const search = (
        await t.app.inject(`/api/public/providers/search?q=${encodeURIComponent(row.name)}`)
      ).json() as { items: ProviderSearchItem[] }
      const card = search.items.find((item) => item.slug === SLUG)
      // The profile and the directory card carry the same facts, so they show the same claims.
      expect(card?.verification).toEqual(profile.verification)
      return trustClaims(profile.verification, today).map((c) =>
        [c.id, c.reviewedOn, c.validUntil].filter(Boolean).join(' '),
      )
    }
    const setDocument = async (kind: 'insurance' | 'rcs_extract' | 'permit', values: Partial<Doc>) => {
      await t.database.db
        .delete(providerDocument)
        .where(and(eq(providerDocument.providerId, row.id), eq(providerDocument.kind, kind)))
      await t.database.db.insert(providerDocument).values({
        providerId: row.id,
        kind,
        fileName: `${kind}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 4,
        bytes: Buffer.from('%PDF'),
        ...values,
      })
      await refreshTrustFlags(t.database.db, [row.id], today)
    }
    await t.database.db.delete(providerDocument).where(eq(providerDocument.providerId, row.id))
    await refreshTrustFlags(t.database.db, [row.id], today)
    const vat = isValidLuxembourgVat(row.vatNumber ?? '') ? ['vat_check_digits'] : []
    // No document: at most the VAT format check.
    expect(await claimsNow()).toEqual(vat)
    // A pending or a rejected document states nothing.
    await setDocument('insurance', { status: 'pending' })
    expect(await claimsNow()).toEqual(vat)
    await setDocument('insurance', { status: 'rejected', rejectReason: 'unreadable' })
    expect(await claimsNow()).toEqual(vat)
    // An approved one states when it was reviewed and until when it is valid.
    const reviewedAt = new Date('2026-11-12T10:00:00Z')
    await setDocument('insurance', { status: 'approved', reviewedAt, validUntil: '2099-03-31' })
    expect(await claimsNow()).toEqual(['insurance 2026-11-12 2099-03-31', ...vat])
    expect((await t.database.db.select().from(provider).where(eq(provider.id, row.id)))[0]?.insured).toBe(
      true,
    )
    // Expired: no claim, and the flag the filters read goes with it.
    await setDocument('insurance', { status: 'approved', reviewedAt, validUntil: '2020-01-31' })
    expect(await claimsNow()).toEqual(vat)
    expect((await t.database.db.select().from(provider).where(eq(provider.id, row.id)))[0]?.insured).toBe(
      false,
    )
    await setDocument('rcs_extract', { status: 'approved', reviewedAt })
    await setDocument('permit', { status: 'approved', reviewedAt })
    expect(await claimsNow()).toEqual(['rcs_extract 2026-11-12', 'permit 2026-11-12', ...vat])
    expect((await t.database.db.select().from(provider).where(eq(provider.id, row.id)))[0]?.verified).toBe(
      true,
    )
    // A VAT number whose check digits are wrong is no claim.
    const digits = (row.vatNumber ?? 'LU10000011').slice(2)
    const broken = `LU${digits.slice(0, 6)}${String((Number(digits.slice(6)) + 1) % 100).padStart(2, '0')}`
    await t.database.db.update(provider).set({ vatNumber: broken }).where(eq(provider.id, row.id))
    expect(await claimsNow()).toEqual(['rcs_extract 2026-11-12', 'permit 2026-11-12'])
    await t.database.db.update(provider).set({ vatNumber: row.vatNumber }).where(eq(provider.id, row.id))
    await t.database.db.delete(providerDocument).where(eq(providerDocument.providerId, row.id))
    await refreshTrustFlags(t.database.db, [row.id], today)
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
    // Written behind the app's back: tell the directory, as the app's own writes do.
    t.app.searchCache.clear()
    expect((await t.app.inject('/api/public/providers/elektro-schmit-esch')).statusCode).toBe(404)
    const search = (await t.app.inject('/api/public/providers/search?q=elektro%20schmit')).json()
    expect(search.items.map((i: { slug: string }) => i.slug)).not.toContain('elektro-schmit-esch')
  })

  it('reads many profiles at once exactly as one at a time, each with its own services, reviews and facts', async () => {
    const db = t.database.db
    const active = await db
      .select({ slug: provider.slug })
      .from(provider)
      .where(eq(provider.status, 'active'))
    for (const reviews of [
      { page: 1, pageSize: 5 },
      { page: 2, pageSize: 2, language: 'fr' },
    ]) {
      const bulk: ProviderProfile[] = []
      for (let afterId = 0; ; ) {
        const batch = await readActiveProfiles(db, { afterId, limit: 7 }, reviews)
        bulk.push(...batch)
        const last = batch.at(-1)
        if (!last || batch.length < 7) break
        afterId = last.id
      }
      expect(bulk.map((profile) => profile.slug).sort()).toEqual(active.map((row) => row.slug).sort())
      // A third of them (with reviews, opening hours and documents among them) read one at a time.
      for (const profile of bulk.filter((_, i) => i % 3 === 0))
        expect(profile).toEqual(await getProviderProfile(db, profile.slug, reviews))
      expect(bulk.some((profile) => profile.reviews.items.length > 0)).toBe(true)
      expect(bulk.some((profile) => profile.openingHours !== null)).toBe(true)
    }
  })
})
