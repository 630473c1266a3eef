import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { backupArchive } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { pdf } from '@server/test/office-files'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readArchive, writeArchive } from './archive'
import { NOT_BACKED_UP } from './database-tables'

// Each test backs up or restores the whole database: seconds alone, past 30 s in CI once when other
// work filled both cores (a restore from an uploaded archive on the embedded database).
vi.setConfig({ testTimeout: 120_000 })

// A restore is all or nothing: an archive that cannot be restored leaves data and files exactly as
// they were, nothing of it is written outside the storage folder, and files come back only with
// the rows that point at them. Archives from another machine are restored from an upload.
let t: TestApp
let admin: string
let provider: string
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-restore-'))
const work = mkdtempSync(join(tmpdir(), 'luxpro-restore-work-'))
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
  admin = (await signedInAs(t, 'admin')).cookie
  provider = (await signedInAs(t, 'business')).cookie
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

const query = async <T>(text: string) => (await t.database.db.execute(sql.raw(text))).rows as T[]
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin, origin: ORIGIN }, ...(payload ? { payload } : {}) })

/** Every backed-up table's rows, digested (the audit log and the maintenance switch aside: a restore writes them). */
async function contents() {
  const tables = await query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const result: Record<string, string> = {}
  for (const { name } of tables) {
    if (NOT_BACKED_UP.has(name) || name === 'audit_log') continue
    const where = name === 'app_setting' ? ` where key <> 'maintenance'` : ''
    const [row] = await query<{ digest: string }>(
      `select count(*) || ':' || md5(coalesce(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text), '')) as digest from "${name}" t${where}`,
    )
    result[name] = row!.digest
  }
  return result
}

/** Every file under a folder, with its bytes' digest. */
function tree(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {}
  const found: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      found[join(entry.parentPath, entry.name).slice(dir.length)] = sha256(join(entry.parentPath, entry.name))
  return found
}
const uploadsTree = () => tree(join(dataDir, 'uploads'))
const backupFiles = () => readdirSync(join(dataDir, 'backups')).sort()

