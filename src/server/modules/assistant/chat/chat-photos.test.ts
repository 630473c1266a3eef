import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { multipartBody } from '@server/modules/files/multipart-body'
import { purgeExpiredPendingProjects } from '@server/modules/pending-projects/pending-projects'
import { purgeUnsentPhotos } from '@server/modules/quotes/project-photos'
import {
  linkIn,
  mailbox,
  ORIGIN,
  openLink,
  register,
  signedInAs,
  signIn,
  uniqueEmail,
} from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { toProviders } from '@server/test/chat'
import { jpeg, png } from '@server/test/image-files'
import type { ChatPhotos } from '@shared/assistant/chat-schemas'
import type { PendingProject } from '@shared/quotes/pending-project-schemas'
import type { CreatedQuoteRequests, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-chat-photos-'))
const stored = () => {
  const dir = join(dataDir, 'uploads', 'project-photos')
  return existsSync(dir) ? readdirSync(dir) : []
}
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir, ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const TEXT = 'Je voudrais repeindre mon salon de 45 m2 à Dudelange, murs et plafond.'
const photosUrl = (sessionId: string) => `/api/public/chat/${sessionId}/photos`

async function attach(sessionId: string, bytes: Buffer = png(), name = 'photo.png', cookie?: string) {
  const { payload, contentType } = await multipartBody({}, { bytes, name, type: 'image/png' })
  return t.app.inject({
    method: 'POST',
    url: photosUrl(sessionId),
    headers: { origin: ORIGIN, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  })
}
async function attached(sessionId: string, bytes: Buffer = png()) {
  const res = await attach(sessionId, bytes)
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: number }).id
}
const listed = async (sessionId: string) => {
  const res = await t.app.inject({ url: photosUrl(sessionId) })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as ChatPhotos).photos
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } })

/** Registers keeping the conversation's project, confirms, and signs in on another device. */
async function registerConfirmAndSignIn(sessionId: string, providerIds: number[]) {
  const email = uniqueEmail('chatphotos')
  const res = await register(t.app, { email, pendingProject: { source: 'chat', sessionId, providerIds } })
  expect(res.statusCode, res.body).toBe(200)
  const [mail] = await mailbox(t.app, email)
  await openLink(t.app, linkIn(mail!.text))
  const signedIn = await signIn(t.app, email)
  expect(signedIn.res.statusCode, signedIn.res.body).toBe(200)
  const pending = await call('GET', '/api/pending-project', signedIn.cookie)
  return { cookie: signedIn.cookie, pending: pending.json().pending as PendingProject }
}

async function photoRows(sessionId: string) {
  const rows = await t.database.db.execute<{ id: number; project_id: number | null }>(
    sql`select id, project_id from project_photo where chat_session_id = ${sessionId} order by id`,
  )
  return rows.rows
}

