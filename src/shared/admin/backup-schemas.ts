import { z } from 'zod'

/** What an admin types to restore a backup (the dialog shows it; the server checks it again). */
export const RESTORE_CONFIRMATION = 'RESTORE'

/**
 * manual: an admin pressed "Create backup"; scheduled: the daily backup; pre-restore: taken just before
 * a restore; uploaded: an archive from elsewhere (another machine), restored from an upload or
 * `npm run restore`.
 */
export const BackupKindSchema = z.enum(['manual', 'scheduled', 'pre-restore', 'uploaded'])
export type BackupKind = z.infer<typeof BackupKindSchema>

/** The database engine's own dump inside the archive, beside the rows every archive holds. */
export const BackupFormatSchema = z.enum(['pglite-datadir', 'pg_dump', 'logical'])

export const BackupSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  kind: BackupKindSchema,
  format: BackupFormatSchema,
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  /** Rows per table when the backup was taken. */
  tables: z.record(z.string(), z.number().int()),
  uploads: z.number().int(),
  createdBy: z.string().nullable(),
})
export type Backup = z.infer<typeof BackupSchema>

export const BackupListSchema = z.object({
  items: z.array(BackupSchema),
  /** Daily backups beyond this many are deleted (newest kept); manual ones stay until deleted. */
  keepDaily: z.number().int(),
  /** The hour (Luxembourg time) the daily backup is taken in. */
  dailyHour: z.number().int().min(0).max(23),
  /** Whether this instance runs the daily backup (JOBS_ENABLED). */
  dailyScheduled: z.boolean(),
})

export const BackupIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
})

export const RestoreBodySchema = z.object({
  /** RESTORE, typed by the admin. */
  confirmation: z.string().trim().max(100),
})

/** An archive's SHA-256 as hex, or the line of its `.sha256` file (`<hex>  <file name>`). */
export const Sha256InputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((text) => text.split(/\s+/)[0] ?? '')
  .pipe(
    z
      .string()
      .regex(/^[a-f0-9]{64}$/, 'Enter the SHA-256 checksum of the archive (64 hexadecimal characters).'),
  )

/**
 * The text fields of an archive upload to restore, sent before the file (the server checks them
 * before it reads the archive).
 */
export const RestoreUploadFieldsSchema = z.object({
  sha256: Sha256InputSchema,
  confirmation: RestoreBodySchema.shape.confirmation,
})

export const RestoreResultSchema = z.object({
  restoredFrom: z.number().int(),
  /** The backup of the database as it was just before the restore (undo by restoring it). */
  safetyBackupId: z.number().int(),
  tables: z.number().int(),
  rows: z.number().int(),
  uploads: z.number().int(),
  durationMs: z.number().int(),
})
export type RestoreResult = z.infer<typeof RestoreResultSchema>
