import type { auditLog } from '@server/db/schema/index'
import type { AdminRoutes } from '@server/http/admin-route'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { auditBatch, listAudit } from '@server/modules/audit/audit-queries'
import { listErrorReports } from '@server/modules/audit/error-reports'
import type { CsvColumn } from '@server/modules/csv/csv-stream'
import { adminSystemContract } from '@shared/api/admin-system-contract'

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
  ...serveAdminResource(adminSystemContract.audit, {
    list: listAudit,
    export: {
      columns: AUDIT_CSV_COLUMNS,
      batch: auditBatch,
      keyOf: (row) => row.id,
      fileName: 'audit',
      audit: { action: 'export.audit', targetType: 'audit_log' },
    },
  }),
  ...serveAdminResource(adminSystemContract.errors, { list: listErrorReports }),
]
