import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { portfolioItem, projectPhoto } from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { hasGpsTag, phonePhoto, png, pngDeclaring } from '@server/test/image-files'
import { providerWithListing } from '@server/test/provider-listing'
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_TYPES,
  type ImageVariant,
  imageVariantUrl,
  type ResponsiveImage,
} from '@shared/images/responsive-image'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { eq, sql } from 'drizzle-orm'
import sharp, { type Metadata } from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageVariantsJob } from './image-variants-job'
import { multipartBody } from './multipart-body'

let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-images-'))
const stored = (kind: string) => {
  const dir = join(dataDir, 'uploads', kind)
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : []
}
let photo: Buffer
beforeAll(async () => {
  // Jobs off: the test runs the conversion job itself.
  t = await buildTestApp({ DATA_DIR: dataDir, JOBS_ENABLED: 'false' })
  photo = await phonePhoto({ width: 1600, height: 1000, orientation: 6 })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function post(url: string, cookie: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(fields, { bytes, name: 'IMG_0042.jpg' })
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
}

/** What a downloaded image really is, as its bytes say. */
async function served(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers })
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200)
  const meta = await sharp(res.rawPayload).metadata()
  return { res, meta }
}

/** Uploaded with GPS, a camera, an ICC profile and a quarter turn: none of it is in any file served. */
function expectClean(meta: Metadata) {
  expect(meta.exif).toBeUndefined()
  expect(meta.xmp).toBeUndefined()
  expect(meta.iptc).toBeUndefined()
  expect(meta.icc).toBeUndefined()
  expect(meta.orientation).toBeUndefined()
}

/** The stored image and every copy: clean, upright, of the declared formats and widths. */
async function expectPipelineOutput(
  url: string,
  image: ResponsiveImage | null | undefined,
  headers: Record<string, string> = {},
) {
  // Upright: the 1600 × 1000 photo turned a quarter is 1000 wide and 1600 high.
  expect(image).toMatchObject({ width: 1000, height: 1600 })
  const expected: ImageVariant[] = [320, 640, 1000].flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => ({ format, width })),
  )
  expect(image?.variants).toEqual(expected)

  const full = await served(url, headers)
  expect(full.res.headers['content-type']).toBe('image/jpeg')
  expectClean(full.meta)
  expect([full.meta.format, full.meta.width, full.meta.height]).toEqual(['jpeg', 1000, 1600])
  // The left half of the stored pixels (red) is now the top half.
  const pixel = async (y: number) => [
    ...(await sharp(full.res.rawPayload)
      .extract({ left: 500, top: y, width: 1, height: 1 })
      .raw()
      .toBuffer()),
  ]
  expect((await pixel(200))[0]).toBeGreaterThan(150)
  expect((await pixel(1400))[2]).toBeGreaterThan(150)

  for (const variant of expected) {
    const copy = await served(imageVariantUrl(url, variant), headers)
    expect(copy.res.headers['content-type']).toBe(IMAGE_VARIANT_TYPES[variant.format])
    expectClean(copy.meta)
    expect(copy.meta.format === 'heif' ? 'avif' : copy.meta.format).toBe(variant.format)
    expect(copy.meta.width).toBe(variant.width)
    expect(copy.meta.height).toBe(Math.round((variant.width * 1600) / 1000))
  }
}

