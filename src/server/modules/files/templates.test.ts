import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { docx, pdf, xlsx, zip } from '@server/test/office-files'
import { hasLoneSurrogate } from '@shared/text/text-input'
import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartBody } from './multipart-body'

let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-templates-'))
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A multipart body as a browser would send it. */
async function upload(
  cookie: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return t.app.inject({
    method: 'POST',
    url: '/api/templates',
    headers: { cookie, origin: ORIGIN, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  })
}

const list = async (cookie: string) =>
  (await t.app.inject({ url: '/api/templates', headers: { cookie } })).json().items as Array<{
    id: number
    name: string
    isDefault: boolean
    kind: string
  }>

describe('templates (product §5)', () => {
  it('uploads PDF, DOCX and XLSX checked by content; the first is the default; download gives the same bytes', async () => {
    const owner = await signedInAs(t, 'business')
    const first = await upload(
      owner.cookie,
      { name: 'Standard quote', description: 'Our usual layout' },
      { bytes: pdf(), name: 'quote.pdf' },
    )
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      name: 'Standard quote',
      kind: 'pdf',
      isDefault: true,
      fileName: 'quote.pdf',
    })
    const word = await upload(
      owner.cookie,
      { name: 'Word quote', isDefault: 'true' },
      { bytes: docx(), name: 'Devis été.docx' },
    )
    expect(word.json()).toMatchObject({ kind: 'docx', isDefault: true })
    const sheet = await upload(owner.cookie, { name: 'Price sheet' }, { bytes: xlsx(), name: 'prices.xlsx' })
    expect(sheet.json()).toMatchObject({ kind: 'xlsx', isDefault: false })
    const items = await list(owner.cookie)
    expect(items.filter((i) => i.isDefault).map((i) => i.name)).toEqual(['Word quote'])

    const download = await t.app.inject({
      url: `/api/templates/${word.json().id}/download`,
      headers: { cookie: owner.cookie },
    })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(docx())).toBe(true)
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Devis été.docx')}`,
    )
    expect(download.headers['content-type']).toMatch(/wordprocessingml/)
    expect(download.headers['x-content-type-options']).toBe('nosniff')

    // Stored outside the web root, under generated names, never the uploader's.
    const stored = readdirSync(join(dataDir, 'uploads', 'templates'))
    expect(stored.every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true)
    expect((await t.app.inject({ url: `/uploads/templates/${stored[0]}` })).statusCode).toBe(404)

    const made = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${sheet.json().id}/default`,
      headers: { cookie: owner.cookie, origin: ORIGIN },
    })
    expect(
      made
        .json()
        .items.filter((i: { isDefault: boolean }) => i.isDefault)
        .map((i: { name: string }) => i.name),
    ).toEqual(['Price sheet'])
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/templates/${sheet.json().id}`,
      headers: { cookie: owner.cookie, origin: ORIGIN },
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().items).toHaveLength(2)
    expect(removed.json().items.filter((i: { isDefault: boolean }) => i.isDefault)).toHaveLength(1)
    expect(readdirSync(join(dataDir, 'uploads', 'templates'))).toHaveLength(stored.length - 1)
  })

  it('refuses what product §5 refuses, with a clear 4xx, and stores nothing', async () => {
    const owner = await signedInAs(t, 'individual')
    const refused = [
      [await upload(owner.cookie, { name: 'No file' }), 400, 'file_missing'],
      [
        await upload(owner.cookie, { name: 'Empty' }, { bytes: Buffer.alloc(0), name: 'empty.pdf' }),
        400,
        'file_empty',
      ],
      [
        await upload(
          owner.cookie,
          { name: 'Program' },
          {
            bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00'),
            name: 'quote.pdf',
            type: 'application/pdf',
          },
        ),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(
          owner.cookie,
          { name: 'Text' },
          { bytes: Buffer.from('just some text'), name: 'notes.docx' },
        ),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(
          owner.cookie,
          { name: 'Too big' },
          {
            bytes: Buffer.concat([pdf(), Buffer.alloc(TEMPLATE_MAX_BYTES + 1 - pdf().length)]),
            name: 'big.pdf',
          },
        ),
        413,
        'file_too_large',
      ],
      [
        await upload(owner.cookie, { name: '' }, { bytes: pdf(), name: 'quote.pdf' }),
        400,
        'validation_error',
      ],
      [
        await upload(
          owner.cookie,
          { name: 'Text as PDF' },
          { bytes: Buffer.from('just some text'), name: 'notes.pdf', type: 'application/pdf' },
        ),
        415,
        'file_type_not_allowed',
      ],
      [
        await upload(
          owner.cookie,
          { name: 'Plain ZIP' },
          { bytes: zip({ 'readme.txt': 'not an office file' }), name: 'quote.docx' },
        ),
        415,
        'file_type_not_allowed',
      ],
    ] as const
    for (const [res, status, code] of refused) {
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().error.code).toBe(code)
    }
    expect(refused[5][0].json().error.details[0].path).toBe('name')
    // Exactly 10 MB is allowed.
    const limit = await upload(
      owner.cookie,
      { name: 'Exactly 10 MB' },
      { bytes: Buffer.concat([pdf(), Buffer.alloc(TEMPLATE_MAX_BYTES - pdf().length)]), name: 'limit.pdf' },
    )
    expect(limit.statusCode).toBe(201)
    expect((await list(owner.cookie)).map((i) => i.name)).toEqual(['Exactly 10 MB'])
  })

  it('keeps each account’s templates to itself', async () => {
    const anne = await signedInAs(t, 'individual')
    const bob = await signedInAs(t, 'individual')
    const created = (await upload(anne.cookie, { name: 'Mine' }, { bytes: pdf(), name: 'mine.pdf' })).json()
    const asBob = { cookie: bob.cookie, origin: ORIGIN }
    expect(
      (await t.app.inject({ url: `/api/templates/${created.id}/download`, headers: asBob })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/templates/${created.id}`, headers: asBob }))
        .statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/templates/${created.id}/default`, headers: asBob }))
        .statusCode,
    ).toBe(404)
    expect(await list(bob.cookie)).toEqual([])
    expect((await t.app.inject({ url: '/api/templates' })).statusCode).toBe(401)
    expect(existsSync(join(dataDir, 'uploads'))).toBe(true)
  })

  it('turns malformed uploads into clear, localized 4xx answers, never a 500', async () => {
    const owner = await signedInAs(t, 'business')
    const send = (contentType: string, payload: string | Buffer, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/templates',
        headers: {
          cookie: owner.cookie,
          origin: ORIGIN,
          'content-type': contentType,
          'accept-language': language,
        },
        payload,
      })
    const json = await send('application/json', JSON.stringify({ name: 'No form' }), 'fr')
    expect(json.statusCode).toBe(400)
    expect(json.json().error).toMatchObject({
      code: 'file_missing',
      message: 'Choisissez un fichier à envoyer.',
    })
    const noBoundary = await send('multipart/form-data', 'name=x')
    expect(noBoundary.statusCode, noBoundary.body).toBe(400)
    expect(noBoundary.json().error.code).toBe('validation_error')

    const { payload, contentType } = await multipartBody(
      { name: 'Cut short' },
      { bytes: pdf(), name: 'a.pdf' },
    )
    const truncated = await send(contentType, payload.subarray(0, payload.length - 60))
    expect(truncated.statusCode, truncated.body).toBe(400)
    expect(truncated.json().error.code).toBe('validation_error')

    const form = new FormData()
    form.append('name', 'Two files')
    form.append('file', new Blob([new Uint8Array(pdf())]), 'a.pdf')
    form.append('file', new Blob([new Uint8Array(pdf())]), 'b.pdf')
    const twoFiles = new Response(form)
    const two = await send(
      twoFiles.headers.get('content-type') ?? '',
      Buffer.from(await twoFiles.arrayBuffer()),
    )
    expect(two.statusCode, two.body).toBe(400)
    expect(two.json().error.code).toBe('validation_error')
    const binary = await send('application/octet-stream', pdf())
    expect(binary.statusCode).toBe(415)
    expect(await list(owner.cookie)).toEqual([])
  })
})

