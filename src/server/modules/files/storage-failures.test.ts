import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileRemoval } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { png } from '@server/test/image-files'
import { pdf } from '@server/test/office-files'
import { providerWithListing } from '@server/test/provider-listing'
import { makeReadOnly } from '@server/test/read-only-dir'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fileRemovalJob } from './file-removals'
import { diskStorage } from './file-storage'
import { createFileStore, type FileKind } from './file-store'
import { multipartBody } from './multipart-body'

// A storage that is full or read-only answers 507 or 503 with a clear message, never a generic 500;
// a delete takes the row away and queues its file until the storage lets it go (ADR 037).
let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-storage-failures-'))
const uploads = (kind: string) => join(dataDir, 'uploads', kind)
const files = (kind: string) => (existsSync(uploads(kind)) ? readdirSync(uploads(kind)) : [])
let undo: (() => void) | null = null
const readOnly = (kind: string) => {
  undo = makeReadOnly(uploads(kind))
}
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
})
afterEach(() => {
  undo?.()
  undo = null
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function send(
  cookie: string,
  url: string,
  fields: Record<string, string>,
  file: Buffer,
  language = 'en',
) {
  const { payload, contentType } = await multipartBody(fields, { bytes: file, name: 'file', type: '' })
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: ORIGIN, 'content-type': contentType, 'accept-language': language },
    payload,
  })
}
const call = (cookie: string, method: 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })
const queue = async () =>
  (await t.database.db.select().from(fileRemoval)).map((f) => ({ ...f, queuedAt: undefined }))
