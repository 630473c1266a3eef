import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { provider, quoteMessage, quoteMessageAttachment } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { imageFiles } from '@server/modules/files/stored-image'
import { GOOD_PASSWORD, linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { hasGpsTag, phonePhoto, png } from '@server/test/image-files'
import { pdf } from '@server/test/office-files'
import { providerWithListing } from '@server/test/provider-listing'
import { MESSAGE_ATTACHMENT_MAX_BYTES, type MessageAttachment } from '@shared/quotes/message-attachments'
import type {
  Conversations,
  CreatedQuoteRequests,
  QuoteMessage,
  QuoteRequestDetail,
} from '@shared/quotes/quote-request-schemas'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeUnsentAttachments } from './message-attachments'

let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-attachments-'))
const stored = () => {
  const dir = join(dataDir, 'uploads', 'message-attachments')
  return existsSync(dir) ? readdirSync(dir) : []
}
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

type Who = { cookie?: string; token?: string }
const withToken = (url: string, who: Who, extra = '') =>
  who.token ? `${url}?token=${who.token}${extra ? `&${extra}` : ''}` : extra ? `${url}?${extra}` : url
const headers = (who: Who) => ({ origin: ORIGIN, ...(who.cookie ? { cookie: who.cookie } : {}) })

async function upload(requestId: number, who: Who, file: { bytes: Buffer; name: string; type?: string }) {
  const { payload, contentType } = await multipartBody({}, file)
  return t.app.inject({
    method: 'POST',
    url: withToken(`/api/quote-requests/${requestId}/attachments`, who),
    headers: { ...headers(who), 'content-type': contentType },
    payload,
  })
}

async function uploaded(requestId: number, who: Who, file: { bytes: Buffer; name: string; type?: string }) {
  const res = await upload(requestId, who, file)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as MessageAttachment
}

const write = (requestId: number, who: Who, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: withToken(`/api/quote-requests/${requestId}/messages`, who),
    headers: headers(who),
    payload,
  })

const get = (url: string, who: Who = {}, extra = '') =>
  t.app.inject({ url: withToken(url, who, extra), headers: who.cookie ? { cookie: who.cookie } : {} })

/** A customer's request to a business whose owner is signed in. */
async function conversation() {
  const customer = await signedInAs(t, 'individual')
  const business = await providerWithListing(t)
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    headers: { cookie: customer.cookie, origin: ORIGIN },
    payload: {
      providerIds: [business.providerId],
      project: {
        name: 'Salle de bain',
        category: 'plumbing',
        description: 'Remplacer la baignoire par une douche à l’italienne, photos et plan joints.',
        location: 'Strassen',
      },
    },
  })
  expect(sent.statusCode, sent.body).toBe(201)
  const requestId = (sent.json() as CreatedQuoteRequests).requests[0]?.id as number
  return { customer, business, requestId }
}

