import type { ScheduledJob } from '@server/jobs/job-runner'
import { SYSTEM_ACTOR } from '@server/modules/audit/audit-log'
import type { BackupService } from './backup-service'

const HOUR_MS = 60 * 60 * 1000

const hourInLuxembourg = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Europe/Luxembourg',
    }).format(now),
  )

/**
 * Whether the daily backup is due: in the quiet hour chosen (Luxembourg time), once a day. Not at
 * start-up: a backup holds the embedded database for seconds, and a start is when people arrive.
 */
export function dailyBackupDue(now: Date, last: Date | null, hour: number): boolean {
  if (hourInLuxembourg(now) !== hour) return false
  return last === null || now.getTime() - last.getTime() > 23 * HOUR_MS
}

/**
 * The daily backup, once across instances (the job runner's claim), then the daily backups beyond
 * BACKUP_KEEP_DAILY are deleted. Checked every 15 minutes; taken in the hour BACKUP_DAILY_HOUR.
 */
export function dailyBackupJob(backups: BackupService, hour: number): ScheduledJob {
  return {
    name: 'daily-backup',
    everyMs: HOUR_MS / 4,
    leaseMs: HOUR_MS,
    async run({ log }) {
      if (!dailyBackupDue(new Date(), await backups.lastDaily(), hour)) return
      const backup = await backups.create('scheduled', SYSTEM_ACTOR)
      const expired = await backups.pruneDaily(SYSTEM_ACTOR)
      log.info({ backup: backup.fileName, sizeBytes: backup.sizeBytes, expired }, 'daily backup taken')
    },
  }
}