describe('template file names', () => {
  /** A multipart body written by hand, so the file name reaches the server byte for byte. */
  function rawUpload(cookie: string, fileName: string, bytes: Buffer) {
    const boundary = '----luxpro-test-boundary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHostile name\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
        'utf8',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
  }
  const storedFiles = () => {
    const dir = join(dataDir, 'uploads', 'templates')
    return existsSync(dir) ? readdirSync(dir).length : 0
  }

  it('refuses a file name with NUL or control characters with a 400, stores no row and leaves no file', async () => {
    const owner = await signedInAs(t, 'individual')
    const before = storedFiles()
    for (const fileName of ['quote\u0000.pdf', 'quote\u0007.pdf', 'quote\u202etxt.pdf']) {
      const res = await rawUpload(owner.cookie, fileName, pdf())
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error.code).toBe('file_name_invalid')
    }
    expect(await list(owner.cookie)).toEqual([])
    expect(storedFiles()).toBe(before)
  })

  it('names a file sent without a name after its type (found by the route fuzzer)', async () => {
    const owner = await signedInAs(t, 'individual')
    // A browser's form with an unnamed file: the part has no filename at all.
    const res = await upload(owner.cookie, { name: 'Unnamed' }, { bytes: pdf(), name: '' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().fileName).toBe('template.pdf')
  })

  it('shortens a long file name by characters, keeping its extension and every astral character whole', async () => {
    const owner = await signedInAs(t, 'individual')
    const res = await rawUpload(owner.cookie, `a${'𝕏'.repeat(300)}.pdf`, pdf())
    expect(res.statusCode, res.body).toBe(201)
    const { fileName } = res.json() as { fileName: string }
    expect(hasLoneSurrogate(fileName)).toBe(false)
    expect(fileName).not.toContain('\ufffd')
    expect(fileName.endsWith('.pdf')).toBe(true)
    expect([...fileName].length).toBeLessThanOrEqual(200)
  })
})
