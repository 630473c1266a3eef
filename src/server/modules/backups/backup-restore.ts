import type { DatabaseHandle } from '@server/db/client'
import { backupArchive } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { FileStorage } from '@server/modules/files/file-storage'
import { type ArchiveContents, ArchiveInvalid, readArchive, sha256Of } from './archive'
import { loadDatabase } from './database-import'
import { migrationLevel } from './database-tables'

/** What an admin is told about an archive that cannot be used: the part at fault and why. */
export function asRestoreRefusal(error: unknown): unknown {
  if (error instanceof ArchiveInvalid)
    return new DomainError('backup_invalid', 422, [{ path: error.member, message: error.reason }])
  return error
}

/**
 * The archive at `path`, checked before anything changes: its SHA-256 (409 backup_corrupt), its
 * contents and member names (409 backup_corrupt for a damaged stream, 422 backup_invalid naming the
 * part at fault), its schema against the running one (409 backup_incompatible).
 */
export async function checkedArchive(
  database: DatabaseHandle,
  path: string,
  sha256: string,
): Promise<ArchiveContents> {
  const actual = await sha256Of(path).catch(() => null)
  if (actual !== sha256) throw new DomainError('backup_corrupt', 409)
  const archive = await readArchive(path).catch((error: unknown) => {
    throw error instanceof ArchiveInvalid ? asRestoreRefusal(error) : new DomainError('backup_corrupt', 409)
  })
  if (archive.manifest.migration !== (await migrationLevel(database.db)))
    throw new DomainError('backup_incompatible', 409)
  return archive
}

/** Where the archive comes from: a listed backup, or one from elsewhere that the restore lists. */
export type RestoreSource =
  | { backupId: number; fileName: string }
  | { upload: { fileName: string; sha256: string; sizeBytes: number }; createdBy: string | null }

/**
 * Replaces the data with the archive's, all or nothing (ADR 023, ADR 037):
 * 1. its files are staged in the storage, out of sight (a full or read-only storage fails here);
 * 2. one transaction truncates and refills every table, lists an uploaded archive, and is audited;
 * 3. only once it has committed are the staged files moved under their keys.
 * A failure before the commit discards the staged files: data and files are as they were.
 */
export async function replaceData(
  database: DatabaseHandle,
  storage: FileStorage,
  archive: ArchiveContents,
  source: RestoreSource,
  actor: AuditActor,
  safetyBackupId: number,
) {
  const staged = storage.stage()
  let loaded: { backupId: number; tables: number; rows: number; uploads: number }
  try {
    for (const upload of archive.uploads)
      await staged.put(upload.key, upload.bytes, 'application/octet-stream')
    loaded = await database.db.transaction(async (tx) => {
      const rows = await loadDatabase(tx, archive.tables, archive.manifest.sequences)
      const backupId = 'backupId' in source ? source.backupId : await listUploaded(tx, archive, source)
      await recordAudit(tx, actor, {
        action: 'backup.restore',
        targetType: 'backup',
        targetId: backupId,
        // The data as it was is kept in the safety backup; it is now the archive's.
        before: { dataIn: 'safety backup', safetyBackupId },
        after: { dataIn: 'backup', backupId, takenAt: archive.manifest.createdAt },
        details: {
          fileName: 'backupId' in source ? source.fileName : source.upload.fileName,
          takenAt: archive.manifest.createdAt,
          safetyBackupId,
          rows: rows.rows,
          uploads: archive.uploads.length,
          ...('upload' in source ? { uploaded: true } : {}),
        },
      })
      return { ...rows, backupId, uploads: archive.uploads.length }
    })
  } catch (error) {
    await staged.discard().catch(() => undefined)
    throw asRestoreRefusal(error)
  }
  await staged.commit()
  return loaded
}

type Tx = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0]

/** An archive from elsewhere joins the list of backups in the restore's transaction. */
async function listUploaded(
  tx: Tx,
  archive: ArchiveContents,
  source: Extract<RestoreSource, { upload: unknown }>,
): Promise<number> {
  const [row] = await tx
    .insert(backupArchive)
    .values({
      kind: 'uploaded',
      format: (archive.manifest.native as 'pglite-datadir' | 'pg_dump' | null) ?? 'logical',
      fileName: source.upload.fileName,
      sizeBytes: source.upload.sizeBytes,
      sha256: source.upload.sha256,
      tables: archive.manifest.tables,
      uploads: archive.uploads.length,
      createdBy: source.createdBy,
    })
    .returning({ id: backupArchive.id })
  return row!.id
}
