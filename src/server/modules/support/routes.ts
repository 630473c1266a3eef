import { callerOf, resolveCaller } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { serveOperation } from '@server/http/operation-route'
import { errorResponses } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { readSetting } from '@server/modules/settings/settings-store'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import { IdParamsSchema } from '@shared/admin/content-admin-schemas'
import { partnersContract } from '@shared/api/partners-contract'
import { supportContract } from '@shared/api/support-contract'
import {
  ReviewModerationSchema,
  SupportListQuerySchema,
  SupportListSchema,
  SupportNoteSchema,
  SupportReplySchema,
  SupportTicketDetailSchema,
  SupportUpdateSchema,
} from '@shared/support/support-schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestPlanOffer } from './plan-requests'
import { checkReportable } from './reports'
import { moderateReview } from './review-moderation'
import { addNote, answerByLink, publicThread, replyToTicket, updateTicket } from './support-actions'
import { announceTicket, type SupportMailDeps } from './support-emails'
import { listTickets, ticketDetail } from './support-queries'
import { openTicket } from './support-tickets'

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
  const tags = ['support']
  return [
    ...(['hide', 'restore'] as const).map((action) =>
      adminRoute({
        method: 'POST',
        url: `/api/admin/reviews/:id/${action}`,
        schema: {
          tags: [...tags, 'admin'],
          summary:
            action === 'hide'
              ? 'Hide a review with a reason: off the profile, the rating and the ranking at once; author and provider told'
              : 'Restore a hidden review with a reason; author and provider told',
          params: IdParamsSchema,
          body: ReviewModerationSchema,
          response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 409, 413, 415) },
        },
        handler: async (request) => {
          await moderateReview(
            { ...adminDeps(request), onListingsChanged: () => app.searchCache.clear() },
            action === 'hide',
            { reviewId: request.params.id, reason: request.body.reason, ticketId: request.body.ticketId },
          )
          return { ok: true as const, affected: 1 }
        },
      }),
    ),
    ...defineAdminResource({
      path: '/api/admin/support',
      tags,
      list: {
        summary: 'The support inbox: unanswered cases first, by time left on their promise',
        querySchema: SupportListQuerySchema,
        response: SupportListSchema,
        load: listTickets,
      },
      detail: {
        summary: 'A case: its thread with notes, the reported item and the admins who can take it',
        params: IdParamsSchema,
        response: SupportTicketDetailSchema,
        load: (database, id, request) => ticketDetail(database, id, requestLanguage(request)),
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/support/:id/reply',
      schema: {
        tags,
        summary: 'Reply to the sender: emailed in their language with the reference and a link to answer',
        params: IdParamsSchema,
        body: SupportReplySchema,
        response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await replyToTicket(adminDeps(request), request.params.id, request.body)
        return { ok: true as const, affected: 1 }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/support/:id/notes',
      schema: {
        tags,
        summary: 'Add an internal note (admins only ever see it)',
        params: IdParamsSchema,
        body: SupportNoteSchema,
        response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await addNote(adminDeps(request), request.params.id, request.body.body)
        return { ok: true as const, affected: 1 }
      },
    }),
    adminRoute({
      method: 'PATCH',
      url: '/api/admin/support/:id',
      schema: {
        tags,
        summary: 'Change a case’s status or assignee',
        params: IdParamsSchema,
        body: SupportUpdateSchema,
        response: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await updateTicket(adminDeps(request), request.params.id, request.body)
        return { ok: true as const, affected: 1 }
      },
    }),
  ]
}
