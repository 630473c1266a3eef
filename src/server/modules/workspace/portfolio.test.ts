import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { portfolioItem, provider } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { imageFiles } from '@server/modules/files/stored-image'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { jpeg, png, webp } from '@server/test/image-files'
import { pdf } from '@server/test/office-files'
import { providerWithListing } from '@server/test/provider-listing'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-portfolio-'))
const stored = () => {
  const dir = join(dataDir, 'uploads', 'portfolio')
  return existsSync(dir) ? readdirSync(dir) : []
}
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function upload(
  cookie: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const { payload, contentType } = await multipartBody(fields, file)
  return t.app.inject({
    method: 'POST',
    url: '/api/provider/portfolio',
    headers: { cookie, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
}
const call = (cookie: string, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })

describe('portfolio', () => {
  it('uploads images checked by content, serves them re-encoded publicly and shows them in the profile gallery', async () => {
    const me = await providerWithListing(t)
    const seededGallery = ((await t.app.inject(`/api/public/providers/${me.slug}`)).json() as ProviderProfile)
      .gallery
    const first = await upload(
      me.cookie,
      { caption: 'New bathroom in Strassen' },
      { bytes: png(), name: 'a.png' },
    )
    expect(first.statusCode, first.body).toBe(201)
    const item = first.json()
    expect(item).toMatchObject({
      caption: 'New bathroom in Strassen',
      imageUrl: `/api/public/portfolio/${item.id}/image`,
    })
    // Declared as a PNG, really a JPEG: the stored type is what the bytes say.
    const second = await upload(me.cookie, {}, { bytes: jpeg(), name: 'b.png', type: 'image/png' })
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().caption).toBe('')

    const image = await t.app.inject(item.imageUrl)
    expect(image.statusCode).toBe(200)
    // Through the image pipeline: the same picture in its own format, not the uploaded bytes.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('public, max-age=86400')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect((await t.app.inject(second.json().imageUrl)).headers['content-type']).toBe('image/jpeg')

    const profile = (await t.app.inject(`/api/public/providers/${me.slug}`)).json() as ProviderProfile
    // The business's own photos first, then the listing's drawn illustrations.
    expect(profile.gallery.slice(2)).toEqual(seededGallery)
    expect(profile.gallery.slice(0, 2)).toEqual([
      {
        src: item.imageUrl,
        image: item.image,
        alt: {
          en: 'New bathroom in Strassen',
          fr: 'New bathroom in Strassen',
          de: 'New bathroom in Strassen',
        },
      },
      {
        src: second.json().imageUrl,
        image: second.json().image,
        alt: { en: `Work by ${me.name}`, fr: `Réalisation de ${me.name}`, de: `Arbeit von ${me.name}` },
      },
    ])

    const renamed = await call(me.cookie, 'PATCH', `/api/provider/portfolio/${second.json().id}`, {
      caption: 'Terrace',
    })
    expect(renamed.json()).toMatchObject({ id: second.json().id, caption: 'Terrace' })
    const listed = (await call(me.cookie, 'GET', '/api/provider/portfolio')).json().items
    expect(listed.map((i: { caption: string }) => i.caption)).toEqual(['New bathroom in Strassen', 'Terrace'])

    // Stored outside the web root under generated names, each image with its AVIF and WebP copy (1 px
    // wide: one width); deleting removes the files.
    expect(stored()).toHaveLength(6)
    expect(stored().every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true)
    for (const path of [`/uploads/portfolio/${stored()[0]}`, `/${stored()[0]}`, `/portfolio/${stored()[0]}`])
      expect((await t.app.inject(path)).statusCode, path).toBe(404)
    const removed = await call(me.cookie, 'DELETE', `/api/provider/portfolio/${item.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().items.map((i: { id: number }) => i.id)).toEqual([second.json().id])
    expect(stored()).toHaveLength(3)
    expect((await t.app.inject(item.imageUrl)).statusCode).toBe(404)
    await call(me.cookie, 'DELETE', `/api/provider/portfolio/${second.json().id}`)
    expect(stored()).toEqual([])
  })

  it('refuses what is not a JPEG, PNG or WebP image of at most 10 MB, with a clear 4xx, and stores nothing', async () => {
    const me = await providerWithListing(t)
    const big = Buffer.concat([png(), Buffer.alloc(TEMPLATE_MAX_BYTES + 1 - png().length)])
    const cases = [
      [await upload(me.cookie, { caption: 'none' }), 400, 'file_missing'],
      [await upload(me.cookie, {}, { bytes: Buffer.alloc(0), name: 'empty.png' }), 400, 'file_empty'],
      [
        await upload(
          me.cookie,
          {},
          {
            bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\xff\xff'),
            name: 'photo.jpg',
            type: 'image/jpeg',
          },
        ),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(me.cookie, {}, { bytes: pdf(), name: 'photo.png', type: 'image/png' }),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(me.cookie, {}, { bytes: big, name: 'big.png', type: 'image/png' }),
        413,
        'file_too_large',
      ],
      [
        await upload(me.cookie, { caption: 'x'.repeat(201) }, { bytes: png(), name: 'a.png' }),
        400,
        'validation_error',
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/provider/portfolio',
          headers: { cookie: me.cookie, origin: ORIGIN },
          payload: { caption: 'JSON instead of a form' },
        }),
        400,
        'file_missing',
      ],
    ] as const
    for (const [res, status, code] of cases) {
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().error.code).toBe(code)
    }
    expect(cases[5][0].json().error.details[0].path).toBe('caption')
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/provider/portfolio',
      headers: { cookie: me.cookie, origin: ORIGIN, 'accept-language': 'de' },
      payload: {},
    })
    expect(german.json().error.message).toBe('Wählen Sie eine Datei zum Hochladen.')
    expect((await call(me.cookie, 'GET', '/api/provider/portfolio')).json().items).toEqual([])
    expect(stored()).toEqual([])
  })

  it('keeps each provider’s portfolio to itself and hides the images of inactive listings', async () => {
    const me = await providerWithListing(t)
    const other = await providerWithListing(t)
    const customer = await signedInAs(t, 'individual')
    const item = (await upload(me.cookie, { caption: 'Mine' }, { bytes: webp(), name: 'a.webp' })).json()
    expect((await t.app.inject(item.imageUrl)).headers['content-type']).toBe('image/webp')
    expect(
      (await call(other.cookie, 'PATCH', `/api/provider/portfolio/${item.id}`, { caption: 'Taken' }))
        .statusCode,
    ).toBe(404)
    expect((await call(other.cookie, 'DELETE', `/api/provider/portfolio/${item.id}`)).statusCode).toBe(404)
    expect((await call(other.cookie, 'GET', '/api/provider/portfolio')).json().items).toEqual([])
    expect((await call(customer.cookie, 'DELETE', `/api/provider/portfolio/${item.id}`)).statusCode).toBe(403)
    expect((await upload(customer.cookie, {}, { bytes: png(), name: 'a.png' })).statusCode).toBe(403)
    expect((await call(me.cookie, 'GET', '/api/provider/portfolio')).json().items[0].caption).toBe('Mine')

    await t.database.db.update(provider).set({ status: 'inactive' }).where(eq(provider.id, me.providerId))
    expect((await t.app.inject(item.imageUrl)).statusCode).toBe(404)
    expect((await call(customer.cookie, 'GET', item.imageUrl)).statusCode).toBe(404)
    const own = await call(me.cookie, 'GET', item.imageUrl)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    await t.database.db.update(provider).set({ status: 'active' }).where(eq(provider.id, me.providerId))
    expect((await t.app.inject('/api/public/portfolio/999999/image')).statusCode).toBe(404)
  })

  it('leaves the file store with the listing when an admin deletes it', async () => {
    const me = await providerWithListing(t)
    const admin = await signedInAs(t, 'admin')
    const item = (await upload(me.cookie, {}, { bytes: png(), name: 'a.png' })).json()
    const [row] = await t.database.db
      .select({ storedName: portfolioItem.storedName, variants: portfolioItem.variants })
      .from(portfolioItem)
      .where(eq(portfolioItem.id, item.id))
    if (!row) throw new Error('portfolio row')
    const names = imageFiles('portfolio', row).map((file) => file.storedName)
    expect(names).toHaveLength(3)
    expect(stored()).toEqual(expect.arrayContaining(names))
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/providers/${me.providerId}/delete`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { confirm: me.name },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    for (const name of names) expect(stored()).not.toContain(name)
    expect((await t.app.inject(item.imageUrl)).statusCode).toBe(404)
  })
})
