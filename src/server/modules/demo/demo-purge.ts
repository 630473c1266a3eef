import type { Database } from '@server/db/client'
import type { StoredImageVariants } from '@server/db/schema/index'
import type { ScheduledJob } from '@server/jobs/job-runner'
import type { FileStore, StoredFileRef } from '@server/modules/files/file-store'
import { imageFiles } from '@server/modules/files/stored-image'
import { sql } from 'drizzle-orm'

/** How long what demo mode creates is kept. */
export const DEMO_RETENTION_HOURS = 24

/**
 * Removes what demo mode created more than 24 hours before `now`: demo projects (their requests,
 * quotes, messages with their files, notifications and photos go with them, by cascade) and demo conversations (with
 * their messages). Returns how many projects and conversations were removed, and the photos whose
 * bytes go once this has committed.
 */
export async function purgeDemoData(db: Database, now = new Date()) {
  const before = sql`${now.toISOString()}::timestamptz - make_interval(hours => ${DEMO_RETENTION_HOURS})`
  return db.transaction(async (tx) => {
    const photos = await tx.execute<{ storedName: string; variants: StoredImageVariants | null }>(
      sql`select stored_name as "storedName", variants from project_photo
          where project_id in (select id from project where demo and created_at < ${before})`,
    )
    const attachments = await tx.execute<{ storedName: string; variants: StoredImageVariants | null }>(
      sql`select a.stored_name as "storedName", a.variants from quote_message_attachment a
          join quote_request r on r.id = a.quote_request_id
          where r.project_id in (select id from project where demo and created_at < ${before})`,
    )
    const projects = await tx.execute<{ n: number }>(
      sql`with gone as (delete from project where demo and created_at < ${before} returning 1) select count(*)::int as n from gone`,
    )
    const chats = await tx.execute<{ n: number }>(
      sql`with gone as (delete from chat_session where demo and created_at < ${before} returning 1) select count(*)::int as n from gone`,
    )
    return {
      projects: projects.rows[0]?.n ?? 0,
      conversations: chats.rows[0]?.n ?? 0,
      photos: [
        ...photos.rows.flatMap((photo): StoredFileRef[] => imageFiles('project-photos', photo)),
        ...attachments.rows.flatMap((file): StoredFileRef[] => imageFiles('message-attachments', file)),
      ],
    }
  })
}

export const demoPurgeJob = (files: FileStore): ScheduledJob => ({
  name: 'demo-data-purge',
  everyMs: 15 * 60_000,
  async run({ db, log }) {
    const { photos, ...removed } = await purgeDemoData(db)
    await files.removeAll(photos, log)
    if (removed.projects + removed.conversations > 0)
      log.info(removed, 'demo data older than 24 hours removed')
  },
})
