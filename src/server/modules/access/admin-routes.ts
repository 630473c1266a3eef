import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import { adminAccessContract } from '@shared/api/admin-access-contract'
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
    ...serveAdminResource(adminAccessContract.codes, {
      list: async (database, query) => ({ items: await listCodes(database, query) }),
    }),
    adminRoute(adminAccessContract.createCode, async (request, reply) =>
      reply.code(201).send(await createCode(db(), actorOf(request), request.body)),
    ),
    adminRoute(adminAccessContract.inviteByEmail, async (request) => {
      const invited = await inviteByEmail(db(), mailerFor, actorOf(request), request.body, config.PUBLIC_URL)
      return { invited }
    }),
    adminRoute(adminAccessContract.revokeCode, async (request) =>
      revokeCode(db(), actorOf(request), request.params.id),
    ),
    ...serveAdminResource(adminAccessContract.waitingList, {
      list: (database, query) => listWaitingList(database, query.state),
    }),
    adminRoute(adminAccessContract.inviteFromWaitingList, async (request) => ({
      invited: await inviteFromWaitingList(
        db(),
        mailerFor,
        actorOf(request),
        request.body.ids,
        config.PUBLIC_URL,
      ),
    })),
  ]
}
