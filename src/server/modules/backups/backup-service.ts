import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { DatabaseHandle } from '@server/db/client'
import { backupArchive } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { FileStorage } from '@server/modules/files/file-storage'
import { readMaintenance, setMaintenance } from '@server/modules/maintenance/maintenance-state'
import {
  type Backup,
  type BackupKind,
  RESTORE_CONFIRMATION,
  type RestoreResult,
} from '@shared/admin/backup-schemas'
import { and, desc, eq, notInArray } from 'drizzle-orm'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveContents,
  type Manifest,
  readArchive,
  sha256Of,
  writeArchive,
} from './archive'
import { type DatabaseDump, dumpDatabase } from './database-export'
import { loadDatabase } from './database-import'
import { migrationLevel } from './database-tables'

/** The tables that point at uploaded files, and the storage folder of each (file-store.ts). */
const UPLOAD_TABLES: Record<string, string> = {
  portfolio_item: 'portfolio',
  template: 'templates',
  project_photo: 'project-photos',
}

export interface BackupServiceOptions {
  database: DatabaseHandle
  storage: FileStorage
  /** Where archives are written ($DATA_DIR/backups). */
  dir: string
  /** The PostgreSQL address pg_dump connects to (unset on the embedded database). */
  databaseUrl?: string
  keepDaily: number
  /** Caches to forget once the data changed under them (the directory's search answers). */
  onRestored?: () => void
}

const toBackup = (row: typeof backupArchive.$inferSelect): Backup => ({
  ...row,
  kind: row.kind as BackupKind,
  createdAt: row.createdAt.toISOString(),
})

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/**
 * Backups of the database and the uploaded files, and restoring one (ADR 023). One backup or
 * restore at a time per instance, and across instances on PostgreSQL (an advisory lock).
 */
