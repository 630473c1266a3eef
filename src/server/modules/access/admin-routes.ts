import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import {
  AccessCodeCreatedSchema,
  AccessCodeCreateSchema,
  AccessCodeIdParamsSchema,
  AccessCodeListQuerySchema,
  AccessCodeListSchema,
  AccessCodeRowSchema,
  AccessInviteResultSchema,
  AccessInviteSchema,
  WaitingListInviteResultSchema,
  WaitingListInviteSchema,
  WaitingListQuerySchema,
  WaitingListSchema,
} from '@shared/access/access-schemas'
import { createCode, inviteByEmail, listCodes, revokeCode } from './access-codes'
import { inviteFromWaitingList, listWaitingList } from './access-waitlist'

/**
 * Admins' access codes: create, invite by email in bulk, see uses, revoke; and the waiting list:
 * see who waits, invite a batch. Each write audited.
 */
export const accessAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const { config } = app.deps
  const mailerFor = (tx: ReturnType<typeof db>) =>
    createMailer(tx, {
      deliver: Boolean(config.SMTP_URL),
      onQueued: () => app.jobs.nudge(OUTBOX_WORKER),
      links: { publicUrl: config.PUBLIC_URL, secret: app.deps.authSecret },
    })

  return [
    ...defineAdminResource({
      path: '/api/admin/access-codes',
      list: {
        summary: 'Access codes, newest first, with their uses and state',
        querySchema: AccessCodeListQuerySchema,
        response: AccessCodeListSchema,
        load: async (database, query) => ({ items: await listCodes(database, query) }),
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/access-codes',
      schema: {
        tags: ['admin'],
        summary: 'Create an access code (shown once: only its hash is kept)',
        body: AccessCodeCreateSchema,
        response: { 201: AccessCodeCreatedSchema, ...errorResponses(400, 413, 415) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createCode(db(), actorOf(request), request.body)),
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/access-codes/invite',
      schema: {
        tags: ['admin'],
        summary: 'Email a single-use access code to each address',
        body: AccessInviteSchema,
        response: { 200: AccessInviteResultSchema, ...errorResponses(400, 413, 415) },
      },
      handler: async (request) => {
        const invited = await inviteByEmail(
          db(),
          mailerFor,
          actorOf(request),
          request.body,
          config.PUBLIC_URL,
        )
        return { invited }
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/access-codes/:id/revoke',
      schema: {
        tags: ['admin'],
        summary: 'Revoke an access code: no new use, and the sessions it opened end',
        params: AccessCodeIdParamsSchema,
        response: { 200: AccessCodeRowSchema, ...errorResponses(400, 404) },
      },
      handler: async (request) => revokeCode(db(), actorOf(request), request.params.id),
    }),
    ...defineAdminResource({
      path: '/api/admin/access-waiting-list',
      list: {
        summary:
          'The early-access waiting list: who waits (first come first) or who was invited, and both counts',
        querySchema: WaitingListQuerySchema,
        response: WaitingListSchema,
        load: (database, query) => listWaitingList(database, query.state),
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/access-waiting-list/invite',
      schema: {
        tags: ['admin'],
        summary:
          'Invite these people from the waiting list: a single-use full-access code each, emailed in their language',
        body: WaitingListInviteSchema,
        response: { 200: WaitingListInviteResultSchema, ...errorResponses(400, 413, 415) },
      },
      handler: async (request) => ({
        invited: await inviteFromWaitingList(
          db(),
          mailerFor,
          actorOf(request),
          request.body.ids,
          config.PUBLIC_URL,
        ),
      }),
    }),
  ]
}
