import { callerOf } from '@server/http/access'
import { MarkNotificationsReadSchema, NotificationListSchema } from '@shared/quotes/quote-request-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listNotifications, markNotificationsRead } from './notification-service'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'My latest notifications and how many are unread',
        response: { 200: NotificationListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listNotifications(db(), callerOf(request).userId)
    },
  )

  app.post(
    '/api/notifications/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark my notifications read (the given ids, or all)',
        body: MarkNotificationsReadSchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request)
      await markNotificationsRead(db(), userId, request.body.ids)
      return listNotifications(db(), userId)
    },
  )
}
