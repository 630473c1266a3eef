import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { serveAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import { adminUsersContract } from '@shared/api/admin-users-contract'
import type { FastifyRequest } from 'fastify'
import {
  type AccountActionContext,
  adjustAccountCredits,
  createAccount,
  deleteAccount,
  editAccount,
  setAccountRole,
  setAccountStatus,
  setAccountVerifiedIn,
} from './user-actions'
import { bulkAccountAction } from './user-bulk'
import { loadAccountDetail } from './user-detail'
import { ACCOUNT_CSV_COLUMNS, accountBatch, listAccounts } from './user-list'
import { type MailDeps, sendInvitation, sendPasswordReset } from './user-mail'

const done = (affected = 1) => ({ ok: true as const, affected })

/** /api/admin/users: people's accounts. */
export const accountAdminRoutes: AdminRoutes = (app) => {
  const db = () => app.deps.database.db
  const context = (request: FastifyRequest): AccountActionContext => ({
    db: db(),
    actor: actorOf(request),
    onListingsChanged: () => app.searchCache.clear(),
    removeFiles: (stored) => app.fileStore.removeAll(stored, request.log),
  })
  const mailDeps = (): MailDeps => ({
    db: db(),
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    storeToken: async (data) => (await app.auth.$context).internalAdapter.createVerificationValue(data),
  })

  return [
    ...serveAdminResource(adminUsersContract.users, {
      list: listAccounts,
      export: {
        columns: ACCOUNT_CSV_COLUMNS,
        batch: accountBatch,
        keyOf: (row) => row.id,
        fileName: 'users',
        audit: { action: 'export.users', targetType: 'user' },
      },
      detail: loadAccountDetail,
      bulk: (request, input) => bulkAccountAction(context(request), input),
    }),
    adminRoute(adminUsersContract.create, async (request, reply) => {
      const id = await createAccount(context(request), request.body)
      await sendInvitation(mailDeps(), id)
      return reply.code(201).send({ id })
    }),
    adminRoute(adminUsersContract.edit, async (request) => {
      await editAccount(context(request), request.params.id, request.body)
      return done()
    }),
    adminRoute(adminUsersContract.setStatus, async (request) => {
      await setAccountStatus(context(request), request.params.id, request.body.status, request.body.reason)
      return done()
    }),
    adminRoute(adminUsersContract.setRole, async (request) => {
      await setAccountRole(context(request), request.params.id, request.body.role)
      return done()
    }),
    adminRoute(adminUsersContract.setVerified, async (request) => {
      const ctx = context(request)
      await ctx.db.transaction((tx) =>
        setAccountVerifiedIn(tx, ctx, request.params.id, request.body.verified),
      )
      return done()
    }),
    adminRoute(adminUsersContract.adjustCredits, async (request) => ({
      balance: await adjustAccountCredits(
        context(request),
        request.params.id,
        request.body.delta,
        request.body.reason,
      ),
    })),
    adminRoute(adminUsersContract.sendPasswordReset, async (request) => {
      const sent = await sendPasswordReset(mailDeps(), request.params.id)
      // The link is the auth library's own token, stored by it: the entry follows the email.
      await recordAudit(db(), actorOf(request), {
        action: 'user.password_reset_sent',
        targetType: 'user',
        targetId: request.params.id,
        after: { resetLinkSentTo: sent.to, validMinutes: sent.validMinutes },
      })
      return done()
    }),
    adminRoute(adminUsersContract.delete, async (request) => {
      await deleteAccount(context(request), request.params.id, request.body.confirm)
      return done()
    }),
  ]
}
