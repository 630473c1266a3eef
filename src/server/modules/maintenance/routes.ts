import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { actorOf } from '@server/modules/audit/audit-log'
import { MaintenanceStateSchema, MaintenanceUpdateSchema } from '@shared/admin/settings-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readMaintenance, setMaintenance } from './maintenance-state'

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/public/maintenance',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether LuxPro is in maintenance, with its message and announced end',
        response: { 200: MaintenanceStateSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return readMaintenance(db())
    },
  )
}

export const maintenanceAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    adminRoute({
      method: 'PUT',
      url: '/api/admin/maintenance',
      schema: {
        tags: ['admin'],
        summary: 'Turn maintenance mode on (with a message and an optional end) or off',
        body: MaintenanceUpdateSchema,
        response: { 200: MaintenanceStateSchema, ...errorResponses(400, 413, 415) },
      },
      handler: async (request) => setMaintenance(db(), actorOf(request), request.body),
    }),
  ]
}
