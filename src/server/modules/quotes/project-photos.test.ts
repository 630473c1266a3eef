import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { creditLedger, project, projectPhoto } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { imageFiles } from '@server/modules/files/stored-image'
import { GOOD_PASSWORD, linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { jpeg, png } from '@server/test/image-files'
import { providerWithListing } from '@server/test/provider-listing'
import { PROJECT_PHOTO_MAX_BYTES } from '@shared/quotes/project-photos'
import type { CreatedQuoteRequests, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeUnsentPhotos } from './project-photos'

let t: TestApp
let painters: Array<{ id: number; email: string }>
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-photos-'))
const stored = () => {
  const dir = join(dataDir, 'uploads', 'project-photos')
  return existsSync(dir) ? readdirSync(dir) : []
}
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
  const rows = await t.database.db.execute<{ id: number; email: string }>(
    sql`select id, email from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 3`,
  )
  painters = rows.rows
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The photo's stored files: the photo and its resized copies. */
const filesOf = (row: Parameters<typeof imageFiles>[1]) => {
  const names = imageFiles('project-photos', row).map((file) => file.storedName)
  expect(names.length).toBeGreaterThan(1)
  return names
}

async function upload(cookie: string, file: { bytes: Buffer; name: string; type?: string }) {
  const { payload, contentType } = await multipartBody({}, file)
  return t.app.inject({
    method: 'POST',
    url: '/api/project-photos',
    headers: { cookie, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
}

async function uploaded(cookie: string, bytes = png()) {
  const res = await upload(cookie, { bytes, name: 'photo.png', type: 'image/png' })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: number }).id
}

const get = (url: string, who: { cookie?: string; token?: string } = {}) =>
  t.app.inject({
    url: who.token ? `${url}?token=${who.token}` : url,
    headers: who.cookie ? { cookie: who.cookie } : {},
  })

function send(cookie: string, providerIds: number[], photoIds: number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    headers: { cookie, origin: ORIGIN },
    payload: {
      providerIds,
      photoIds,
      project: {
        name: 'Cage d’escalier',
        category: 'painting',
        description: 'Repeindre la cage d’escalier, murs fissurés visibles sur les photos.',
        location: 'Strassen',
      },
    },
  })
}

async function leadToken(email: string, requestId: number) {
  const mail = (await mailbox(t.app, email)).find((m) => m.text.includes(`/quote-requests/${requestId}?`))
  if (!mail) throw new Error(`no lead email for ${requestId}`)
  return { token: linkIn(mail.text).searchParams.get('token') ?? '', text: mail.text }
}

