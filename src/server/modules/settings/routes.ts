import { translationEnabled } from '@server/config'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { serveOperation } from '@server/http/operation-route'
import { actorOf } from '@server/modules/audit/audit-log'
import { adminSettingsContract } from '@shared/api/admin-settings-contract'
import { showcaseContract } from '@shared/api/showcase-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readSettings, updateSettings } from './settings-store'

/** Settings admins change, and the public read other parts of the product use. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(app, showcaseContract.publicSettings, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=30')
    return { ...(await readSettings(db())), translation: translationEnabled(app.deps.config) }
  })
}

export const settingsAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  return [
    adminRoute(adminSettingsContract.settings, async () => readSettings(db())),
    adminRoute(adminSettingsContract.updateSettings, async (request) =>
      updateSettings(db(), actorOf(request), request.body),
    ),
  ]
}