const count = async (table: string, where: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table} where ${where}`),
    )
  ).rows[0]!.n

/** The app's file store, rebuilt in place over a disk whose every write lands on /dev/full. */
function fillTheDisk() {
  const full = { ...fs, writeFile: (_path: unknown, data: Buffer) => fs.writeFile('/dev/full', data) }
  const store = createFileStore(
    diskStorage(join(dataDir, 'uploads'), full as typeof fs),
    t.database.db,
    t.app.log,
  )
  const kept = { ...t.app.fileStore }
  Object.assign(t.app.fileStore, store)
  return () => Object.assign(t.app.fileStore, kept)
}

describe('uploads on a storage that cannot take them', () => {
  it('a read-only upload folder: 503 storage_unavailable in the caller’s language, no row, no file', async () => {
    const owner = await signedInAs(t, 'business')
    readOnly('templates')
    const res = await send(owner.cookie, '/api/templates', { name: 'Devis' }, pdf(), 'fr')
    expect(res.statusCode, res.body).toBe(503)
    expect(res.json().error).toEqual({
      code: 'storage_unavailable',
      message:
        'Le stockage des fichiers est momentanément inaccessible en écriture\u00a0: rien n’a été enregistré. Veuillez réessayer dans quelques minutes.',
    })
    expect(await count('template', `owner_user_id = '${owner.userId}'`)).toBe(0)
    expect(files('templates')).toEqual([])
  })

  it('a full disk (ENOSPC, a real write to /dev/full): 507 storage_full for templates, portfolio and project photos', async () => {
    const owner = await signedInAs(t, 'business')
    const me = await providerWithListing(t)
    const customer = await signedInAs(t, 'individual')
    const restore = fillTheDisk()
    try {
      const template = await send(owner.cookie, '/api/templates', { name: 'Angebot' }, pdf(), 'de')
      expect(template.statusCode, template.body).toBe(507)
      expect(template.json().error).toEqual({
        code: 'storage_full',
        message:
          'Der Dateispeicher ist voll: Es wurde nichts gespeichert. Bitte versuchen Sie es später erneut; das Team wurde benachrichtigt.',
      })
      const portfolio = await send(me.cookie, '/api/provider/portfolio', { caption: 'x' }, png())
      expect(portfolio.statusCode, portfolio.body).toBe(507)
      const photo = await send(customer.cookie, '/api/project-photos', {}, png())
      expect(photo.statusCode, photo.body).toBe(507)
      expect(photo.json().error.message).toMatch(/^The file storage is full: nothing was saved\./)
    } finally {
      restore()
    }
    expect(await count('template', `owner_user_id = '${owner.userId}'`)).toBe(0)
    for (const kind of ['templates', 'portfolio', 'project-photos']) expect(files(kind)).toEqual([])
  })
})

describe('deleting a row whose file the storage will not let go', () => {
  it('DELETE /api/templates/:id on a read-only folder: 200, the row is gone, the file is queued and the job removes it later', async () => {
    const owner = await signedInAs(t, 'business')
    const created = await send(owner.cookie, '/api/templates', { name: 'Quote' }, pdf())
    expect(created.statusCode, created.body).toBe(201)
    const [name] = files('templates')
    readOnly('templates')
    const res = await call(owner.cookie, 'DELETE', `/api/templates/${created.json().id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().items).toEqual([])
    expect(files('templates')).toEqual([name])
    const [queued] = await queue()
    expect(queued).toMatchObject({ kind: 'templates', storedName: name, attempts: 1 })
    expect(queued!.lastError).toMatch(/^(EPERM|EACCES)$/)

    // Still read-only: the retry job leaves it queued; writable again: the job removes it.
    expect(t.app.jobs.names().scheduled).toContain('file-removal-retry')
    const job = fileRemovalJob((file) => t.app.fileStore.remove(file.kind as FileKind, file.storedName))
    const context = { db: t.database.db, instanceId: 'test', log: t.app.log }
    await t.database.db.update(fileRemoval).set({ nextAttemptAt: new Date(0) })
    expect(await job.run(context)).toBe(0)
    expect((await queue())[0]!.attempts).toBe(2)
    undo?.()
    undo = null
    expect(await job.run(context)).toBe(0) // not due yet: pushed back after the failure
    await t.database.db.update(fileRemoval).set({ nextAttemptAt: new Date(0) })
    expect(await job.run(context)).toBe(1)
    expect(files('templates')).toEqual([])
    expect(await queue()).toEqual([])
  })

  it('portfolio, project photos and an erased account (cascade) queue their files the same way', async () => {
    const me = await providerWithListing(t)
    const item = await send(me.cookie, '/api/provider/portfolio', { caption: 'Roof' }, png())
    expect(item.statusCode, item.body).toBe(201)
    const customer = await signedInAs(t, 'individual')
    const photo = await send(customer.cookie, '/api/project-photos', {}, png())
    expect(photo.statusCode, photo.body).toBe(201)
    const leaving = await signedInAs(t, 'business')
    expect((await send(leaving.cookie, '/api/templates', { name: 'Mine' }, pdf())).statusCode).toBe(201)

    // An image is kept with its resized copies (the pipeline's variants): each is a file of its own.
    const filesOf = async (table: string, id: number) =>
      (
        await t.database.db.execute<{ n: number }>(
          sql.raw(
            `select 1 + jsonb_array_length(variants->'files')::int as n from ${table} where id = ${id}`,
          ),
        )
      ).rows[0]!.n
    const portfolioFiles = await filesOf('portfolio_item', item.json().id)
    const photoFiles = await filesOf('project_photo', photo.json().id)
    expect(portfolioFiles).toBeGreaterThan(1)

    readOnly('portfolio')
    expect((await call(me.cookie, 'DELETE', `/api/provider/portfolio/${item.json().id}`)).statusCode).toBe(
      200,
    )
    undo?.()
    undo = makeReadOnly(uploads('project-photos'))
    expect((await call(customer.cookie, 'DELETE', `/api/project-photos/${photo.json().id}`)).statusCode).toBe(
      204,
    )
    undo?.()
    undo = makeReadOnly(uploads('templates'))
    const erased = await call(leaving.cookie, 'POST', '/api/users/me/delete', { password: 'Sunny-Day-2026' })
    expect(erased.statusCode, erased.body).toBe(204)
    expect(await count('"user"', `id = '${leaving.userId}'`)).toBe(0)

    // Each file is queued, and each one the storage refused is still there, waiting for the retry job.
    const queued = (await queue()).map((f) => f.kind)
    const kinds = (kind: string) => queued.filter((queuedKind) => queuedKind === kind).length
    expect(kinds('templates')).toBe(1)
    expect(kinds('portfolio')).toBe(portfolioFiles)
    expect(kinds('project-photos')).toBe(photoFiles)
    expect(files('portfolio')).toHaveLength(kinds('portfolio'))
    expect(files('templates')).toHaveLength(1)
  })
})
