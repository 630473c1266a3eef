import { mkdtempSync, rmSync } from 'node:fs'
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