describe('photos of a request', () => {
  it('go with the project; its customer, the providers it was sent to and admins see them, nobody else', async () => {
    const customer = await signedInAs(t, 'individual')
    const [p1, p2, p3] = painters
    if (!p1 || !p2 || !p3) throw new Error('need 3 painters')
    const photoIds = [await uploaded(customer.cookie), await uploaded(customer.cookie, jpeg())]
    const sent = await send(customer.cookie, [p1.id, p2.id], photoIds)
    expect(sent.statusCode, sent.body).toBe(201)
    const created = sent.json() as CreatedQuoteRequests
    const [r1, r2] = created.requests.map((r) => r.id) as [number, number]
    expect(created.project.photos.map((p) => p.id)).toEqual(photoIds)
    const [first, second] = created.project.photos
    if (!first || !second) throw new Error('two photos')

    // The lead email counts them and links to the page that shows them.
    const one = await leadToken(p1.email, r1)
    expect(one.text).toMatch(/(Photos|Fotos) ?: 2 \(/)
    const two = await leadToken(p2.email, r2)

    const fromCustomer = await get(first.url, { cookie: customer.cookie })
    expect(fromCustomer.statusCode).toBe(200)
    expect(fromCustomer.headers['content-type']).toBe('image/png')
    // Through the image pipeline: the same picture, re-encoded (test-pipeline details: image-pipeline.test.ts).
    expect(await sharp(fromCustomer.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1 })
    // The type is what the bytes say, whatever the upload declared.
    expect((await get(second.url, { cookie: customer.cookie })).headers['content-type']).toBe('image/jpeg')

    // Each provider through its own request, from the email link; the detail lists the same photos.
    const seen = (await get(`/api/quote-requests/${r1}`, { token: one.token })).json() as QuoteRequestDetail
    expect(seen.project.photos.map((p) => p.url)).toEqual([
      `/api/quote-requests/${r1}/photos/${first.id}`,
      `/api/quote-requests/${r1}/photos/${second.id}`,
    ])
    expect((await get(`/api/quote-requests/${r1}/photos/${first.id}`, { token: one.token })).statusCode).toBe(
      200,
    )
    expect((await get(`/api/quote-requests/${r2}/photos/${first.id}`, { token: two.token })).statusCode).toBe(
      200,
    )
    const admin = await signedInAs(t, 'admin')
    expect((await get(first.url, { cookie: admin.cookie })).statusCode).toBe(200)

    // Nobody else: anonymous, another customer, another provider, a token of another request.
    const stranger = await signedInAs(t, 'individual')
    const otherProvider = await providerWithListing(t)
    const elsewhere = (await send(stranger.cookie, [p3.id], [])).json() as CreatedQuoteRequests
    const elsewhereId = elsewhere.requests[0]?.id as number
    const p3Token = (await leadToken(p3.email, elsewhereId)).token
    const refused = [
      await get(first.url),
      await get(first.url, { cookie: stranger.cookie }),
      await get(first.url, { cookie: otherProvider.cookie }),
      await get(`/api/quote-requests/${r1}/photos/${first.id}`, { token: p3Token }),
      await get(`/api/quote-requests/${r1}/photos/${first.id}`, { token: `${one.token.slice(0, -2)}xx` }),
      // A request one may open does not open another project's photo.
      await get(`/api/quote-requests/${elsewhereId}/photos/${first.id}`, { token: p3Token }),
      await get(`/api/quote-requests/${elsewhereId}/photos/${first.id}`, { cookie: stranger.cookie }),
    ]
    for (const res of refused) {
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
    }
  })

  it('refuses photos that are not the caller’s unsent ones, more than 5, and writes nothing', async () => {
    const owner = await signedInAs(t, 'individual')
    const thief = await signedInAs(t, 'individual')
    const [p1] = painters
    if (!p1) throw new Error('need a painter')
    const mine = await uploaded(owner.cookie)
    const projectsBefore = await t.database.db.$count(project)
    const creditsBefore = await t.database.db.$count(creditLedger)

    const stolen = await send(thief.cookie, [p1.id], [mine])
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error.code).toBe('photos_unavailable')
    const six = await send(owner.cookie, [p1.id], [mine, mine + 1, mine + 2, mine + 3, mine + 4, mine + 5])
    expect(six.statusCode).toBe(400)
    expect(six.json().error.code).toBe('validation_error')
    expect(await t.database.db.$count(project)).toBe(projectsBefore)
    expect(await t.database.db.$count(creditLedger)).toBe(creditsBefore)

    // Sent once, a photo is part of that project and cannot be sent again.
    expect((await send(owner.cookie, [p1.id], [mine])).statusCode).toBe(201)
    const again = await send(owner.cookie, [p1.id], [mine])
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('photos_unavailable')
  })

  it('takes only JPEG, PNG or WebP of at most 10 MB from customers, judged by the bytes', async () => {
    const customer = await signedInAs(t, 'individual')
    const business = await providerWithListing(t)
    const big = Buffer.concat([png(), Buffer.alloc(PROJECT_PHOTO_MAX_BYTES + 1 - png().length)])
    const before = stored().length
    const cases = [
      [
        await upload(customer.cookie, {
          bytes: Buffer.from('%PDF-1.4 not a photo'),
          name: 'a.jpg',
          type: 'image/jpeg',
        }),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(customer.cookie, { bytes: big, name: 'big.png', type: 'image/png' }),
        413,
        'file_too_large',
      ],
      [await upload(customer.cookie, { bytes: Buffer.alloc(0), name: 'empty.png' }), 400, 'file_empty'],
      [await upload(business.cookie, { bytes: png(), name: 'a.png' }), 403, 'forbidden'],
    ] as const
    for (const [res, status, code] of cases) {
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().error.code).toBe(code)
    }
    expect(stored().length).toBe(before)
  })

  it('lets the uploader remove an unsent photo, and removes the ones never sent after a day', async () => {
    const customer = await signedInAs(t, 'individual')
    const other = await signedInAs(t, 'individual')
    const removable = await uploaded(customer.cookie)
    const del = (id: number, cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/project-photos/${id}`,
        headers: { cookie, origin: ORIGIN },
      })
    expect((await del(removable, other.cookie)).statusCode).toBe(404)
    expect((await del(removable, customer.cookie)).statusCode).toBe(204)

    const forgotten = await uploaded(customer.cookie)
    const [row] = await t.database.db.select().from(projectPhoto).where(eq(projectPhoto.id, forgotten))
    if (!row) throw new Error('photo row')
    const names = filesOf(row)
    expect(stored()).toEqual(expect.arrayContaining(names))
    expect(await purgeUnsentPhotos(t.database.db, t.app.fileStore, new Date())).toBe(0)
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await purgeUnsentPhotos(t.database.db, t.app.fileStore, tomorrow)).toBeGreaterThan(0)
    for (const name of names) expect(stored()).not.toContain(name)
    expect(await t.database.db.$count(projectPhoto, eq(projectPhoto.id, forgotten))).toBe(0)
  })

  it('are in the customer’s data download with a link that opens them, and leave the file store when the account is erased', async () => {
    const customer = await signedInAs(t, 'individual')
    const [painter] = painters
    if (!painter) throw new Error('need a painter')
    const sentPhoto = await uploaded(customer.cookie)
    const unsentPhoto = await uploaded(customer.cookie, jpeg())
    const sent = await send(customer.cookie, [painter.id], [sentPhoto])
    expect(sent.statusCode, sent.body).toBe(201)
    const [requestId] = (sent.json() as CreatedQuoteRequests).requests.map((r) => r.id)
    const wrote = await t.app.inject({
      method: 'POST',
      url: `/api/quote-requests/${requestId}/messages`,
      headers: { cookie: customer.cookie, origin: ORIGIN },
      payload: { body: 'Les fissures sont surtout au deuxième étage.' },
    })
    expect(wrote.statusCode, wrote.body).toBe(201)

    const data = (await get('/api/users/me/export', { cookie: customer.cookie })).json()
    expect(data.projects).toEqual([
      expect.objectContaining({
        name: 'Cage d’escalier',
        category: 'painting',
        locality: 'Strassen',
        requests: [
          expect.objectContaining({
            status: 'pending',
            quote: null,
            messages: [
              expect.objectContaining({
                from: 'customer',
                body: 'Les fissures sont surtout au deuxième étage.',
                hiddenAsAbusive: false,
              }),
            ],
          }),
        ],
        photos: [
          expect.objectContaining({
            mimeType: 'image/png',
            link: `/api/quote-requests/${requestId}/photos/${sentPhoto}`,
          }),
        ],
      }),
    ])
    expect(data.photosNotYetSent).toEqual([expect.objectContaining({ mimeType: 'image/jpeg', link: null })])
    const link = data.projects[0].photos[0].link as string
    expect((await get(link, { cookie: customer.cookie })).headers['content-type']).toBe('image/png')

    const rows = await t.database.db
      .select({ storedName: projectPhoto.storedName, variants: projectPhoto.variants })
      .from(projectPhoto)
      .where(inArray(projectPhoto.id, [sentPhoto, unsentPhoto]))
    expect(rows).toHaveLength(2)
    const names = rows.flatMap(filesOf)
    expect(stored()).toEqual(expect.arrayContaining(names))
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: { cookie: customer.cookie, origin: ORIGIN },
      payload: { password: GOOD_PASSWORD },
    })
    expect(erased.statusCode, erased.body).toBe(204)
    for (const name of names) expect(stored()).not.toContain(name)
    expect(await t.database.db.$count(projectPhoto, inArray(projectPhoto.id, [sentPhoto, unsentPhoto]))).toBe(
      0,
    )
  })
})
