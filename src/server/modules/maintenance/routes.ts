import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { serveOperation } from '@server/http/operation-route'
import { actorOf } from '@server/modules/audit/audit-log'
import { adminSettingsContract } from '@shared/api/admin-settings-contract'
import { siteContract } from '@shared/api/site-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readMaintenance, setMaintenance } from './maintenance-state'

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(app, siteContract.maintenance, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return readMaintenance(db())
  })
}

export const maintenanceAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    adminRoute(adminSettingsContract.setMaintenance, async (request) =>
      setMaintenance(db(), actorOf(request), request.body),
    ),
  ]
}
