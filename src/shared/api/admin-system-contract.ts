import {
  AuditFilterQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  ErrorReportPageSchema,
  ErrorReportQuerySchema,
} from '@shared/admin/audit-schemas'
import {
  BackupIdParamsSchema,
  BackupListSchema,
  BackupSchema,
  RestoreBodySchema,
  RestoreResultSchema,
} from '@shared/admin/backup-schemas'
import { TechnicalQuerySchema, TechnicalSchema } from '@shared/admin/technical-schemas'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

/** The audit log, recent errors, technical metrics, and backup and restore (ADR 076, 078). */
export const adminSystemContract = {
  audit: defineAdminResource({
    path: '/api/admin/audit',
    list: {
      summary: 'The audit log: admin actions and security events, newest first',
      query: AuditQuerySchema,
      response: AuditPageSchema,
    },
    export: {
      summary: 'The audit log as CSV (the same filters), streamed',
      file: 'The audit log as CSV',
      filters: AuditFilterQuerySchema,
    },
  }),
  errors: defineAdminResource({
    path: '/api/admin/errors',
    list: {
      summary: 'Recent server errors and error pages, with their error IDs and stacks',
      query: ErrorReportQuerySchema,
      response: ErrorReportPageSchema,
    },
  }),
  technical: defineOperation({
    method: 'GET',
    path: '/api/admin/metrics/technical',
    access: 'admin',
    tags: ['admin', 'system'],
    summary: 'Live technical metrics over the last hour or day, from the app’s own Prometheus registry',
    query: TechnicalQuerySchema,
    responses: { 200: TechnicalSchema, ...errorResponses(400) },
  }),
  backups: defineOperation({
    method: 'GET',
    path: '/api/admin/backups',
    access: 'admin',
    tags: ['admin'],
    summary: 'The backups, newest first, with how many daily ones are kept',
    responses: { 200: BackupListSchema, ...errorResponses(401, 403, 429, 503) },
  }),
  createBackup: defineOperation({
    method: 'POST',
    path: '/api/admin/backups',
    access: 'admin',
    tags: ['admin'],
    summary: 'Take a backup now: the database and the uploaded files, in one archive with its SHA-256',
    responses: { 201: BackupSchema, ...errorResponses(401, 403, 409, 413, 415, 429, 503, 507) },
  }),
  downloadBackup: defineOperation({
    method: 'GET',
    path: '/api/admin/backups/:id/download',
    access: 'admin',
    tags: ['admin'],
    summary: 'Download a backup archive (.tar.gz); its SHA-256 is in the X-Checksum-Sha256 header',
    params: BackupIdParamsSchema,
    responses: {
      200: fileResponse('The backup archive', ['application/gzip']),
      ...errorResponses(400, 401, 403, 404, 429, 503),
    },
  }),
  deleteBackup: defineOperation({
    method: 'DELETE',
    path: '/api/admin/backups/:id',
    access: 'admin',
    tags: ['admin'],
    summary: 'Delete a backup (its archive and its checksum file)',
    params: BackupIdParamsSchema,
    responses: { 200: BackupListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
  }),
  restoreBackup: defineOperation({
    method: 'POST',
    path: '/api/admin/backups/:id/restore',
    access: 'admin',
    tags: ['admin'],
    summary:
      'Replace all data with this backup’s (typed confirmation RESTORE; checksum verified; a safety backup is taken first; maintenance meanwhile)',
    params: BackupIdParamsSchema,
    body: RestoreBodySchema,
    responses: {
      200: RestoreResultSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503, 507),
    },
  }),
  restoreUpload: defineOperation({
    method: 'POST',
    path: '/api/admin/backups/restore-upload',
    access: 'admin',
    tags: ['admin'],
    summary:
      'Replace all data with an uploaded archive (multipart, fields first: sha256 — the archive’s checksum or its .sha256 line —, confirmation RESTORE, then the file; at most BACKUP_UPLOAD_MAX_MB; a safety backup is taken first; the archive is kept as an “uploaded” backup)',
    consumes: ['multipart/form-data'],
    responses: {
      200: RestoreResultSchema,
      ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429, 503, 507),
    },
  }),
}
