import { resolve } from 'node:path'
import multipart from '@fastify/multipart'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { actorOf } from '@server/modules/audit/audit-log'
import { storageFromConfig } from '@server/modules/files/file-storage'
import { forgetMaintenance } from '@server/modules/maintenance/maintenance-state'
import { forgetSettings } from '@server/modules/settings/settings-store'
import { projectPath } from '@server/project-root'
import { RESTORE_CONFIRMATION, RestoreUploadFieldsSchema } from '@shared/admin/backup-schemas'
import { adminSystemContract } from '@shared/api/admin-system-contract'
import { receiveArchive } from './archive-upload'
import { createBackupService } from './backup-service'
import { dailyBackupJob } from './daily-backup-job'

/** Backup and restore in the admin console (ADR 023): every route admin-only and audited. */
export const backupAdminRoutes: AdminRoutes = async (app) => {
  const { config, database } = app.deps
  const backups = createBackupService({
    database,
    storage: storageFromConfig(config),
    dir: resolve(projectPath(), config.DATA_DIR, 'backups'),
    databaseUrl: database.url,
    keepDaily: config.BACKUP_KEEP_DAILY,
    onRestored: () => {
      app.searchCache.clear()
      // Everything kept in memory until it changes is read again (ADR 044).
      forgetSettings(database.db)
      forgetMaintenance(database.db)
      void app.referenceData
        .reload()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'reference data not read again after the restore'),
        )
    },
  })
  // Only the archive upload reads multipart here: one file, streamed to disk, and its two fields.
  await app.register(multipart, {
    limits: {
      fileSize: config.BACKUP_UPLOAD_MAX_MB * 1024 * 1024,
      files: 1,
      fields: 4,
      fieldSize: 1000,
      parts: 5,
    },
  })
  const dailyScheduled = config.NODE_ENV !== 'test' && config.JOBS_ENABLED === 'true'
  if (dailyScheduled) app.jobs.schedule(dailyBackupJob(backups, config.BACKUP_DAILY_HOUR))
  const listing = async () => ({
    items: await backups.list(),
    keepDaily: backups.keepDaily,
    dailyHour: config.BACKUP_DAILY_HOUR,
    dailyScheduled,
  })

  return [
    adminRoute(adminSystemContract.backups, listing),
    adminRoute(adminSystemContract.createBackup, async (request, reply) =>
      reply.code(201).send(await backups.create('manual', actorOf(request))),
    ),
    adminRoute(adminSystemContract.downloadBackup, async (request, reply) => {
      const file = await backups.open(request.params.id, actorOf(request))
      if (!file) throw new DomainError('not_found', 404)
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-checksum-sha256', file.sha256)
        .header('cache-control', 'private, no-store')
        .send(file.body)
    }),
    adminRoute(adminSystemContract.deleteBackup, async (request) => {
      if (!(await backups.remove(request.params.id, actorOf(request))))
        throw new DomainError('not_found', 404)
      return listing()
    }),
    adminRoute(adminSystemContract.restoreBackup, async (request) => {
      const result = await backups.restore(request.params.id, actorOf(request), request.body.confirmation)
      if (!result) throw new DomainError('not_found', 404)
      return result
    }),
    adminRoute(adminSystemContract.restoreUpload, async (request) => {
      const upload = await receiveArchive(request, backups.dir, RestoreUploadFieldsSchema, (fields) => {
        if (fields.confirmation !== RESTORE_CONFIRMATION) throw new DomainError('confirmation_mismatch', 400)
      })
      return backups.restoreReceived(
        {
          path: upload.path,
          sizeBytes: upload.sizeBytes,
          sha256: upload.sha256,
          expectedSha256: upload.fields.sha256,
        },
        actorOf(request),
      )
    }),
  ]
}
