import { contactMessage } from '@server/db/schema/index'
import { serveOperation } from '@server/http/operation-route'
import { readSetting } from '@server/modules/settings/settings-store'
import { announceTicket } from '@server/modules/support/support-emails'
import { openTicket } from '@server/modules/support/support-tickets'
import { supportContract } from '@shared/api/support-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * The contact form: the message is kept, and opens a case in the support desk in the same
 * transaction; the sender gets an acknowledgement with the case's reference, the team a notice.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperation(
    app,
    supportContract.contact,
    async (request, reply) => {
      const db = app.deps.database.db
      const input = request.body
      const { saved, ticket } = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(contactMessage)
          .values(input)
          .returning({ id: contactMessage.id, createdAt: contactMessage.createdAt })
        if (!saved) throw new Error('contact message was not stored')
        const ticket = await openTicket(tx, {
          kind: 'contact',
          topic: input.topic,
          name: input.name,
          email: input.email,
          language: input.language,
          senderUserId: null,
          target: null,
          message: input.message,
        })
        return { saved, ticket }
      })
      await announceTicket(
        {
          mailer: app.mailer,
          publicUrl: app.deps.config.PUBLIC_URL,
          secret: app.deps.authSecret,
          log: app.log,
        },
        ticket,
        await readSetting(db, 'supportEmail'),
        input.message,
      )
      return reply
        .code(201)
        .send({ id: saved.id, receivedAt: saved.createdAt.toISOString(), reference: ticket.reference })
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  )
}