describe('photos added in the assistant conversation before signing up', () => {
  it('are kept through sign-up and confirmation, sent with the project, and seen by its providers', async () => {
    const chat = await toProviders(t, TEXT)
    const before = stored().length
    const ids = [await attached(chat.sessionId), await attached(chat.sessionId, jpeg())]
    const removed = await attached(chat.sessionId)
    expect((await call('DELETE', `${photosUrl(chat.sessionId)}/${removed}`)).statusCode).toBe(204)
    expect((await listed(chat.sessionId)).map((p) => p.id)).toEqual(ids)
    const shown = await t.app.inject({ url: `${photosUrl(chat.sessionId)}/${ids[0]}` })
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toMatch(/^image\//)
    expect(stored().length).toBeGreaterThan(before)

    const chosen = chat.providers.slice(0, 2).map((p) => p.id)
    const owner = await registerConfirmAndSignIn(chat.sessionId, chosen)
    const sent = await call('POST', `/api/pending-project/${owner.pending.id}/send`, owner.cookie)
    expect(sent.statusCode, sent.body).toBe(201)
    const created = sent.json() as CreatedQuoteRequests
    expect(created.project.photos.map((p) => p.id)).toEqual(ids)
    // Sent, they are the project's: the conversation is the account's now, and has none left to take back.
    expect((await t.app.inject({ url: photosUrl(chat.sessionId) })).statusCode).toBe(404)
    const mine = await call('GET', photosUrl(chat.sessionId), owner.cookie)
    expect(mine.json()).toEqual({ photos: [] })
    expect((await call('DELETE', `${photosUrl(chat.sessionId)}/${ids[0]}`, owner.cookie)).statusCode).toBe(
      404,
    )

    const [request] = created.requests
    const rows = await t.database.db.execute<{ email: string }>(
      sql`select email from provider where id = ${request!.providerId}`,
    )
    const mail = (await mailbox(t.app, rows.rows[0]!.email)).find((m) =>
      m.text.includes(`/quote-requests/${request!.id}?`),
    )
    const token = linkIn(mail!.text).searchParams.get('token')
    const lead = await t.app.inject({ url: `/api/quote-requests/${request!.id}?token=${token}` })
    expect(lead.statusCode, lead.body).toBe(200)
    const seen = (lead.json() as QuoteRequestDetail).project.photos
    expect(seen.map((p) => p.id)).toEqual(ids)
    const photo = await t.app.inject({ url: `${seen[1]!.url}?token=${token}` })
    expect(photo.statusCode).toBe(200)
  })

  it('a stranger can neither read, remove, add to nor send someone else’s photos', async () => {
    const chat = await toProviders(t, TEXT)
    const id = await attached(chat.sessionId)
    const other = await toProviders(t, TEXT)
    expect((await t.app.inject({ url: `${photosUrl(other.sessionId)}/${id}` })).statusCode).toBe(404)
    expect((await call('DELETE', `${photosUrl(other.sessionId)}/${id}`)).statusCode).toBe(404)
    const guessed = '00000000-0000-4000-8000-000000000000'
    expect((await t.app.inject({ url: photosUrl(guessed) })).statusCode).toBe(404)
    expect((await attach(guessed)).statusCode).toBe(404)

    // Signed in, a stranger's own request cannot carry them, and a conversation once someone's is theirs.
    const stranger = await signedInAs(t, 'individual')
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/chat/quotes',
      headers: { origin: ORIGIN, cookie: stranger.cookie },
      payload: { sessionId: other.sessionId, providerIds: [other.providers[0]!.id], photoIds: [id] },
    })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().error.code).toBe('photos_unavailable')
    const owned = await toProviders(t, TEXT, { cookie: stranger.cookie })
    expect((await t.app.inject({ url: photosUrl(owned.sessionId) })).statusCode).toBe(404)
    expect((await attach(owned.sessionId)).statusCode).toBe(404)
    expect((await attach(owned.sessionId, png(), 'photo.png', stranger.cookie)).statusCode).toBe(201)
    expect((await photoRows(chat.sessionId)).map((r) => r.project_id)).toEqual([null])
  })

  it('refuses a sixth photo and a file that is not an image, whatever it is called', async () => {
    const chat = await toProviders(t, TEXT)
    for (let i = 0; i < 5; i++) await attached(chat.sessionId)
    const sixth = await attach(chat.sessionId)
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json().error.code).toBe('too_many_photos')

    const other = await toProviders(t, TEXT)
    const fake = await attach(other.sessionId, Buffer.from('%PDF-1.4 not an image at all'), 'photo.png')
    expect(fake.statusCode).toBe(415)
    expect(await photoRows(other.sessionId)).toEqual([])
  })

  it('go with the kept project when its owner discards it', async () => {
    const chat = await toProviders(t, TEXT)
    await attached(chat.sessionId)
    const owner = await registerConfirmAndSignIn(chat.sessionId, [chat.providers[0]!.id])
    const files = stored().length
    const res = await call('DELETE', `/api/pending-project/${owner.pending.id}`, owner.cookie)
    expect(res.statusCode).toBe(204)
    expect(await photoRows(chat.sessionId)).toEqual([])
    expect(stored().length).toBeLessThan(files)
  })

  it('go with the kept project when it expires unsent, files too; live ones stay', async () => {
    const chat = await toProviders(t, TEXT)
    await attached(chat.sessionId)
    await attached(chat.sessionId)
    const owner = await registerConfirmAndSignIn(chat.sessionId, [chat.providers[0]!.id])
    const files = stored().length
    const waiting = await toProviders(t, TEXT)
    await attached(waiting.sessionId)

    // A day later the unsent-photo purge leaves both: one's conversation lives, the other's kept project waits.
    const tomorrow = new Date(Date.now() + 25 * 3600_000)
    await purgeUnsentPhotos(t.database.db, t.app.fileStore, tomorrow)
    expect(await photoRows(chat.sessionId)).toHaveLength(2)
    expect(await photoRows(waiting.sessionId)).toHaveLength(1)

    await t.database.db.execute(
      sql`update pending_project set expires_at = now() - interval '1 minute' where id = ${owner.pending.id}`,
    )
    expect(
      await purgeExpiredPendingProjects(t.database.db, t.app.fileStore, new Date()),
    ).toBeGreaterThanOrEqual(1)
    expect(await photoRows(chat.sessionId)).toEqual([])
    expect(stored().length).toBeLessThan(files)

    // A signed-out visitor's, once the conversation has expired, go with the hourly purge.
    await t.database.db.execute(
      sql`update chat_session set expires_at = now() - interval '1 minute' where id = ${waiting.sessionId}`,
    )
    await purgeUnsentPhotos(t.database.db, t.app.fileStore, tomorrow)
    expect(await photoRows(waiting.sessionId)).toEqual([])
  })
})
