import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createGunzip } from 'node:zlib'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { pdf } from '@server/test/office-files'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { NOT_BACKED_UP } from './database-tables'
import { readTar } from './tar'

// Each test backs up or restores the whole database: seconds alone, past 30 s in CI once when other
// work filled both cores (a restore from an uploaded archive on the embedded database).
vi.setConfig({ testTimeout: 120_000 })

// Backup → wipe → restore → the same rows, on the driver of the run: the embedded database by
// default, PostgreSQL (with pg_dump) when DATABASE_URL is set.
let t: TestApp
let admin: string
let provider: string
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-backups-'))
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
  admin = (await signedInAs(t, 'admin')).cookie
  provider = (await signedInAs(t, 'business')).cookie
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })

async function uploadTemplate(): Promise<number> {
  const form = new FormData()
  form.append('name', 'Quote letter')
  form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'letter.pdf')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/templates',
    headers: { cookie: provider, origin: ORIGIN, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

const query = async <T>(text: string) => (await t.database.db.execute(sql.raw(text))).rows as T[]

/** Every backed-up table: its row count and a digest of all its rows (order-independent). */
async function contents(): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const result: Record<string, { rows: number; digest: string }> = {}
  for (const { name } of tables) {
    if (NOT_BACKED_UP.has(name) || name === 'audit_log') continue
    // The restore writes the maintenance state (on, then back off) after the rows are back.
    const where = name === 'app_setting' ? ` where key <> 'maintenance'` : ''
    const [row] = await query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text), '')) as digest from "${name}" t${where}`,
    )
    result[name] = row!
  }
  return result
}

const sample = () =>
  query<{ row: string }>(
    `(select to_jsonb(p)::text as row from provider p order by id limit 5)
     union all (select to_jsonb(u)::text from "user" u order by id limit 5)
     union all (select to_jsonb(l)::text from locality l order by id desc limit 5)`,
  )

describe('backup and restore', () => {
  let backupId: number
  let templateId: number
  let before: Awaited<ReturnType<typeof contents>>
  let sampleBefore: Array<{ row: string }>
  let auditBefore: Array<{ row: string }>

  it('takes a backup of the database and the uploads, with its checksum', async () => {
    templateId = await uploadTemplate()
    before = await contents()
    sampleBefore = await sample()
    auditBefore = await query(`select to_jsonb(a)::text as row from audit_log a order by id`)
    expect(before.provider!.rows).toBeGreaterThan(10)
    expect(before.template!.rows).toBeGreaterThan(0)

    const res = await call('POST', '/api/admin/backups')
    expect(res.statusCode, res.body).toBe(201)
    const backup = res.json()
    backupId = backup.id
    expect(backup.kind).toBe('manual')
    expect(backup.uploads).toBe(1)
    expect(backup.tables.provider).toBe(before.provider!.rows)
    expect(backup.format).toBe(
      t.database.driver === 'pglite'
        ? 'pglite-datadir'
        : existsSync('/usr/bin/pg_dump')
          ? 'pg_dump'
          : 'logical',
    )
    const file = join(dataDir, 'backups', backup.fileName)
    // The engine's own dump is inside: PGlite's data directory, or pg_dump's custom format.
    const names: string[] = []
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
      names.push(entry.name)
      if (entry.name === 'native/database.pgdump') expect(entry.data.subarray(0, 5).toString()).toBe('PGDMP')
    }
    expect(names[0]).toBe('manifest.json')
    expect(names).toContain('database/provider.json')
    expect(names.filter((n) => n.startsWith('uploads/templates/'))).toHaveLength(1)
    if (backup.format !== 'logical') expect(names.some((n) => n.startsWith('native/'))).toBe(true)
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(backup.sha256)
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${backup.fileName}\n`)

    const list = (await call('GET', '/api/admin/backups')).json()
    expect(list.items.map((b: { id: number }) => b.id)).toContain(backupId)
    expect(list.keepDaily).toBe(7)

    const download = await call('GET', `/api/admin/backups/${backupId}/download`)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/gzip')
    expect(download.headers['x-checksum-sha256']).toBe(backup.sha256)
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(backup.sha256)
  })

  it('refuses a restore without the typed confirmation, and one of an unknown backup', async () => {
    const wrong = await call('POST', `/api/admin/backups/${backupId}/restore`, {
      confirmation: 'restore please',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('confirmation_mismatch')
    const missing = await call('POST', '/api/admin/backups/999999/restore', { confirmation: 'RESTORE' })
    expect(missing.statusCode).toBe(404)
  })

  it('restores every row and file after the data was wiped', async () => {
    // The wipe: listings, reviews and templates gone, names changed, an upload deleted from the disk.
    await query(`delete from review`)
    await query(`delete from template`)
    await query(
      `update provider set name = 'wiped' where id in (select id from provider order by id limit 20)`,
    )
    await query(`delete from quote_request`)
    rmSync(join(dataDir, 'uploads', 'templates'), { recursive: true, force: true })
    expect(await contents()).not.toEqual(before)

    const res = await call('POST', `/api/admin/backups/${backupId}/restore`, { confirmation: 'RESTORE' })
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json()
    expect(result.restoredFrom).toBe(backupId)
    expect(result.uploads).toBe(1)

    expect(await contents()).toEqual(before)
    expect(await sample()).toEqual(sampleBefore)
    // The audit log is restored too, and the restore itself is recorded in it.
    const auditAfter = await query<{ row: string }>(
      `select to_jsonb(a)::text as row from audit_log a order by id`,
    )
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore)
    const [restoreEntry] = await query<{ action: string }>(
      `select action from audit_log where action = 'backup.restore' and target_id = '${backupId}'`,
    )
    expect(restoreEntry?.action).toBe('backup.restore')

    // The file is back, the app is out of maintenance, and new rows get new ids.
    const file = await call('GET', `/api/templates/${templateId}/download`, undefined, provider)
    expect(file.statusCode).toBe(200)
    expect(Buffer.compare(file.rawPayload, pdf())).toBe(0)
    expect((await t.app.inject({ url: '/api/public/maintenance' })).json().enabled).toBe(false)
    const again = await uploadTemplate()
    expect(again).toBeGreaterThan(templateId)

    // A safety backup of the data as it was just before was taken, and is listed.
    const kinds = (await call('GET', '/api/admin/backups')).json().items.map((b: { kind: string }) => b.kind)
    expect(kinds).toContain('pre-restore')
  })

  it('refuses a damaged archive and changes nothing', async () => {
    const backup = (await call('POST', '/api/admin/backups')).json()
    const file = join(dataDir, 'backups', backup.fileName)
    const bytes = readFileSync(file)
    const middle = bytes.length >> 1
    bytes[middle] = bytes[middle]! ^ 0xff
    writeFileSync(file, bytes)
    const now = await contents()
    const res = await call('POST', `/api/admin/backups/${backup.id}/restore`, { confirmation: 'RESTORE' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('backup_corrupt')
    expect(await contents()).toEqual(now)
  })

  it('deletes a backup with its files', async () => {
    const list = (await call('GET', '/api/admin/backups')).json()
    const target = list.items.find((b: { id: number }) => b.id === backupId)
    const res = await call('DELETE', `/api/admin/backups/${backupId}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().items.map((b: { id: number }) => b.id)).not.toContain(backupId)
    expect(existsSync(join(dataDir, 'backups', target.fileName))).toBe(false)
    expect((await call('DELETE', `/api/admin/backups/${backupId}`)).statusCode).toBe(404)
  })

  it('keeps only the newest daily backups', async () => {
    const { createBackupService } = await import('./backup-service')
    const { diskStorage } = await import('@server/modules/files/file-storage')
    const { SYSTEM_ACTOR } = await import('@server/modules/audit/audit-log')
    const service = createBackupService({
      database: t.database,
      storage: diskStorage(join(dataDir, 'uploads')),
      dir: join(dataDir, 'backups'),
      databaseUrl: t.database.url,
      keepDaily: 1,
    })
    for (let i = 0; i < 2; i++) await service.create('scheduled', SYSTEM_ACTOR)
    const newest = (await service.list()).filter((b) => b.kind === 'scheduled')[0]
    expect(await service.pruneDaily(SYSTEM_ACTOR)).toBe(1)
    const daily = (await service.list()).filter((b) => b.kind === 'scheduled')
    expect(daily).toEqual([newest])
  }, 90_000) // each backup archives the whole demo database: seconds apiece on a busy 2-core machine
})
