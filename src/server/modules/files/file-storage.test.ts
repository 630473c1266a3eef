import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { documentTemplate as template } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { pdf } from '@server/test/office-files'
import { startTestS3 } from '@server/test/test-s3'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkS3Bucket, diskStorage, type FileStorage, s3Storage } from './file-storage'
import { asStorageFailure } from './storage-errors'

let s3: Awaited<ReturnType<typeof startTestS3>>
const diskRoot = mkdtempSync(join(tmpdir(), 'luxpro-storage-'))
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
  rmSync(diskRoot, { recursive: true, force: true })
})

const s3Settings = () => ({
  url: s3.config.S3_URL!,
  bucket: s3.config.S3_BUCKET!,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
})

async function text(storage: FileStorage, key: string) {
  const object = await storage.get(key)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array))
  return { text: Buffer.concat(chunks).toString(), size: object.size }
}

describe.each([
  ['local disk', () => diskStorage(diskRoot)],
  ['S3 (s3rver, official client)', () => s3Storage(s3Settings())],
])('file storage: %s', (_name, make) => {
  it('puts, streams back with the size, removes; a missing key is null and removing it again is fine', async () => {
    const storage = make()
    await storage.put(
      'templates/0123456789abcdef0123456789abcdef',
      Buffer.from('Devis standard'),
      'application/pdf',
    )
    expect(await text(storage, 'templates/0123456789abcdef0123456789abcdef')).toEqual({
      text: 'Devis standard',
      size: 14,
    })
    expect(await storage.get('templates/ffffffffffffffffffffffffffffffff')).toBeNull()
    await storage.remove('templates/0123456789abcdef0123456789abcdef')
    expect(await storage.get('templates/0123456789abcdef0123456789abcdef')).toBeNull()
    await storage.remove('templates/0123456789abcdef0123456789abcdef')
  })

  it('refuses keys that leave the storage folder or hide tricks, for every operation; nothing is written', async () => {
    const storage = make()
    const outside = join(diskRoot, '..', `luxpro-escape-${Date.now()}.txt`)
    const keys = [
      `uploads/../../${outside.split('/').pop()}`,
      '../escape.txt',
      'templates/..',
      outside,
      '/etc/passwd',
      'templates/a\u0000b',
      'templates\\..\\..\\x',
      'templates//x',
      'templates/./x',
      '.staging/abc/templates/x',
      'templates/%2e%2e',
      '',
    ]
    for (const key of keys) {
      for (const operation of [
        () => storage.put(key, Buffer.from('x'), 'text/plain'),
        () => storage.get(key),
        () => storage.remove(key),
        () => storage.stage().put(key, Buffer.from('x'), 'text/plain'),
      ])
        await expect(operation(), key).rejects.toMatchObject({ code: 'storage_key_refused', status: 422 })
    }
    expect(existsSync(outside)).toBe(false)
  })

  it('stages files out of sight: commit puts them under their keys, discard leaves nothing', async () => {
    const storage = make()
    const kept = storage.stage()
    await kept.put('portfolio/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', Buffer.from('kept'), 'image/png')
    expect(await storage.get('portfolio/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBeNull()
    await kept.commit()
    expect((await text(storage, 'portfolio/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'))?.text).toBe('kept')

    const dropped = storage.stage()
    await dropped.put('portfolio/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', Buffer.from('dropped'), 'image/png')
    await dropped.discard()
    expect(await storage.get('portfolio/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')).toBeNull()
    if (storage.kind === 'disk') expect(readdirSync(diskRoot).filter((n) => n.startsWith('.'))).toEqual([])
    await storage.remove('portfolio/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
  })
})

describe('S3 failures, as the caller sees them', () => {
  const key = 'templates/0123456789abcdef0123456789abcdef'
  it('a store out of reach or refusing the keys: 503 storage_unavailable', async () => {
    const closed = s3Storage({ ...s3Settings(), url: 'http://127.0.0.1:9' })
    await expect(closed.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
      code: 'storage_unavailable',
      status: 503,
    })
    const wrongKeys = s3Storage({ ...s3Settings(), accessKeyId: 'nobody' })
    await expect(wrongKeys.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
      code: 'storage_unavailable',
    })
    await expect(wrongKeys.remove(key)).rejects.toMatchObject({ code: 'storage_unavailable' })
  })

  it('a full store (MinIO’s XMinioStorageFull, HTTP 507): 507 storage_full; a bug stays a bug', () => {
    const full = Object.assign(new Error('Storage backend has reached its minimum free drive threshold.'), {
      name: 'XMinioStorageFull',
      $metadata: { httpStatusCode: 507 },
    })
    expect(asStorageFailure(full)).toMatchObject({ code: 'storage_full', status: 507, cause: full })
    const bug = new TypeError('x is undefined')
    expect(asStorageFailure(bug)).toBe(bug)
  })
})

describe('S3 settings checked at start', () => {
  it('passes for the bucket, fails for a missing bucket or an unknown key', async () => {
    await checkS3Bucket(s3Settings())
    await expect(checkS3Bucket({ ...s3Settings(), bucket: 'no-such-bucket' })).rejects.toThrow()
    await expect(checkS3Bucket({ ...s3Settings(), accessKeyId: 'nobody' })).rejects.toThrow()
  })
})

describe('uploads through the app with S3_URL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(s3.config)
  })
  afterAll(() => t.close())

  async function upload(cookie: string, bytes: Buffer) {
    const form = new FormData()
    form.append('name', 'Standard quote')
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'quote.pdf')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    return t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: { cookie, origin: ORIGIN, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    })
  }

  it('stores a template in the bucket, streams it back with its type and size, and deletes it from the bucket', async () => {
    expect(t.app.fileStore.storage).toBe('s3')
    const owner = await signedInAs(t, 'business')
    const bytes = pdf()
    const created = await upload(owner.cookie, bytes)
    expect(created.statusCode).toBe(201)
    const id = created.json().id as number
    const download = await t.app.inject({
      url: `/api/templates/${id}/download`,
      headers: { cookie: owner.cookie },
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-length']).toBe(String(bytes.length))
    expect(download.rawPayload.equals(bytes)).toBe(true)

    const [row] = await t.database.db.select().from(template).where(eq(template.id, id))
    const storage = s3Storage(s3Settings())
    expect((await storage.get(`templates/${row!.storedName}`))?.size).toBe(bytes.length)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/templates/${id}`,
      headers: { cookie: owner.cookie, origin: ORIGIN },
    })
    expect(removed.statusCode).toBe(200)
    expect(await storage.get(`templates/${row!.storedName}`)).toBeNull()
    const again = await t.app.inject({
      url: `/api/templates/${id}/download`,
      headers: { cookie: owner.cookie },
    })
    expect(again.statusCode).toBe(404)
  })
})
