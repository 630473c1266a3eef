import { callerOf } from '@server/http/access'
import { serveOperation } from '@server/http/operation-route'
import { siteContract } from '@shared/api/site-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listNotifications, markNotificationsRead } from './notification-service'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(app, siteContract.notifications, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return listNotifications(db(), callerOf(request).userId)
  })

  serveOperation(app, siteContract.markRead, async (request) => {
    const { userId } = callerOf(request)
    await markNotificationsRead(db(), userId, request.body.ids)
    return listNotifications(db(), userId)
  })
}
