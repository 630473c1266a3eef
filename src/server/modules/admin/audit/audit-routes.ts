import type { auditLog } from '@server/db/schema/index'
import type { AdminRoutes } from '@server/http/admin-route'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { auditBatch, listAudit } from '@server/modules/audit/audit-queries'
import { listErrorReports } from '@server/modules/audit/error-reports'
import type { CsvColumn } from '@server/modules/csv/csv-stream'
import {
  AuditFilterQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  ErrorReportPageSchema,
  ErrorReportQuerySchema,
} from '@shared/admin/audit-schemas'

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

const AUDIT_CSV_COLUMNS: readonly CsvColumn<typeof auditLog.$inferSelect>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'at', value: (r) => r.at },
  { header: 'actor_email', value: (r) => r.actorEmail },
  { header: 'actor_user_id', value: (r) => r.actorUserId },
  { header: 'action', value: (r) => r.action },
  { header: 'target_type', value: (r) => r.targetType },
  { header: 'target_id', value: (r) => r.targetId },
  { header: 'ip', value: (r) => r.ip },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
  { header: 'details', value: (r) => json(r.details) },
]

/** The audit log (list and CSV) and the list of recent errors. */
export const auditAdminRoutes: AdminRoutes = () => [
  ...defineAdminResource({
    path: '/api/admin/audit',
    list: {
      summary: 'The audit log: admin actions and security events, newest first',
      querySchema: AuditQuerySchema,
      response: AuditPageSchema,
      load: listAudit,
    },
    csv: {
      summary: 'The audit log as CSV (the same filters), streamed',
      file: 'The audit log as CSV',
      filterSchema: AuditFilterQuerySchema,
      columns: AUDIT_CSV_COLUMNS,
      batch: auditBatch,
      keyOf: (row) => row.id,
      fileName: 'audit',
      audit: { action: 'export.audit', targetType: 'audit_log' },
    },
  }),
  ...defineAdminResource({
    path: '/api/admin/errors',
    list: {
      summary: 'Recent server errors and error pages, with their error IDs and stacks',
      querySchema: ErrorReportQuerySchema,
      response: ErrorReportPageSchema,
      load: listErrorReports,
    },
  }),
]