describe('files in the messages of a request', () => {
  // A 1600 × 1000 phone photo through the pipeline, then copies read back: slow when both cores are busy.
  it('a photo without its metadata and a PDF as sent reach the other side with the message; nobody else opens them', async () => {
    const { customer, business, requestId } = await conversation()
    const photo = await uploaded(requestId, customer, {
      bytes: await phonePhoto(),
      name: 'salle-de-bain.jpg',
      type: 'image/jpeg',
    })
    const plan = await uploaded(requestId, customer, { bytes: pdf(), name: 'plan d’étage.pdf' })
    expect(photo).toMatchObject({ kind: 'photo', name: 'salle-de-bain.jpg' })
    expect(photo.image).toMatchObject({ width: 1000, height: 1600 })
    expect(plan).toMatchObject({
      kind: 'pdf',
      name: 'plan d’étage.pdf',
      sizeBytes: pdf().length,
      image: null,
    })
    // Not sent yet: nobody opens it, not even its uploader.
    expect((await get(photo.url, customer)).statusCode).toBe(404)

    const wrote = await write(requestId, customer, {
      body: 'Voici la pièce.',
      attachmentIds: [photo.id, plan.id],
    })
    expect(wrote.statusCode, wrote.body).toBe(201)
    expect((wrote.json() as QuoteMessage).attachments.map((a) => a.id)).toEqual([photo.id, plan.id])
    // Files alone make a message too.
    const alone = await uploaded(requestId, customer, { bytes: png(4), name: 'detail.png' })
    expect((await write(requestId, customer, { attachmentIds: [alone.id] })).statusCode).toBe(201)
    expect((await write(requestId, customer, { body: '' })).statusCode).toBe(400)

    const detail = (await get(`/api/quote-requests/${requestId}`, business)).json() as QuoteRequestDetail
    const [first, second] = detail.messages
    expect(first?.attachments).toEqual([photo, plan])
    expect(second).toMatchObject({ body: '', attachments: [alone] })
    // The conversation list says what a message of files alone carries.
    const listed = (await get('/api/conversations', business)).json() as Conversations
    expect(listed.items.find((item) => item.requestId === requestId)?.lastMessage).toMatchObject({
      body: '',
      fromMe: false,
      photos: 1,
      files: 0,
    })

    for (const who of [customer, business]) {
      const image = await get(photo.url, who)
      expect(image.statusCode).toBe(200)
      expect(image.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': "inline; filename*=UTF-8''salle-de-bain.jpg",
      })
      const meta = await sharp(image.rawPayload).metadata()
      expect(meta.exif).toBeUndefined()
      expect(hasGpsTag(meta.exif)).toBe(false)
      expect([meta.width, meta.height]).toEqual([1000, 1600])
      const thumbnail = await get(photo.url, who, 'v=webp-320')
      expect(thumbnail.statusCode).toBe(200)
      expect((await sharp(thumbnail.rawPayload).metadata()).exif).toBeUndefined()

      const document = await get(plan.url, who)
      expect(document.statusCode).toBe(200)
      expect(document.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename*=UTF-8''plan%20d%E2%80%99%C3%A9tage.pdf`,
      })
      expect(document.rawPayload.equals(pdf())).toBe(true)
    }

    // Everyone else, an admin without a report of the message included, is told it does not exist.
    const stranger = await signedInAs(t, 'individual')
    const otherBusiness = await providerWithListing(t)
    const admin = await signedInAs(t, 'admin')
    for (const who of [{}, stranger, otherBusiness, admin]) {
      const res = await get(photo.url, who)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect((await get(plan.url, who)).statusCode).toBe(404)
    }
    // Through another request one may open, a file of this one is not found either.
    const elsewhere = await conversation()
    expect(
      (await get(`/api/quote-requests/${elsewhere.requestId}/attachments/${photo.id}`, elsewhere.customer))
        .statusCode,
    ).toBe(404)

    // Reported by the business, the message's files open for the admins handling the report.
    const messageId = first?.id as number
    const adminThread = async () => {
      const res = await get(`/api/admin/projects/${detail.project.id}`, admin)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().requests[0].messages as Array<{ id: number; attachments: MessageAttachment[] }>
    }
    expect((await adminThread()).find((m) => m.id === messageId)?.attachments).toEqual([])
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/public/reports',
      headers: headers(business),
      payload: {
        targetType: 'message',
        targetId: messageId,
        reason: 'offensive',
        text: 'This photo is offensive.',
      },
    })
    expect(reported.statusCode, reported.body).toBe(201)
    expect((await get(photo.url, admin)).statusCode).toBe(200)
    expect((await get(plan.url, admin)).statusCode).toBe(200)
    expect((await adminThread()).find((m) => m.id === messageId)?.attachments).toEqual([photo, plan])
    // The message hidden as abusive: its two sides no longer see or open its files; the admins still do.
    await t.database.db
      .update(quoteMessage)
      .set({ hiddenAt: new Date() })
      .where(eq(quoteMessage.id, messageId))
    const hidden = (await get(`/api/quote-requests/${requestId}`, customer)).json() as QuoteRequestDetail
    expect(hidden.messages[0]).toMatchObject({ hidden: true, attachments: [] })
    expect((await get(photo.url, customer)).statusCode).toBe(404)
    expect((await get(photo.url, business)).statusCode).toBe(404)
    expect((await get(photo.url, admin)).statusCode).toBe(200)
  }, 120_000)

  it('judges a file by its bytes and its size, and sends only the writer’s own unsent files', async () => {
    const { customer, business, requestId } = await conversation()
    const before = stored().length
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(0x3a),
      Buffer.from([0x40, 0, 0, 0]),
      Buffer.from('PE\0\0'),
      Buffer.alloc(512),
    ])
    const big = Buffer.concat([pdf(), Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES + 1 - pdf().length)])
    const cases = [
      [
        await upload(requestId, customer, { bytes: exe, name: 'facture.pdf', type: 'application/pdf' }),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(requestId, customer, { bytes: exe, name: 'photo.jpg', type: 'image/jpeg' }),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(requestId, customer, { bytes: Buffer.from('just text'), name: 'a.png' }),
        415,
        'file_type_not_allowed',
      ],
      [await upload(requestId, customer, { bytes: big, name: 'big.pdf' }), 413, 'file_too_large'],
      [await upload(requestId, customer, { bytes: Buffer.alloc(0), name: 'empty.pdf' }), 400, 'file_empty'],
    ] as const
    for (const [res, status, code] of cases) {
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().error.code).toBe(code)
    }
    expect(stored().length).toBe(before)
    // Not a side of the request: as if it did not exist.
    const stranger = await signedInAs(t, 'individual')
    expect((await upload(requestId, stranger, { bytes: png(), name: 'a.png' })).statusCode).toBe(404)

    const theirs = await uploaded(requestId, business, { bytes: png(), name: 'devis.png' })
    const mine = await uploaded(requestId, customer, { bytes: png(), name: 'mine.png' })
    const messages = () => t.database.db.$count(quoteMessage, eq(quoteMessage.quoteRequestId, requestId))
    const count = await messages()
    const stolen = await write(requestId, customer, {
      body: 'Avec sa photo',
      attachmentIds: [mine.id, theirs.id],
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error.code).toBe('attachments_unavailable')
    const six = await write(requestId, customer, { body: 'Six', attachmentIds: [1, 2, 3, 4, 5, 6] })
    expect(six.statusCode).toBe(400)
    expect(six.json().error.code).toBe('validation_error')
    // Nothing written: the message goes with its files or not at all.
    expect(await messages()).toBe(count)
    const [row] = await t.database.db
      .select()
      .from(quoteMessageAttachment)
      .where(eq(quoteMessageAttachment.id, mine.id))
    expect(row?.messageId).toBeNull()

    expect(
      (await write(requestId, customer, { body: 'La mienne', attachmentIds: [mine.id] })).statusCode,
    ).toBe(201)
    const again = await write(requestId, customer, { body: 'Encore', attachmentIds: [mine.id] })
    expect(again.json().error.code).toBe('attachments_unavailable')
  })

  it('lets a provider attach from its email link; unsent files go after a day', async () => {
    const customer = await signedInAs(t, 'individual')
    const [painter] = (
      await t.database.db
        .select({ id: provider.id, email: provider.email })
        .from(provider)
        .where(eq(provider.status, 'active'))
        .limit(1)
    ).filter((p) => p.email)
    if (!painter?.email) throw new Error('need a provider with an email')
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { cookie: customer.cookie, origin: ORIGIN },
      payload: {
        providerIds: [painter.id],
        project: {
          name: 'Façade',
          category: 'painting',
          description: 'Repeindre la façade de la maison, environ cent mètres carrés.',
          location: 'Mamer',
        },
      },
    })
    const requestId = (sent.json() as CreatedQuoteRequests).requests[0]?.id as number
    const mail = (await mailbox(t.app, painter.email)).find((m) =>
      m.text.includes(`/quote-requests/${requestId}?`),
    )
    const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
    const plan = await uploaded(requestId, { token }, { bytes: pdf(), name: 'devis.pdf' })
    expect(
      (await write(requestId, { token }, { body: 'Mon devis', attachmentIds: [plan.id] })).statusCode,
    ).toBe(201)
    expect((await get(plan.url, { token })).statusCode).toBe(200)
    expect((await get(plan.url, customer)).statusCode).toBe(200)

    const forgotten = await uploaded(requestId, customer, { bytes: png(), name: 'oubli.png' })
    const [row] = await t.database.db
      .select()
      .from(quoteMessageAttachment)
      .where(eq(quoteMessageAttachment.id, forgotten.id))
    if (!row) throw new Error('attachment row')
    const names = imageFiles('message-attachments', row).map((f) => f.storedName)
    expect(stored()).toEqual(expect.arrayContaining(names))
    expect(await purgeUnsentAttachments(t.database.db, t.app.fileStore, new Date())).toBe(0)
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await purgeUnsentAttachments(t.database.db, t.app.fileStore, tomorrow)).toBeGreaterThan(0)
    for (const name of names) expect(stored()).not.toContain(name)
    expect((await get(plan.url, customer)).statusCode).toBe(200)
  })

  it('are in the sender’s data download, and leave the file store when the account is erased', async () => {
    const { customer, business, requestId } = await conversation()
    const photo = await uploaded(requestId, customer, { bytes: png(8), name: 'mur.png' })
    const plan = await uploaded(requestId, customer, { bytes: pdf(), name: 'plan.pdf' })
    expect(
      (await write(requestId, customer, { body: 'Les deux', attachmentIds: [photo.id, plan.id] })).statusCode,
    ).toBe(201)

    const data = (await get('/api/users/me/export', customer)).json()
    expect(data.messageFiles).toEqual([
      expect.objectContaining({ requestId, name: 'mur.png', mimeType: 'image/png', link: photo.url }),
      expect.objectContaining({ requestId, name: 'plan.pdf', mimeType: 'application/pdf', link: plan.url }),
    ])

    const rows = await t.database.db
      .select()
      .from(quoteMessageAttachment)
      .where(inArray(quoteMessageAttachment.id, [photo.id, plan.id]))
    const names = rows.flatMap((row) => imageFiles('message-attachments', row).map((f) => f.storedName))
    expect(names.length).toBeGreaterThan(2)
    expect(stored()).toEqual(expect.arrayContaining(names))
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: headers(customer),
      payload: { password: GOOD_PASSWORD },
    })
    expect(erased.statusCode, erased.body).toBe(204)
    for (const name of names) expect(stored()).not.toContain(name)
    expect(
      await t.database.db.$count(
        quoteMessageAttachment,
        inArray(quoteMessageAttachment.id, [photo.id, plan.id]),
      ),
    ).toBe(0)
    // The business keeps the message's text; its files went with the person who sent them.
    const detail = (await get(`/api/quote-requests/${requestId}`, business)).json() as QuoteRequestDetail
    expect(detail.messages[0]).toMatchObject({ body: 'Les deux', attachments: [] })
  })
})
