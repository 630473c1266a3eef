import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { DatabaseHandle } from '@server/db/client'
import { backupArchive } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { FileStorage } from '@server/modules/files/file-storage'
import { asStorageFailure } from '@server/modules/files/storage-errors'
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
  sha256Of,
  writeArchive,
} from './archive'
import { checkedArchive, type RestoreSource, replaceData } from './backup-restore'
import { type DatabaseDump, dumpDatabase } from './database-export'

/** The tables that point at uploaded files, and the storage folder of each (file-store.ts). */
const UPLOAD_TABLES: Record<string, string> = {
  portfolio_item: 'portfolio',
  template: 'templates',
  project_photo: 'project-photos',
  quote_message_attachment: 'message-attachments',
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

/** luxpro-<UTC time>-<kind>-<6 hex>.tar.gz */
function archiveFileName(createdAt: Date, kind: BackupKind): string {
  const stamp = createdAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return `luxpro-${stamp}-${kind}-${randomBytes(3).toString('hex')}.tar.gz`
}

/** An archive received from elsewhere, waiting in `path`, with the SHA-256 its sender gave. */
export interface ReceivedArchive {
  path: string
  sizeBytes: number
  sha256: string
  expectedSha256: string
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
    const fileName = archiveFileName(createdAt, kind)
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
      await rm(path, { force: true }).catch(() => undefined)
      await rm(`${path}.sha256`, { force: true }).catch(() => undefined)
      // A full or read-only backups folder says so (507, 503) rather than a generic 500.
      throw asStorageFailure(error)
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

  /**
   * The restore itself, once the archive passed its checks: a safety backup of the data as it is,
   * maintenance on, the data replaced (backup-restore.ts), maintenance back as it was.
   */
  async function restoreChecked(
    archive: ArchiveContents,
    source: RestoreSource,
    actor: AuditActor,
    started: number,
  ): Promise<RestoreResult> {
    const safety = await create('pre-restore', actor)
    const before = await readMaintenance(db, true)
    const reason =
      'backupId' in source ? `restoring backup ${source.backupId}` : 'restoring an uploaded backup'
    await setMaintenance(db, actor, { enabled: true }, reason)
    let loaded: Awaited<ReturnType<typeof replaceData>>
    try {
      loaded = await replaceData(database, storage, archive, source, actor, safety.id)
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
    const { backupId, ...counts } = loaded
    return { restoredFrom: backupId, safetyBackupId: safety.id, ...counts, durationMs: Date.now() - started }
  }

  /** An archive from elsewhere, received into a part file: checked, kept among the backups, restored. */
  async function restoreReceived(received: ReceivedArchive, actor: AuditActor): Promise<RestoreResult> {
    const started = Date.now()
    const fileName = archiveFileName(new Date(), 'uploaded')
    const path = join(dir, fileName)
    try {
      if (received.sha256 !== received.expectedSha256) throw new DomainError('backup_corrupt', 409)
      await rename(received.path, path)
      const archive = await checkedArchive(database, path, received.sha256)
      await writeFile(`${path}.sha256`, `${received.sha256}  ${fileName}\n`)
      return await restoreChecked(
        archive,
        {
          upload: { fileName, sha256: received.sha256, sizeBytes: received.sizeBytes },
          createdBy: actor.email,
        },
        actor,
        started,
      )
    } catch (error) {
      // A refused archive is not kept: nothing of it stays behind.
      await rm(received.path, { force: true })
      await rm(path, { force: true })
      await rm(`${path}.sha256`, { force: true })
      throw error
    }
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
     * Restores backup `id`: checks the typed confirmation and the archive (checksum, contents,
     * schema) before anything changes, then restores (restoreChecked). Null when there is no such backup.
     */
    restore(id: number, actor: AuditActor, confirmation: string): Promise<RestoreResult | null> {
      if (confirmation !== RESTORE_CONFIRMATION) throw new DomainError('confirmation_mismatch', 400)
      return exclusively(async () => {
        const started = Date.now()
        const row = await find(id)
        if (!row) return null
        const archive = await checkedArchive(database, join(dir, row.fileName), row.sha256)
        return restoreChecked(archive, { backupId: row.id, fileName: row.fileName }, actor, started)
      })
    },

    /**
     * Restores an archive from elsewhere (an admin's upload, `npm run restore`), received into a part
     * file of the backups folder: refused, and removed, when its SHA-256 is not the one expected or it
     * cannot be restored; else listed as an "uploaded" backup and restored.
     */
    restoreReceived: (received: ReceivedArchive, actor: AuditActor) =>
      exclusively(() => restoreReceived(received, actor)),

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
