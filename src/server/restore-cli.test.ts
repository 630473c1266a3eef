import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/client'
import { multipartBody } from './modules/files/multipart-body'
import { projectPath } from './project-root'
import { ORIGIN, signedInAs } from './test/accounts'
import { buildTestApp, type TestApp } from './test/build-test-app'
import { pdf } from './test/office-files'

// `npm run restore -- <file>` on a new machine: an empty data directory, the embedded database.
const root = mkdtempSync(join(tmpdir(), 'luxpro-restore-cli-'))
const source = join(root, 'source')
const fresh = join(root, 'fresh')
let t: TestApp
let archive: string
let providers: number
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: source })
  const provider = await signedInAs(t, 'business')
  const { payload, contentType } = await multipartBody(
    { name: 'Letter' },
    { bytes: pdf(), name: 'letter.pdf' },
  )
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/templates',
    headers: { cookie: provider.cookie, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
  expect(uploaded.statusCode).toBe(201)
  const admin = await signedInAs(t, 'admin')
  const backup = await t.app.inject({
    method: 'POST',
    url: '/api/admin/backups',
    headers: { cookie: admin.cookie, origin: ORIGIN },
  })
  archive = join(source, 'backups', backup.json().fileName)
  providers = backup.json().tables.provider
}, 120_000)
afterAll(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

/** The CLI as `npm run restore` runs it, on the embedded database of `dataDir`. */
function restoreCli(args: string[], dataDir = fresh) {
  const { DATABASE_URL: _database, S3_URL: _s3, ...inherited } = process.env
  const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      projectPath('node_modules/.bin/tsx'),
      [projectPath('src/server/restore-cli.ts'), ...args],
      { env, cwd: projectPath(), timeout: 170_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('npm run restore', () => {
  it('refuses an archive without its checksum', async () => {
    const bare = join(root, 'bare.tar.gz')
    writeFileSync(bare, 'x')
    const res = await restoreCli([bare])
    expect(res.code).toBe(1)
    expect(res.stderr).toMatch(
      /Nothing was restored: no checksum: put .*bare\.tar\.gz\.sha256 beside the archive/,
    )
  })

  it('restores a backup from another installation into an empty data directory, and says what it did', async () => {
    const res = await restoreCli([archive])
    expect(res.stderr).not.toMatch(/Nothing was restored/)
    expect(res.code, res.stderr).toBe(0)
    expect(res.stdout).toMatch(/^Restored .*luxpro-.*\.tar\.gz\n {2}into the embedded database in /)
    expect(res.stdout).toMatch(/\d+ rows in \d+ tables, 1 files/)
    expect(res.stdout).toMatch(/listed as backup \d+ \("uploaded"\)/)
    expect(readdirSync(join(fresh, 'uploads', 'templates'))).toHaveLength(1)
    const database = await openDatabase({ driver: 'pglite', dataDir: join(fresh, 'db') })
    try {
      const [row] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from provider`))
        .rows
      expect(row!.n).toBe(providers)
      const kinds = (
        await database.db.execute<{ kind: string }>(sql`select kind from backup_archive order by id`)
      ).rows
      expect(kinds.map((k) => k.kind)).toEqual(['pre-restore', 'uploaded'])
    } finally {
      await database.close()
    }
  }, 180_000)

  it('refuses while the server holds the data directory, and changes nothing', async () => {
    const held = await openDatabase({ driver: 'pglite', dataDir: join(fresh, 'db') })
    try {
      const res = await restoreCli([archive])
      expect(res.code).toBe(1)
      expect(res.stderr).toMatch(
        /Nothing was restored: The database in .* is in use by another LuxPro process/,
      )
      expect(existsSync(join(fresh, 'backups'))).toBe(true)
      expect(readdirSync(join(fresh, 'backups')).filter((n) => n.startsWith('.'))).toEqual([])
    } finally {
      await held.close()
    }
  }, 60_000)
})
