import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { accessAdminRoutes } from '@server/modules/access/admin-routes'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
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
import { OverviewSchema } from '@shared/admin/overview-schemas'
import {
  UnmatchedRequestsQuerySchema,
  UnmatchedRequestsSchema,
} from '@shared/admin/unmatched-request-schemas'
import type { FastifyPluginAsync } from 'fastify'
import { accountAdminRoutes } from './accounts/account-routes'
import { auditAdminRoutes } from './audit/audit-routes'
import { contentAdminRoutes } from './content/content-routes'
import { importAdminRoutes } from './import/import-routes'
import { loadOverview } from './overview'
import { providerAdminRoutes } from './providers/provider-routes'
import { listUnmatchedRequests } from './unmatched-requests'

/** The console's own figures and the requests the assistant could not match. */
const adminConsoleRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    adminRoute({
      method: 'GET',
      url: '/api/admin/overview',
      schema: {
        tags: ['admin'],
        summary: 'Today’s and the last 30 days’ figures, and the status strip',
        response: { 200: OverviewSchema, ...errorResponses(503) },
      },
      handler: async () => {
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
      },
    }),

    ...defineAdminResource({
      path: '/api/admin/unmatched-requests',
      tags: ['admin', 'assistant'],
      list: {
        summary: 'Requests the assistant could not match to any provider, newest first',
        querySchema: UnmatchedRequestsQuerySchema,
        response: UnmatchedRequestsSchema,
        load: listUnmatchedRequests,
      },
    }),
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
