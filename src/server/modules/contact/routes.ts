import { contactMessage } from '@server/db/schema/index'
import { ContactMessageSchema, ContactReceiptSchema } from '@shared/contact/contact-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/public/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the LuxPro team',
        body: ContactMessageSchema,
        response: { 201: ContactReceiptSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const [saved] = await app.deps.database.db
        .insert(contactMessage)
        .values(request.body)
        .returning({ id: contactMessage.id, createdAt: contactMessage.createdAt })
      if (!saved) throw new Error('contact message was not stored')
      return reply.code(201).send({ id: saved.id, receivedAt: saved.createdAt.toISOString() })
    },
  )
}
