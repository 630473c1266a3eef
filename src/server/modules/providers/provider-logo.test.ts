import { provider } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { png } from '@server/test/image-files'
import { providerWithListing } from '@server/test/provider-listing'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import type { SavedProvider } from '@shared/saved/saved-provider-schemas'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function uploadLogo(cookie: string, bytes: Buffer) {
  const { payload, contentType } = await multipartBody({}, { bytes, name: 'logo.png' })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/provider/onboarding/documents/logo',
    headers: { cookie, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
  expect(res.statusCode, res.body).toBe(200)
}

const profileOf = async (slug: string) =>
  (await t.app.inject(`/api/public/providers/${slug}`)).json() as ProviderProfile

describe('a listing’s logo on its pages', () => {
  it('is shown wherever the listing is, as a small copy at a versioned address, and only while listed', async () => {
    const me = await providerWithListing(t)
    expect((await profileOf(me.slug)).logoUrl).toBeNull()
    expect((await t.app.inject(`/api/public/providers/${me.slug}/logo`)).statusCode).toBe(404)

    await uploadLogo(me.cookie, await sharp(png(900)).png().toBuffer())
    const { logoUrl } = await profileOf(me.slug)
    expect(logoUrl).toMatch(new RegExp(`^/api/public/providers/${me.slug}/logo\\?v=\\d+$`))

    const served = await t.app.inject(logoUrl ?? '')
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 192, 192])

    // The directory's cards (their cache forgets the listing on a new logo), and a saved list.
    const search = (
      await t.app.inject(`/api/public/providers/search?q=${encodeURIComponent(me.name)}`)
    ).json()
    const card = (search as ProviderSearchResult).items.find((item) => item.slug === me.slug)
    expect(card?.logoUrl).toBe(logoUrl)
    const customer = await signedInAs(t, 'individual')
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/saved-providers/${me.providerId}`,
      headers: { cookie: customer.cookie, origin: ORIGIN },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((saved.json() as SavedProvider).logoUrl).toBe(logoUrl)

    // A listing taken down shows nothing, its logo included.
    await t.database.db.update(provider).set({ status: 'inactive' }).where(eq(provider.id, me.providerId))
    expect((await t.app.inject(logoUrl ?? '')).statusCode).toBe(404)
  })

  it('refuses a version that is not a number with a 400', async () => {
    const res = await t.app.inject('/api/public/providers/anyone/logo?v=abc')
    expect(res.statusCode).toBe(400)
  })
})
