import type { Database } from '@server/db/client'
import type { StoredImageVariants } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { JobLog, ScheduledJob } from '@server/jobs/job-runner'
import { sql } from 'drizzle-orm'
import type { FileStore } from './file-store'
import { processImage } from './image-pipeline'
import { type ImageKind, storeImage } from './stored-image'

/** The tables holding images, and the file kind each one's files are stored under. */
const IMAGE_TABLES: ReadonlyArray<{ table: string; kind: ImageKind }> = [
  { table: 'portfolio_item', kind: 'portfolio' },
  { table: 'project_photo', kind: 'project-photos' },
]
const BATCH = 20

type PendingImage = {
  id: number
  storedName: string
}

/** The row went (deleted) or was converted by someone else while its image was being converted. */
class RowChanged extends Error {}

function pendingImages(db: Database, table: string, afterId: number) {
  return db
    .execute<PendingImage>(
      sql`select id, stored_name as "storedName" from ${sql.identifier(table)}
          where variants is null and id > ${afterId} order by id limit ${BATCH}`,
    )
    .then((result) => result.rows)
}

/** Records the outcome on the row, only if it still points at the uploaded file; false when it does not. */
async function recordOutcome(
  db: Database,
  table: string,
  row: PendingImage,
  outcome: { storedName: string; mimeType: string; sizeBytes: number } | null,
  variants: StoredImageVariants,
) {
  const changes = outcome
    ? sql`stored_name = ${outcome.storedName}, mime_type = ${outcome.mimeType}, size_bytes = ${outcome.sizeBytes}, variants = ${JSON.stringify(variants)}::jsonb`
    : sql`variants = ${JSON.stringify(variants)}::jsonb`
  const updated = await db.execute(
    sql`update ${sql.identifier(table)} set ${changes}
        where id = ${row.id} and stored_name = ${row.storedName} and variants is null returning id`,
  )
  return updated.rows.length > 0
}

type Outcome = 'converted' | 'refused' | 'skipped'

/**
 * One image stored before the pipeline: re-encoded without its metadata, with its copies, then the
 * row points at the new files and the uploaded file goes. An image the pipeline refuses is marked
 * (never served again) rather than tried forever.
 */
async function convertOne(
  db: Database,
  files: FileStore,
  { table, kind }: (typeof IMAGE_TABLES)[number],
  row: PendingImage,
  log: JobLog,
): Promise<Outcome> {
  const uploaded = await files.read(kind, row.storedName)
  let processed: Awaited<ReturnType<typeof processImage>> | null = null
  let refused: 'unreadable' | 'too_large' = 'unreadable'
  if (uploaded)
    try {
      processed = await processImage(uploaded)
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      if (error.code === 'image_too_large') refused = 'too_large'
    }
  if (!processed) {
    log.warn({ table, id: row.id, refused }, 'a stored image could not go through the image pipeline')
    return (await recordOutcome(db, table, row, null, { refused })) ? 'refused' : 'skipped'
  }
  try {
    await storeImage(files, kind, processed, async ({ variants, ...stored }) => {
      if (!(await recordOutcome(db, table, row, stored, variants))) throw new RowChanged()
    })
  } catch (error) {
    if (error instanceof RowChanged) return 'skipped'
    throw error
  }
  await files.remove(kind, row.storedName)
  return 'converted'
}

/**
 * Puts every image stored before the pipeline through it (idempotent: only rows without variants,
 * each changed only if it still points at its uploaded file). Says how many were converted and refused.
 */
export async function convertStoredImages(db: Database, files: FileStore, log: JobLog) {
  const counts: Record<Outcome, number> = { converted: 0, refused: 0, skipped: 0 }
  for (const source of IMAGE_TABLES) {
    let afterId = 0
    for (let rows = await pendingImages(db, source.table, afterId); rows.length > 0; ) {
      for (const row of rows) counts[await convertOne(db, files, source, row, log)]++
      afterId = rows[rows.length - 1]?.id ?? afterId
      rows = await pendingImages(db, source.table, afterId)
    }
  }
  return counts
}

/**
 * Converts the images stored before the pipeline existed, once across the cluster (the job runner's
 * claim); it finds nothing to do once they are all converted. Its lease covers a long first run.
 */
export const imageVariantsJob = (files: FileStore): ScheduledJob => ({
  name: 'image-variants',
  everyMs: 60 * 60_000,
  leaseMs: 60 * 60_000,
  async run({ db, log }) {
    const counts = await convertStoredImages(db, files, log)
    if (counts.converted + counts.refused > 0)
      log.info(counts, 'stored images put through the image pipeline')
  },
})