async function uploadTemplate(): Promise<number> {
  const { payload, contentType } = await multipartBody(
    { name: 'Quote letter' },
    { bytes: pdf(), name: 'letter.pdf' },
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/templates',
    headers: { cookie: provider, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

/** The archive of backup `file`, rewritten into `work` with `change` applied to its tables and uploads. */
async function rewritten(
  file: string,
  change: (tables: Map<string, unknown[]>, uploads: Array<{ key: string; bytes: Buffer }>) => void,
): Promise<string> {
  const archive = await readArchive(file)
  change(archive.tables, archive.uploads)
  const manifest = {
    ...archive.manifest,
    tables: Object.fromEntries([...archive.tables].map(([name, rows]) => [name, rows.length])),
    native: null,
  }
  const tables = [...archive.tables].map(([name, rows]) => ({
    name,
    rows: rows.length,
    json: Buffer.from(JSON.stringify(rows)),
  }))
  const path = join(work, `crafted-${Date.now()}-${Math.random().toString(36).slice(2)}.tar.gz`)
  await writeArchive(
    path,
    manifest,
    {
      migration: manifest.migration,
      tables,
      sequences: manifest.sequences,
      native: null,
      nativeProblem: null,
    },
    archive.uploads,
  )
  return path
}

async function uploadRestore(path: string, fields: { sha256?: string; confirmation?: string } = {}) {
  const { payload, contentType } = await multipartBody(
    {
      sha256: fields.sha256 ?? `${sha256(path)}  ${basename(path)}`,
      confirmation: fields.confirmation ?? 'RESTORE',
    },
    { bytes: readFileSync(path), name: basename(path), type: 'application/gzip' },
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/backups/restore-upload',
    headers: { cookie: admin, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
}

let backupFile: string
let backupId: number

describe('a restore that fails changes nothing', () => {
  it('invalid rows in a listed backup: 422 backup_invalid naming the table; rows and files exactly as before', async () => {
    await uploadTemplate()
    const backup = (await call('POST', '/api/admin/backups')).json()
    backupId = backup.id
    backupFile = join(dataDir, 'backups', backup.fileName)
    // After the backup: a template and its file gone, a listing renamed.
    await query(`delete from template`)
    rmSync(join(dataDir, 'uploads', 'templates'), { recursive: true, force: true })
    await query(`update provider set name = 'changed' where id = (select min(id) from provider)`)
    const data = await contents()
    const files = uploadsTree()

    // The backup's bytes replaced by an archive whose provider rows the database refuses.
    const broken = await rewritten(backupFile, (tables) => {
      const rows = tables.get('provider') as Array<Record<string, unknown>>
      rows[0] = { ...rows[0], name: null }
    })
    writeFileSync(backupFile, readFileSync(broken))
    await t.database.db
      .update(backupArchive)
      .set({ sha256: sha256(broken) })
      .where(eq(backupArchive.id, backupId))

    const res = await call('POST', `/api/admin/backups/${backupId}/restore`, { confirmation: 'RESTORE' })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().error.code).toBe('backup_invalid')
    expect(res.json().error.details[0].path).toBe('database/provider.json')
    expect(res.json().error.details[0].message).toMatch(/null value in column "name"/)
    expect(await contents()).toEqual(data)
    // The backup's template file did not come back: files are written only after the commit.
    expect(uploadsTree()).toEqual(files)
    expect(readdirSync(join(dataDir, 'uploads')).filter((n) => n.startsWith('.'))).toEqual([])
    expect((await t.app.inject({ url: '/api/public/maintenance' })).json().enabled).toBe(false)
  })

  it('an archive with a member named uploads/../../…: refused (422) before anything is written, nothing outside', async () => {
    const escapee = `luxpro-escapee-${Date.now()}.txt`
    const outside = join(dataDir, '..', escapee)
    const inside = `uploads/../../${escapee}`
    const archive = await rewritten(
      join(dataDir, 'backups', (await call('POST', '/api/admin/backups')).json().fileName),
      (_tables, uploads) => {
        uploads.push({ key: `../../${escapee}`, bytes: Buffer.from('written outside') })
      },
    )
    const data = await contents()
    const files = uploadsTree()
    const before = backupFiles()
    const res = await uploadRestore(archive)
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().error.code).toBe('backup_invalid')
    expect(res.json().error.details[0].path).toBe(JSON.stringify(inside))
    expect(existsSync(outside)).toBe(false)
    expect(await contents()).toEqual(data)
    expect(uploadsTree()).toEqual(files)
    // The refused archive is not kept, nor any part of it.
    expect(backupFiles()).toEqual(before)
  })
})

describe('restore from an uploaded archive', () => {
  it('refuses a wrong confirmation (before reading the file), a checksum that does not match, a non-admin', async () => {
    const before = backupFiles()
    const wrong = await uploadRestore(backupFile, { confirmation: 'restore' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('confirmation_mismatch')
    const mismatch = await uploadRestore(backupFile, { sha256: 'ab'.repeat(32) })
    expect(mismatch.statusCode).toBe(409)
    expect(mismatch.json().error.code).toBe('backup_corrupt')
    const notHex = await uploadRestore(backupFile, { sha256: 'not a checksum' })
    expect(notHex.statusCode).toBe(400)
    expect(notHex.json().error.details[0].path).toBe('sha256')
    const { payload, contentType } = await multipartBody(
      { sha256: 'ab'.repeat(32), confirmation: 'RESTORE' },
      { bytes: readFileSync(backupFile), name: 'a.tar.gz' },
    )
    const asProvider = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups/restore-upload',
      headers: { cookie: provider, origin: ORIGIN, 'content-type': contentType },
      payload,
    })
    expect(asProvider.statusCode).toBe(403)
    expect(backupFiles()).toEqual(before)
  })

  it('restores an archive taken elsewhere: rows and files back, listed as “uploaded”', async () => {
    // "Elsewhere": a backup taken here, downloaded, then deleted from this installation.
    await uploadTemplate()
    const taken = (await call('POST', '/api/admin/backups')).json()
    const download = await call('GET', `/api/admin/backups/${taken.id}/download`)
    const archive = join(work, taken.fileName)
    writeFileSync(archive, download.rawPayload)
    const data = await contents()
    const files = uploadsTree()
    expect((await call('DELETE', `/api/admin/backups/${taken.id}`)).statusCode).toBe(200)
    await query(`delete from template`)
    rmSync(join(dataDir, 'uploads', 'templates'), { recursive: true, force: true })
    await query(`update provider set name = 'changed again' where id = (select min(id) from provider)`)

    const res = await uploadRestore(archive)
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json()
    expect(result.uploads).toBe(1)
    expect(await contents()).toEqual(data)
    expect(uploadsTree()).toEqual(files)
    const listed = (await call('GET', '/api/admin/backups')).json().items
    const uploaded = listed.find((b: { id: number }) => b.id === result.restoredFrom)
    expect(uploaded).toMatchObject({ kind: 'uploaded', sha256: taken.sha256, uploads: 1 })
    expect(sha256(join(dataDir, 'backups', uploaded.fileName))).toBe(taken.sha256)
    expect(readFileSync(join(dataDir, 'backups', `${uploaded.fileName}.sha256`), 'utf8')).toBe(
      `${taken.sha256}  ${uploaded.fileName}\n`,
    )
    expect(backupFiles().filter((n) => n.startsWith('.'))).toEqual([])
  })
})

describe('an archive over BACKUP_UPLOAD_MAX_MB', () => {
  let small: TestApp
  const smallDir = mkdtempSync(join(tmpdir(), 'luxpro-restore-limit-'))
  beforeAll(async () => {
    small = await buildTestApp({ DATA_DIR: smallDir, BACKUP_UPLOAD_MAX_MB: 1 })
  })
  afterAll(async () => {
    await small.close()
    rmSync(smallDir, { recursive: true, force: true })
  })

  it('is refused with 413 backup_too_large, and nothing of it is kept', async () => {
    const cookie = (await signedInAs(small, 'admin')).cookie
    const { payload, contentType } = await multipartBody(
      { sha256: 'ab'.repeat(32), confirmation: 'RESTORE' },
      { bytes: Buffer.alloc(1024 * 1024 + 1, 7), name: 'big.tar.gz' },
    )
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/admin/backups/restore-upload',
      headers: { cookie, origin: ORIGIN, 'content-type': contentType },
      payload,
    })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.code).toBe('backup_too_large')
    expect(existsSync(join(smallDir, 'backups')) ? readdirSync(join(smallDir, 'backups')) : []).toEqual([])
  })
})
