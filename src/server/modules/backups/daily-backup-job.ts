import type { ScheduledJob } from '@server/jobs/job-runner'
import { SYSTEM_ACTOR } from '@server/modules/audit/audit-log'
import type { BackupService } from './backup-service'

const HOUR_MS = 60 * 60 * 1000

/**
 * The daily backup, once across instances (the job runner's claim), then the daily backups beyond
 * BACKUP_KEEP_DAILY are deleted. A restart does not take a second one the same day: the job is due
 * at once on a fresh start, so it looks at when the last one was taken.
 */
export function dailyBackupJob(backups: BackupService): ScheduledJob {
  return {
    name: 'daily-backup',
    everyMs: HOUR_MS,
    leaseMs: HOUR_MS,
    async run({ log }) {
      const last = await backups.lastDaily()
      if (last && Date.now() - last.getTime() < 23 * HOUR_MS) return
      const backup = await backups.create('scheduled', SYSTEM_ACTOR)
      const expired = await backups.pruneDaily(SYSTEM_ACTOR)
      log.info({ backup: backup.fileName, sizeBytes: backup.sizeBytes, expired }, 'daily backup taken')
    },
  }
}
