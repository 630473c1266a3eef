import type { Database } from '@server/db/client'
import { fileRemoval } from '@server/db/schema/index'
import type { ScheduledJob } from '@server/jobs/job-runner'
import { and, asc, eq, lte, sql } from 'drizzle-orm'

/** A stored file whose row is gone, as the removal queue names it. */
export interface QueuedFile {
  kind: string
  storedName: string
}

type Remove = (file: QueuedFile) => Promise<void>

interface Log {
  warn: (details: object, message: string) => void
}

/** The failed attempt's code (ENOSPC, EROFS, AccessDenied…) or message: for the operator, nothing personal. */
function failureOf(error: unknown): string {
  const e = error as { cause?: { code?: string; name?: string }; code?: string; message?: string }
  return String(e?.cause?.code ?? e?.cause?.name ?? e?.code ?? e?.message ?? error).slice(0, 200)
}

const queued = (file: QueuedFile) =>
  and(eq(fileRemoval.kind, file.kind), eq(fileRemoval.storedName, file.storedName))

/**
 * One attempt: the file removed leaves the queue; one the storage refused stays, its next attempt
 * pushed back by how often it failed. True when it went.
 */
async function attempt(db: Database, file: QueuedFile, remove: Remove, log: Log): Promise<boolean> {
  try {
    await remove(file)
    await db.delete(fileRemoval).where(queued(file))
    return true
  } catch (error) {
    log.warn({ file, err: error }, 'the file of a deleted row could not be removed: it stays queued')
    // 1, 2, 4… minutes until the next attempt, at most 6 hours.
    await db
      .update(fileRemoval)
      .set({
        attempts: sql`${fileRemoval.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(mins => least(power(2, least(${fileRemoval.attempts}, 16))::int, 360))`,
        lastError: failureOf(error),
      })
      .where(queued(file))
    return false
  }
}

/**
 * Removes the files of rows a committed transaction deleted (the delete's trigger queued them in
 * file_removal, ADR 037). A file the storage refused stays queued for the retry job and is logged by
 * its generated name; nothing is thrown at whoever deleted the rows, which are gone already.
 */
export async function removeQueuedFiles(
  db: Database,
  files: readonly QueuedFile[],
  remove: Remove,
  log: Log,
): Promise<number> {
  let removed = 0
  for (const file of files) if (await attempt(db, file, remove, log).catch(() => false)) removed++
  return removed
}

/**
 * Every five minutes, once across instances: queued removals that are due are tried again, so a
 * storage back from read-only or unreachable ends up without the files of deleted rows.
 */
export const fileRemovalJob = (remove: Remove): ScheduledJob => ({
  name: 'file-removal-retry',
  everyMs: 5 * 60_000,
  async run({ db, log }) {
    const due = await db
      .select({ kind: fileRemoval.kind, storedName: fileRemoval.storedName })
      .from(fileRemoval)
      .where(lte(fileRemoval.nextAttemptAt, sql`now()`))
      .orderBy(asc(fileRemoval.nextAttemptAt))
      .limit(200)
    const removed = await removeQueuedFiles(db, due, remove, log)
    if (due.length > 0)
      log.warn({ removed, stillQueued: due.length - removed }, 'queued file removals tried again')
    return removed
  },
})