describe('one image pipeline for every stored image', () => {
  it('the test photo carries what the pipeline must remove', async () => {
    const meta = await sharp(photo).metadata()
    expect(hasGpsTag(meta.exif)).toBe(true)
    expect(meta.icc).toBeDefined()
    expect(meta.orientation).toBe(6)
  })

  it('a portfolio photo is public without its GPS position, upright, at every declared width and format; deleting it deletes every copy', async () => {
    const me = await providerWithListing(t)
    const before = stored('portfolio').length
    const created = await post('/api/provider/portfolio', me.cookie, photo, { caption: 'Salle de bains' })
    expect(created.statusCode, created.body).toBe(201)
    const item = created.json() as { id: number; imageUrl: string; image: ResponsiveImage }
    await expectPipelineOutput(item.imageUrl, item.image)
    // The image and its 6 copies, under generated names.
    expect(stored('portfolio')).toHaveLength(before + 7)

    const profile = (await t.app.inject(`/api/public/providers/${me.slug}`)).json() as ProviderProfile
    expect(profile.gallery[0]).toMatchObject({ src: item.imageUrl, image: item.image })
    // A copy that was not made, and a malformed choice.
    expect((await t.app.inject(`${item.imageUrl}?v=webp-1280`)).statusCode).toBe(404)
    expect((await t.app.inject(`${item.imageUrl}?v=gif-640`)).statusCode).toBe(400)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/provider/portfolio/${item.id}`,
      headers: { cookie: me.cookie, origin: ORIGIN },
    })
    expect(removed.statusCode).toBe(200)
    expect(stored('portfolio')).toHaveLength(before)
  })

  it('a project photo reaches the provider without its GPS position, in every copy, for the same viewers as before', async () => {
    const customer = await signedInAs(t, 'individual')
    const uploaded = await post('/api/project-photos', customer.cookie, photo)
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const [painter] = (
      await t.database.db.execute<{ id: number; email: string }>(
        sql`select id, email from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 1`,
      )
    ).rows
    if (!painter) throw new Error('need a painter')
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { cookie: customer.cookie, origin: ORIGIN },
      payload: {
        providerIds: [painter.id],
        photoIds: [uploaded.json().id],
        project: {
          name: 'Salle de bains',
          category: 'painting',
          description: 'Repeindre la salle de bains, les fissures se voient sur la photo.',
          location: 'Strassen',
        },
      },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const created = sent.json() as CreatedQuoteRequests
    const [shown] = created.project.photos
    if (!shown) throw new Error('the photo went with the project')
    await expectPipelineOutput(shown.url, shown.image, { cookie: customer.cookie })

    const requestId = created.requests[0]?.id
    const mail = (await mailbox(t.app, painter.email)).find((m) =>
      m.text.includes(`/quote-requests/${requestId}?`),
    )
    const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
    const copy = imageVariantUrl(`${shown.url}?token=${token}`, { format: 'webp', width: 320 })
    expectClean((await served(copy)).meta)
    // Nobody else sees the photo or any copy of it.
    const stranger = await signedInAs(t, 'individual')
    for (const headers of [{}, { cookie: stranger.cookie }]) {
      expect((await t.app.inject({ url: shown.url, headers })).statusCode).toBe(404)
      const variant = imageVariantUrl(shown.url, { format: 'avif', width: 640 })
      expect((await t.app.inject({ url: variant, headers })).statusCode).toBe(404)
    }
  })

  it('refuses a PNG declaring 100,000 × 100,000 pixels from its header, quickly, in the caller’s language, storing nothing', async () => {
    const me = await providerWithListing(t)
    const customer = await signedInAs(t, 'individual')
    const bomb = pngDeclaring(100_000, 100_000)
    expect(bomb.length).toBeLessThan(200)
    const before = [stored('portfolio').length, stored('project-photos').length]
    const started = performance.now()
    const portfolio = await post('/api/provider/portfolio', me.cookie, bomb)
    const elapsed = performance.now() - started
    expect(portfolio.statusCode, portfolio.body).toBe(413)
    expect(portfolio.json().error.code).toBe('image_too_large')
    // Decoding 10^10 pixels would take minutes and 30 GB; the header alone takes milliseconds.
    expect(elapsed).toBeLessThan(1_000)

    const { payload, contentType } = await multipartBody({}, { bytes: bomb, name: 'bomb.png' })
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/project-photos',
      headers: {
        cookie: customer.cookie,
        origin: ORIGIN,
        'content-type': contentType,
        'accept-language': 'fr',
      },
      payload,
    })
    expect(french.statusCode).toBe(413)
    expect(french.json().error).toMatchObject({
      code: 'image_too_large',
      message: expect.stringContaining('50 mégapixels'),
    })
    expect([stored('portfolio').length, stored('project-photos').length]).toEqual(before)

    // A PNG by its signature whose data is not an image.
    const broken = Buffer.concat([png().subarray(0, 33), Buffer.from('not image data at all')])
    const unreadable = await post('/api/provider/portfolio', me.cookie, broken)
    expect(unreadable.statusCode).toBe(415)
    expect(unreadable.json().error.code).toBe('image_unreadable')
  })

  it('keeps a logo without its metadata', async () => {
    const me = await providerWithListing(t)
    const sent = await post('/api/provider/onboarding/documents/logo', me.cookie, photo)
    expect(sent.statusCode, sent.body).toBe(200)
    const { meta } = await served('/api/provider/onboarding/documents/logo', { cookie: me.cookie })
    expectClean(meta)
    expect([meta.width, meta.height]).toEqual([1000, 1600])
  })

  it('the conversion job puts images stored before the pipeline through it, once, and marks what it cannot read', async () => {
    const me = await providerWithListing(t)
    const customer = await signedInAs(t, 'individual')
    const files = t.app.fileStore
    const db = t.database.db
    // Uploads as the app stored them before: the bytes as received, no variants.
    const raw = (kind: 'portfolio' | 'project-photos', bytes: Buffer) =>
      files.storeWith(kind, bytes, async (storedName) => storedName)
    const oldName = await raw('portfolio', photo)
    const [legacy] = await db
      .insert(portfolioItem)
      .values({
        providerId: me.providerId,
        storedName: oldName,
        mimeType: 'image/jpeg',
        sizeBytes: photo.length,
      })
      .returning()
    const [legacyPhoto] = await db
      .insert(projectPhoto)
      .values({
        uploaderUserId: customer.userId,
        storedName: await raw('project-photos', photo),
        mimeType: 'image/jpeg',
        sizeBytes: photo.length,
      })
      .returning()
    const [garbage] = await db
      .insert(portfolioItem)
      .values({
        providerId: me.providerId,
        storedName: await raw('portfolio', Buffer.from('not an image')),
        mimeType: 'image/png',
        sizeBytes: 12,
      })
      .returning()
    if (!legacy || !legacyPhoto || !garbage) throw new Error('rows inserted')

    // Until converted, it is re-encoded on the way out: the uploaded bytes are never sent.
    const url = `/api/public/portfolio/${legacy.id}/image`
    expectClean((await served(url)).meta)

    const log = { info() {}, warn() {}, error() {} }
    const job = imageVariantsJob(files)
    await job.run({ db, log, instanceId: 'test' })

    const [converted] = await db.select().from(portfolioItem).where(eq(portfolioItem.id, legacy.id))
    expect(converted?.storedName).not.toBe(oldName)
    expect(stored('portfolio')).not.toContain(oldName)
    expect(converted?.mimeType).toBe('image/jpeg')
    const item = (await t.app.inject({ url: '/api/provider/portfolio', headers: { cookie: me.cookie } }))
      .json()
      .items.find((i: { id: number }) => i.id === legacy.id)
    await expectPipelineOutput(url, item.image)
    const [photoRow] = await db.select().from(projectPhoto).where(eq(projectPhoto.id, legacyPhoto.id))
    expect(photoRow?.variants).toMatchObject({ width: 1000, height: 1600 })
    const [refused] = await db.select().from(portfolioItem).where(eq(portfolioItem.id, garbage.id))
    expect(refused?.variants).toEqual({ refused: 'unreadable' })
    expect((await t.app.inject(`/api/public/portfolio/${garbage.id}/image`)).statusCode).toBe(404)

    // Idempotent: a second run finds nothing to do and changes nothing.
    const files2 = stored('portfolio').sort()
    await job.run({ db, log, instanceId: 'test' })
    const [again] = await db.select().from(portfolioItem).where(eq(portfolioItem.id, legacy.id))
    expect(again).toEqual(converted)
    expect(stored('portfolio').sort()).toEqual(files2)
  })

  it('backs up every copy with its image', async () => {
    const me = await providerWithListing(t)
    expect((await post('/api/provider/portfolio', me.cookie, photo)).statusCode).toBe(201)
    const admin = await signedInAs(t, 'admin')
    const backup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(backup.statusCode, backup.body).toBe(201)
    // Every file in the store belongs to a row here (the uploads replaced by the job are gone).
    const files = stored('portfolio').length + stored('project-photos').length
    expect(files).toBeGreaterThan(7)
    expect(backup.json().uploads).toBe(files)
  })
})
