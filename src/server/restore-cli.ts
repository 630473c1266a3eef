import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { databaseTarget } from './db/database-target'
import { migrateDatabase, STARTUP_LOCK } from './db/migrate'
import { DomainError } from './http/domain-error'
import { errorMessage } from './http/errors'
import { SYSTEM_ACTOR } from './modules/audit/audit-log'
import { sha256Of } from './modules/backups/archive'
import { createBackupService } from './modules/backups/backup-service'
import { storageFromConfig } from './modules/files/file-storage'
import { projectPath } from './project-root'

const USAGE = `Usage: npm run restore -- <archive.tar.gz> [--sha256 <checksum>]

Replaces all data of this installation (the database of DATABASE_URL, or the embedded one in
$DATA_DIR/db, and the uploaded files) with a LuxPro backup archive, for instance one taken on
another machine. The archive's SHA-256 is checked first: from <archive>.sha256 beside it, or
--sha256. The server must be stopped (the embedded database is refused while it holds it).`

class Refused extends Error {}

/** The SHA-256 the archive must have: --sha256, or the first word of <archive>.sha256. */
function expectedChecksum(path: string, given: string | undefined): string {
  const text = given ?? (existsSync(`${path}.sha256`) ? readFileSync(`${path}.sha256`, 'utf8') : null)
  if (text === null)
    throw new Refused(
      `no checksum: put ${path}.sha256 beside the archive (as a backup has it), or pass --sha256`,
    )
  const checksum = text.trim().toLowerCase().split(/\s+/)[0] ?? ''
  if (!/^[a-f0-9]{64}$/.test(checksum)) throw new Refused(`"${checksum}" is not a SHA-256 checksum`)
  return checksum
}

/**
 * `npm run restore -- <file>`: opens the database the way `npm run migrate` does (the embedded one
 * under its data-directory lock, so never while the server runs), brings its schema up to date,
 * then restores the archive exactly as the admin console does (checks, safety backup, one
 * transaction, files after the commit) and lists it as an "uploaded" backup.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { sha256: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help || positionals.length !== 1) {
    console.log(USAGE)
    process.exit(values.help ? 0 : 2)
  }
  // npm runs scripts from the project root; a relative path is the caller's.
  const archive = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)
  if (!existsSync(archive)) throw new Refused(`${archive} does not exist`)
  const expected = expectedChecksum(archive, values.sha256)
  const config = loadConfig()
  const dataDir = resolve(projectPath(), config.DATA_DIR)
  const database = await openDatabase(databaseTarget(config, dataDir, { warn: (m) => console.warn(m) }))
  try {
    await database.exclusive(STARTUP_LOCK, () => migrateDatabase(database))
    const backups = createBackupService({
      database,
      storage: storageFromConfig(config),
      dir: join(dataDir, 'backups'),
      databaseUrl: database.url,
      keepDaily: config.BACKUP_KEEP_DAILY,
    })
    await mkdir(backups.dir, { recursive: true })
    const part = join(backups.dir, `.upload-${randomBytes(8).toString('hex')}.part`)
    await copyFile(archive, part).catch(async (error) => {
      await rm(part, { force: true })
      throw error
    })
    const result = await backups.restoreReceived(
      {
        path: part,
        sizeBytes: (await stat(part)).size,
        sha256: await sha256Of(part),
        expectedSha256: expected,
      },
      { ...SYSTEM_ACTOR, userAgent: 'npm run restore' },
    )
    console.log(
      [
        `Restored ${archive}`,
        `  into the ${database.driver === 'pglite' ? `embedded database in ${join(dataDir, 'db')}` : 'PostgreSQL database of DATABASE_URL'}`,
        `  ${result.rows} rows in ${result.tables} tables, ${result.uploads} files (${config.S3_URL ? `bucket ${config.S3_BUCKET}` : join(dataDir, 'uploads')})`,
        `  listed as backup ${result.restoredFrom} ("uploaded"); the data as it was before is backup ${result.safetyBackupId} ("pre-restore")`,
        `  in ${(result.durationMs / 1000).toFixed(1)} s. Start LuxPro as usual (npm start).`,
      ].join('\n'),
    )
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  if (error instanceof DomainError) {
    const details = (error.details ?? []).map((d) => `\n  ${d.path}: ${d.message}`).join('')
    console.error(`Nothing was restored: ${errorMessage(error.code)}${details}`)
  } else if (error instanceof Refused || error instanceof DataDirLockedError) {
    console.error(`Nothing was restored: ${error.message}`)
  } else {
    console.error('Nothing was restored:', error)
  }
  process.exit(1)
})
