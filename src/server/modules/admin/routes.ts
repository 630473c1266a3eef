import { errorResponses } from '@server/http/response-schemas'
import { funnelRollupJob } from '@server/modules/analytics/funnel-job'
import { analyticsRoutes } from '@server/modules/analytics/routes'
import { backupRoutes } from '@server/modules/backups/routes'
import { emailTemplateRoutes } from '@server/modules/email-templates/routes'
import { readMaintenance } from '@server/modules/maintenance/maintenance-state'
import { maintenanceRoutes } from '@server/modules/maintenance/routes'
import { settingsRoutes } from '@server/modules/settings/routes'
import { OverviewSchema } from '@shared/admin/overview-schemas'
import {
  UnmatchedRequestsQuerySchema,
  UnmatchedRequestsSchema,
} from '@shared/admin/unmatched-request-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountRoutes } from './accounts/account-routes'
import { contentRoutes } from './content/content-routes'
import { importRoutes } from './import/import-routes'
import { loadOverview } from './overview'
import { providerAdminRoutes } from './providers/provider-routes'
import { listUnmatchedRequests } from './unmatched-requests'

/** The admin area's own data (product §2 /admin). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes)
  await app.register(providerAdminRoutes)
  await app.register(contentRoutes)
  await app.register(importRoutes)
  await app.register(settingsRoutes)
  await app.register(maintenanceRoutes)
  await app.register(analyticsRoutes)
  await app.register(emailTemplateRoutes)
  await app.register(backupRoutes)
  const db = () => app.deps.database.db

  // The admin console's scheduled work, through the job runner (once across instances); tests
  // schedule none (they call the work directly).
  if (app.deps.config.NODE_ENV !== 'test') app.jobs.schedule(funnelRollupJob)

  app.get(
    '/api/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Today’s and the last 30 days’ figures, and the status strip',
        response: { 200: OverviewSchema, ...errorResponses(503) },
      },
    },
    async () => {
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
  )

  app.get(
    '/api/admin/unmatched-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'assistant'],
        summary: 'Requests the assistant could not match to any provider, newest first',
        querystring: UnmatchedRequestsQuerySchema,
        response: { 200: UnmatchedRequestsSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => listUnmatchedRequests(db(), request.query),
  )
}
