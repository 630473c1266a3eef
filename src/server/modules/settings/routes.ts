import { translationEnabled } from '@server/config'
import { errorResponses } from '@server/http/response-schemas'
import { actorOf } from '@server/modules/audit/audit-log'
import { PublicSettingsSchema, SettingsSchema, SettingsUpdateSchema } from '@shared/admin/settings-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readSettings, updateSettings } from './settings-store'

/** Settings admins change, and the public read other parts of the product use. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'The settings', response: { 200: SettingsSchema } },
    },
    async () => readSettings(db()),
  )

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change settings (each change audited)',
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request) => updateSettings(db(), actorOf(request), request.body),
  )

  app.get(
    '/api/public/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Settings the site shows: support email, response promise, credits, launch banner, access gate, landing weights, whether texts can be translated',
        response: { 200: PublicSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30')
      return { ...(await readSettings(db())), translation: translationEnabled(app.deps.config) }
    },
  )
}