export function createBackupService(options: BackupServiceOptions) {
  const { database, storage, dir } = options
  const db = database.db
  let busy = false

  async function exclusively<T>(run: () => Promise<T>): Promise<T> {
    if (busy) throw new DomainError('backup_busy', 409)
    busy = true
    try {
      return await database.exclusive('backups', run)
    } finally {
      busy = false
    }
  }

  async function uploadsOf(
    dump: DatabaseDump,
  ): Promise<{ found: Array<{ key: string; bytes: Buffer }>; missing: string[] }> {
    const found: Array<{ key: string; bytes: Buffer }> = []
    const missing: string[] = []
    for (const table of dump.tables) {
      const folder = UPLOAD_TABLES[table.name]
      if (!folder) continue
      const rows = JSON.parse(table.json.toString('utf8')) as Array<{
        stored_name: string
        variants?: { files?: Array<{ storedName: string }> } | null
      }>
      // An image's resized copies (stored-image.ts) are backed up with it.
      const names = rows.flatMap((row) => [
        row.stored_name,
        ...(row.variants?.files ?? []).map((copy) => copy.storedName),
      ])
      for (const name of names) {
        const key = `${folder}/${name}`
        const object = await storage.get(key)
        if (object) found.push({ key, bytes: await readAll(object.body) })
        else missing.push(key)
      }
    }
    return { found, missing }
  }

  async function create(kind: BackupKind, actor: AuditActor): Promise<Backup> {
    await mkdir(dir, { recursive: true })
    const createdAt = new Date()
    const stamp = createdAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')
    const fileName = `luxpro-${stamp}-${kind}-${randomBytes(3).toString('hex')}.tar.gz`
    const path = join(dir, fileName)
    const dump = await dumpDatabase(database, options.databaseUrl)
    const uploads = await uploadsOf(dump)
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: createdAt.toISOString(),
      driver: database.driver,
      migration: dump.migration,
      tables: Object.fromEntries(dump.tables.map((t) => [t.name, t.rows])),
      sequences: dump.sequences,
      native: dump.native?.format ?? null,
      nativeProblem: dump.nativeProblem,
      uploads: uploads.found.map((u) => u.key),
      missingUploads: uploads.missing,
    }
    try {
      await writeArchive(path, manifest, dump, uploads.found)
      const sha256 = await sha256Of(path)
      // Beside the archive, in sha256sum's format: `sha256sum -c` checks a copy anywhere.
      await writeFile(`${path}.sha256`, `${sha256}  ${fileName}\n`)
      const sizeBytes = (await stat(path)).size
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(backupArchive)
          .values({
            kind,
            format: dump.native?.format ?? 'logical',
            fileName,
            sizeBytes,
            sha256,
            tables: manifest.tables,
            uploads: uploads.found.length,
            createdBy: actor.email,
          })
          .returning()
        await recordAudit(tx, actor, {
          action: 'backup.create',
          targetType: 'backup',
          targetId: row!.id,
          after: { fileName, kind, sizeBytes, sha256, format: row!.format },
          ...(dump.nativeProblem ? { details: { nativeDump: dump.nativeProblem } } : {}),
        })
        return toBackup(row!)
      })
    } catch (error) {
      await rm(path, { force: true })
      await rm(`${path}.sha256`, { force: true })
      throw error
    }
  }

  async function find(id: number) {
    const [row] = await db.select().from(backupArchive).where(eq(backupArchive.id, id))
    return row ?? null
  }

  async function removeRow(row: typeof backupArchive.$inferSelect, actor: AuditActor, action: string) {
    await db.transaction(async (tx) => {
      await tx.delete(backupArchive).where(eq(backupArchive.id, row.id))
      await recordAudit(tx, actor, {
        action,
        targetType: 'backup',
        targetId: row.id,
        before: { fileName: row.fileName, kind: row.kind, sha256: row.sha256 },
      })
    })
    await rm(join(dir, row.fileName), { force: true })
    await rm(join(dir, `${row.fileName}.sha256`), { force: true })
  }

  /** Puts the uploads back, then replaces the data in one transaction; audited in it. */
  async function replaceWith(
    row: typeof backupArchive.$inferSelect,
    archive: ArchiveContents,
    actor: AuditActor,
    safetyBackupId: number,
  ) {
    for (const upload of archive.uploads)
      await storage.put(upload.key, upload.bytes, 'application/octet-stream')
    return db.transaction(async (tx) => {
      const loaded = await loadDatabase(tx, archive.tables, archive.manifest.sequences)
      await recordAudit(tx, actor, {
        action: 'backup.restore',
        targetType: 'backup',
        targetId: row.id,
        details: {
          fileName: row.fileName,
          takenAt: archive.manifest.createdAt,
          safetyBackupId,
          rows: loaded.rows,
          uploads: archive.uploads.length,
        },
      })
      return { ...loaded, uploads: archive.uploads.length }
    })
  }

  return {
    dir,
    keepDaily: options.keepDaily,

    async list(): Promise<Backup[]> {
      return (await db.select().from(backupArchive).orderBy(desc(backupArchive.createdAt))).map(toBackup)
    },

    create: (kind: BackupKind, actor: AuditActor) => exclusively(() => create(kind, actor)),

    /** The archive's bytes for a download (audited), or null when there is no such backup. */
    async open(id: number, actor: AuditActor) {
      const row = await find(id)
      if (!row) return null
      const path = join(dir, row.fileName)
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      )
      if (size === null) return null
      await recordAudit(db, actor, {
        action: 'backup.download',
        targetType: 'backup',
        targetId: row.id,
        details: { fileName: row.fileName },
      })
      return { fileName: row.fileName, size, sha256: row.sha256, body: createReadStream(path) }
    },

    async remove(id: number, actor: AuditActor): Promise<boolean> {
      const row = await find(id)
      if (!row) return false
      await removeRow(row, actor, 'backup.delete')
      return true
    },

    /**
     * Restores backup `id`: checks the typed confirmation and the archive's checksum, takes a
     * safety backup of the data as it is, puts LuxPro in maintenance, replaces the data, and
     * leaves maintenance as it was before.
     */
    restore(id: number, actor: AuditActor, confirmation: string): Promise<RestoreResult | null> {
      if (confirmation !== RESTORE_CONFIRMATION) throw new DomainError('confirmation_mismatch', 400)
      return exclusively(async () => {
        const started = Date.now()
        const row = await find(id)
        if (!row) return null
        const actual = await sha256Of(join(dir, row.fileName)).catch(() => null)
        if (actual !== row.sha256) throw new DomainError('backup_corrupt', 409)
        const archive = await readArchive(join(dir, row.fileName)).catch(() => {
          throw new DomainError('backup_corrupt', 409)
        })
        if (archive.manifest.migration !== (await migrationLevel(db)))
          throw new DomainError('backup_incompatible', 409)
        const safety = await create('pre-restore', actor)
        const before = await readMaintenance(db, true)
        await setMaintenance(db, actor, { enabled: true }, `restoring backup ${row.id}`)
        let loaded: { tables: number; rows: number; uploads: number }
        try {
          loaded = await replaceWith(row, archive, actor, safety.id)
        } finally {
          // Back to how it was: on with its message and end, or off (the restored rows hold the
          // state of the moment of the backup, which is not the admin's choice now).
          await setMaintenance(db, actor, {
            enabled: before.enabled,
            message: before.message,
            endsAt: before.endsAt,
          })
          options.onRestored?.()
        }
        return {
          restoredFrom: row.id,
          safetyBackupId: safety.id,
          ...loaded,
          durationMs: Date.now() - started,
        }
      })
    },

    /** Deletes the daily backups beyond the newest `keepDaily`; says how many went. */
    async pruneDaily(actor: AuditActor): Promise<number> {
      const kept = await db
        .select({ id: backupArchive.id })
        .from(backupArchive)
        .where(eq(backupArchive.kind, 'scheduled'))
        .orderBy(desc(backupArchive.createdAt))
        .limit(options.keepDaily)
      const old = await db
        .select()
        .from(backupArchive)
        .where(
          and(
            eq(backupArchive.kind, 'scheduled'),
            kept.length
              ? notInArray(
                  backupArchive.id,
                  kept.map((k) => k.id),
                )
              : undefined,
          ),
        )
      for (const row of old) await removeRow(row, actor, 'backup.expire')
      return old.length
    },

    /** When the newest daily backup was taken, or null. */
    async lastDaily(): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: backupArchive.createdAt })
        .from(backupArchive)
        .where(eq(backupArchive.kind, 'scheduled'))
        .orderBy(desc(backupArchive.createdAt))
        .limit(1)
      return row?.createdAt ?? null
    },
  }
}
export type BackupService = ReturnType<typeof createBackupService>
