import { callerOf, resolveCaller } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { serveOperation } from '@server/http/operation-route'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { readSetting } from '@server/modules/settings/settings-store'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { adminSupportContract } from '@shared/api/admin-support-contract'
import { partnersContract } from '@shared/api/partners-contract'
import { supportContract } from '@shared/api/support-contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestPlanOffer } from './plan-requests'
import { checkReportable } from './reports'
import { moderateReview } from './review-moderation'
import { addNote, answerByLink, publicThread, replyToTicket, updateTicket } from './support-actions'
import { announceTicket, type SupportMailDeps } from './support-emails'
import { listTickets, ticketDetail } from './support-queries'
import { openTicket } from './support-tickets'

const done = () => ({ ok: true as const, affected: 1 })

/** Public writes are few per person: a report or an answer a minute is plenty. */
const PUBLIC_WRITE_LIMIT = { max: 5, timeWindow: '10 minutes' }

/**
 * The support desk: reports from the site, the sender's signed reply link, and the admins' inbox,
 * replies, notes, status, assignment and review moderation (every admin write audited).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const mailDeps = (): SupportMailDeps => ({
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
  })

  serveOperation(
    app,
    supportContract.report,
    async (request, reply) => {
      const caller = await resolveCaller(app.auth, request).catch(() => null)
      const input = request.body
      const target = { type: input.targetType, id: input.targetId }
      await checkReportable(db(), caller, target)
      const row = await db().transaction((tx) =>
        openTicket(tx, {
          kind: input.reason === 'dispute' || input.targetType === 'request' ? 'dispute' : 'report',
          topic: input.reason,
          name: caller?.name ?? input.name ?? 'Anonymous',
          email: caller?.email ?? input.email ?? null,
          language: input.language,
          senderUserId: caller?.userId ?? null,
          target,
          message: input.text,
        }),
      )
      await announceTicket(mailDeps(), row, await readSetting(db(), 'supportEmail'), input.text)
      return reply.code(201).send({ reference: row.reference })
    },
    { config: { rateLimit: PUBLIC_WRITE_LIMIT } },
  )

  serveOperation(
    app,
    partnersContract.requestPlanOffer,
    async (request, reply) => {
      const caller = callerOf(request)
      const providerId = await ownedProviderId(db(), caller.userId)
      if (providerId === null) throw new DomainError('no_provider_listing', 404)
      const { ticket, message } = await requestPlanOffer(db(), {
        providerId,
        userId: caller.userId,
        tier: request.body.tier,
      })
      await announceTicket(mailDeps(), ticket, await readSetting(db(), 'supportEmail'), message)
      return reply.code(201).send({ reference: ticket.reference })
    },
    { config: { rateLimit: PUBLIC_WRITE_LIMIT } },
  )

  serveOperation(
    app,
    supportContract.thread,
    async (request) => publicThread(db(), app.deps.authSecret, request.query),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  )

  serveOperation(
    app,
    supportContract.replyToThread,
    async (request) => answerByLink(db(), app.deps.authSecret, request.query, request.body.message),
    { config: { rateLimit: PUBLIC_WRITE_LIMIT } },
  )
}

export const supportAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const mailDeps = (): SupportMailDeps => ({
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
  })
  const adminDeps = (request: FastifyRequest) => ({
    ...mailDeps(),
    db: db(),
    actor: actorOf(request),
    actorName: request.caller?.name ?? 'LuxPro',
  })
  const moderate = (
    operation: typeof adminSupportContract.hideReview | typeof adminSupportContract.restoreReview,
  ) =>
    adminRoute(operation, async (request) => {
      await moderateReview(
        { ...adminDeps(request), onListingsChanged: () => app.searchCache.clear() },
        operation === adminSupportContract.hideReview,
        { reviewId: request.params.id, reason: request.body.reason, ticketId: request.body.ticketId },
      )
      return done()
    })
  return [
    moderate(adminSupportContract.hideReview),
    moderate(adminSupportContract.restoreReview),
    ...serveAdminResource(adminSupportContract.tickets, {
      list: listTickets,
      detail: (database, id, request) => ticketDetail(database, id, requestLanguage(request)),
    }),
    adminRoute(adminSupportContract.reply, async (request) => {
      await replyToTicket(adminDeps(request), request.params.id, request.body)
      return done()
    }),
    adminRoute(adminSupportContract.addNote, async (request) => {
      await addNote(adminDeps(request), request.params.id, request.body.body)
      return done()
    }),
    adminRoute(adminSupportContract.update, async (request) => {
      await updateTicket(adminDeps(request), request.params.id, request.body)
      return done()
    }),
  ]
}
