import { partnerApplication, provider } from '@server/db/schema/index'
import { ORIGIN, signedInAs, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { startViesServer, type ViesServer } from '@server/test/vies-server'
import { luxembourgToday } from '@shared/format/date-time'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { trustClaims } from '@shared/providers/trust-claims'
import { luxembourgVatFor } from '@shared/providers/vat-number'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VAT_CHECK_JOB } from './vat-check'

let vatSeed = 930_000
let addresses = 0

/** A partner application submitted through the public API and approved by an admin: its listing. */
async function approvedListing(t: TestApp, vatNumber: string) {
  const remoteAddress = () => `10.53.${Math.floor(++addresses / 250)}.${addresses % 250}`
  const send = (method: 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: remoteAddress(),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    })
  const email = uniqueEmail('vies')
  const started = await send('POST', '/api/public/partner-applications', {
    contactPerson: 'Claire Hoffmann',
    companyName: `Toitures Hoffmann ${vatNumber}`,
    email,
    phone: '+352 26 12 34 56',
    primaryCategory: 'roofing',
    language: 'en',
  })
  expect(started.statusCode, started.body).toBe(201)
  const draft = `/api/public/partner-applications/draft?token=${started.json().token}`
  for (const step of [
    {
      step: 'business',
      yearsInBusiness: '5_10',
      teamSize: '6_15',
      serviceAreas: ['commune:Mersch'],
      specificServices: 'Roof repairs',
      vatNumber,
      rcsNumber: 'B123456',
      permitNumber: '10023456/1',
      street: '12, rue de la Gare',
      postalCode: 'L-8302',
      locality: 'capellen',
    },
    {
      step: 'final',
      howHeard: 'another_provider',
      goal: 'More roofing jobs',
      otherServiceDescription: '',
      interestedProducts: ['directory_listing'],
      tier: 'basic',
    },
  ])
    expect((await send('PUT', draft, step)).statusCode).toBe(200)
  expect((await send('POST', draft.replace('/draft?', '/draft/submit?'))).statusCode).toBe(200)
  const [application] = await t.database.db
    .select({ id: partnerApplication.id })
    .from(partnerApplication)
    .where(eq(partnerApplication.email, email))
  const admin = await signedInAs(t, 'admin')
  const review = `/api/admin/partner-applications/${application?.id}`
  expect((await send('POST', `${review}/start-review`, {}, admin.cookie)).statusCode).toBe(200)
  const approved = await send('POST', `${review}/approve`, {}, admin.cookie)
  expect(approved.statusCode, approved.body).toBe(200)
  const [listing] = await t.database.db
    .select({ id: provider.id, slug: provider.slug })
    .from(provider)
    .where(eq(provider.vatNumber, vatNumber))
  if (!listing) throw new Error('no listing')
  return listing
}

const stored = async (t: TestApp, id: number) => {
  const [row] = await t.database.db
    .select({ vatCheck: provider.vatCheck, vatCheckedAt: provider.vatCheckedAt })
    .from(provider)
    .where(eq(provider.id, id))
  return row
}

/** The public profile's claims (the listing published, as its onboarding would). */
async function claimsOf(t: TestApp, listing: { id: number; slug: string }) {
  await t.database.db.update(provider).set({ status: 'active' }).where(eq(provider.id, listing.id))
  t.app.searchCache.clear()
  const profile = (await t.app.inject(`/api/public/providers/${listing.slug}`)).json() as ProviderProfile
  return trustClaims(profile.verification, luxembourgToday())
}

describe('the VAT check with VIES_URL set', () => {
  let t: TestApp
  let vies: ViesServer
  beforeAll(async () => {
    vies = await startViesServer()
    t = await buildTestApp({ VIES_URL: vies.url })
  })
  afterAll(async () => {
    await t.close()
    await vies.close()
  })

  it('asks VIES about an approved listing at once: "valid" is stored and the profile says VIES confirmed it', async () => {
    const vat = luxembourgVatFor(++vatSeed)
    vies.answer(vat, 'valid')
    const listing = await approvedListing(t, vat)
    await expect
      .poll(async () => (await stored(t, listing.id))?.vatCheck, { timeout: 15_000 })
      .toBe('vies_valid')
    expect(vies.requests).toContainEqual({ countryCode: 'LU', vatNumber: vat.slice(2) })
    const claims = await claimsOf(t, listing)
    expect(claims).toContainEqual({
      id: 'vat_vies',
      method: 'register',
      number: vat,
      reviewedOn: luxembourgToday(),
      validUntil: null,
    })
    expect(claims.map((c) => c.id)).not.toContain('vat_check_digits')

    // The directory's card carries the same fact.
    const search = await t.app.inject(
      `/api/public/providers/search?q=${encodeURIComponent(`Toitures Hoffmann ${vat}`)}`,
    )
    const card = (search.json() as ProviderSearchResult).items.find((item) => item.id === listing.id)
    expect(card?.verification.vatCheck).toEqual({ result: 'vies_valid', checkedOn: luxembourgToday() })

    // A new number forgets the answer about the old one (and is asked about at the next run).
    await t.database.db
      .update(provider)
      .set({ vatNumber: luxembourgVatFor(++vatSeed) })
      .where(eq(provider.id, listing.id))
    expect(await stored(t, listing.id)).toEqual({ vatCheck: null, vatCheckedAt: null })
  })

  it('stores "invalid", and the badge stays the check digits', async () => {
    const vat = luxembourgVatFor(++vatSeed)
    vies.answer(vat, 'invalid')
    const listing = await approvedListing(t, vat)
    await expect
      .poll(async () => (await stored(t, listing.id))?.vatCheck, { timeout: 15_000 })
      .toBe('vies_invalid')
    expect((await claimsOf(t, listing)).map((c) => c.id)).toContain('vat_check_digits')
  })

  it('stores nothing when the member state is unavailable, and keeps the check-digit claim', async () => {
    const vat = luxembourgVatFor(++vatSeed)
    vies.answer(vat, 'unavailable')
    const listing = await approvedListing(t, vat)
    await expect
      .poll(() => vies.requests.some((r) => r.vatNumber === vat.slice(2)), { timeout: 15_000 })
      .toBe(true)
    // The run has ended (the job's row is released) without writing anything.
    await expect
      .poll(
        async () =>
          (
            await t.database.db.execute<{ locked_by: string | null }>(
              sql`select locked_by from scheduled_job where name = ${VAT_CHECK_JOB}`,
            )
          ).rows[0]?.locked_by,
        { timeout: 15_000 },
      )
      .toBeNull()
    expect(await stored(t, listing.id)).toEqual({ vatCheck: null, vatCheckedAt: null })
    expect((await claimsOf(t, listing)).map((c) => c.id)).toContain('vat_check_digits')
  })
})

describe('the VAT check without VIES_URL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('is not scheduled: an approval asks nobody and stores nothing', async () => {
    expect(t.app.jobs.names().scheduled).not.toContain(VAT_CHECK_JOB)
    const listing = await approvedListing(t, luxembourgVatFor(++vatSeed))
    const job = await t.database.db.execute(sql`select 1 from scheduled_job where name = ${VAT_CHECK_JOB}`)
    expect(job.rows).toHaveLength(0)
    expect(await stored(t, listing.id)).toEqual({ vatCheck: null, vatCheckedAt: null })
    expect((await claimsOf(t, listing)).map((c) => c.id)).toContain('vat_check_digits')
  })
})
