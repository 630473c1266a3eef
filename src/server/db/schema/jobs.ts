import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per scheduled job (src/server/jobs/job-runner.ts): when it is due, and who runs it until
 * when. An instance claims a due job by a conditional update of its row, so each run happens once
 * across the instances; a claim whose lease ran out (its instance died) can be taken over.
 */
export const scheduledJob = pgTable('scheduled_job', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedBy: text(),
  lockedUntil: timestamp({ withTimezone: true }),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** The last run's error, or null when it succeeded. */
  lastError: text(),
  runs: integer().notNull().default(0),
})
