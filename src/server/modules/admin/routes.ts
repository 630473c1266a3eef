import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { accessAdminRoutes } from '@server/modules/access/admin-routes'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { funnelRollupJob } from '@server/modules/analytics/funnel-job'
import { analyticsAdminRoutes } from '@server/modules/analytics/routes'
import { applicationReviewAdminRoutes } from '@server/modules/applications/application-review-routes'
import { backupAdminRoutes } from '@server/modules/backups/routes'
import { creditNoteAdminRoutes } from '@server/modules/billing/credit-note-routes'
import { billingAdminRoutes } from '@server/modules/billing/routes'
import { creditAdminRoutes } from '@server/modules/credits/routes'
import { emailTemplateAdminRoutes } from '@server/modules/email-templates/routes'
import { readMaintenance } from '@server/modules/maintenance/maintenance-state'
import { maintenanceAdminRoutes } from '@server/modules/maintenance/routes'
import { monitoringAdminRoutes } from '@server/modules/monitoring/plugin'
import { profileAdminRoutes } from '@server/modules/profiles/routes'
import { settingsAdminRoutes } from '@server/modules/settings/routes'
import { supportAdminRoutes } from '@server/modules/support/routes'
import { verificationAdminRoutes } from '@server/modules/verification/routes'
import { adminOverviewContract } from '@shared/api/admin-overview-contract'
import type { FastifyPluginAsync } from 'fastify'
import { auditAdminRoutes } from './audit/audit-routes'
import { contentAdminRoutes } from './content/content-routes'
import { importAdminRoutes } from './import/import-routes'
import { loadOverview } from './overview'
import { providerAdminRoutes } from './providers/provider-routes'
import { listUnmatchedRequests } from './unmatched-requests'
import { accountAdminRoutes } from './users/user-routes'

/** The console's own figures and the requests the assistant could not match. */
const adminConsoleRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    adminRoute(adminOverviewContract.overview, async () => {
      const databaseUp = await app.deps.database.ping().then(
        () => true,
        () => false,
      )
      return loadOverview(db(), {
        databaseUp,
        smtpConfigured: Boolean(app.deps.config.SMTP_URL),
        maintenanceOn: (await readMaintenance(db())).enabled,
        errorRate: app.monitoring.lastHourErrorRate(),
      })
    }),

    ...serveAdminResource(adminOverviewContract.unmatched, { list: listUnmatchedRequests }),
  ]
}

/**
 * The admin route table: every `/api/admin` route, from the modules that own them (ADR 076). Only
 * this table registers them (the access rule refuses any other), each module's in a scope of its own.
 */
export const ADMIN_ROUTE_TABLE: readonly AdminRoutes[] = [
  adminConsoleRoutes,
  accountAdminRoutes,
  providerAdminRoutes,
  contentAdminRoutes,
  importAdminRoutes,
  applicationReviewAdminRoutes,
  verificationAdminRoutes,
  supportAdminRoutes,
  auditAdminRoutes,
  accessAdminRoutes,
  billingAdminRoutes,
  creditNoteAdminRoutes,
  creditAdminRoutes,
  profileAdminRoutes,
  settingsAdminRoutes,
  maintenanceAdminRoutes,
  analyticsAdminRoutes,
  emailTemplateAdminRoutes,
  backupAdminRoutes,
  monitoringAdminRoutes,
]

/** The admin area (product §2 /admin): its routes, from the table, and its scheduled work. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  for (const declare of ADMIN_ROUTE_TABLE)
    await app.register(async (scope) => {
      for (const route of await declare(scope)) route.register(scope)
    })
  // Through the job runner (once across instances); tests schedule none (they call the work directly).
  if (app.deps.config.NODE_ENV !== 'test') app.jobs.schedule(funnelRollupJob)
}
