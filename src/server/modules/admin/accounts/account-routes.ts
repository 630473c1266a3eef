import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { errorResponses } from '@server/http/response-schemas'
import { defineAdminResource } from '@server/modules/admin-resource/admin-resource'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import {
  AccountBulkSchema,
  AccountCreateSchema,
  AccountDeleteSchema,
  AccountDetailSchema,
  AccountEditSchema,
  AccountFilterQuerySchema,
  AccountIdParamsSchema,
  AccountListQuerySchema,
  AccountPageSchema,
  AccountRoleSchema,
  AccountStatusSchema,
  AccountVerifySchema,
  CreditAdjustSchema,
  CreditBalanceAnswerSchema,
} from '@shared/admin/account-admin-schemas'
import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  type AccountActionContext,
  adjustAccountCredits,
  createAccount,
  deleteAccount,
  editAccount,
  setAccountRole,
  setAccountStatus,
  setAccountVerifiedIn,
} from './account-actions'
import { bulkAccountAction } from './account-bulk'
import { loadAccountDetail } from './account-detail'
import { ACCOUNT_CSV_COLUMNS, accountBatch, listAccounts } from './account-list'
import { type MailDeps, sendInvitation, sendPasswordReset } from './account-mail'

const done = (affected = 1) => ({ ok: true as const, affected })
const Done = { 200: AdminActionResultSchema }

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
  const tags = ['admin']

  return [
    ...defineAdminResource({
      path: '/api/admin/users',
      list: {
        summary: 'Accounts, one page: search, filters, sort',
        querySchema: AccountListQuerySchema,
        response: AccountPageSchema,
        load: listAccounts,
      },
      csv: {
        summary: 'The filtered accounts as CSV (UTF-8 with BOM), streamed',
        file: 'Accounts as CSV',
        filterSchema: AccountFilterQuerySchema,
        columns: ACCOUNT_CSV_COLUMNS,
        batch: accountBatch,
        keyOf: (row) => row.id,
        fileName: 'users',
        audit: { action: 'export.users', targetType: 'user' },
      },
      detail: {
        summary: 'One account with its listings, credits, projects, requests and audit trail',
        params: AccountIdParamsSchema,
        response: AccountDetailSchema,
        load: loadAccountDetail,
      },
      batchActions: {
        summary: 'One action on the selected accounts, all or none',
        body: AccountBulkSchema,
        run: (request, input) => bulkAccountAction(context(request), input),
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users',
      schema: {
        tags,
        summary: 'Create an account (verified); the person gets an email to choose a password',
        body: AccountCreateSchema,
        response: { 201: z.object({ id: z.string() }), ...errorResponses(400, 409, 413, 415) },
      },
      handler: async (request, reply) => {
        const id = await createAccount(context(request), request.body)
        await sendInvitation(mailDeps(), id)
        return reply.code(201).send({ id })
      },
    }),
    adminRoute({
      method: 'PATCH',
      url: '/api/admin/users/:id',
      schema: {
        tags,
        summary: 'Correct an account: name, language, place, phone',
        params: AccountIdParamsSchema,
        body: AccountEditSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        await editAccount(context(request), request.params.id, request.body)
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users/:id/status',
      schema: {
        tags,
        summary: 'Activate or deactivate (cannot sign in, sessions end, listings hidden)',
        params: AccountIdParamsSchema,
        body: AccountStatusSchema,
        response: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
      },
      handler: async (request) => {
        await setAccountStatus(context(request), request.params.id, request.body.status, request.body.reason)
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users/:id/role',
      schema: {
        tags,
        summary: 'Change the role (customer, provider, admin)',
        params: AccountIdParamsSchema,
        body: AccountRoleSchema,
        response: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
      },
      handler: async (request) => {
        await setAccountRole(context(request), request.params.id, request.body.role)
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users/:id/verify',
      schema: {
        tags,
        summary: 'Mark the account verified or not',
        params: AccountIdParamsSchema,
        body: AccountVerifySchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
      handler: async (request) => {
        const ctx = context(request)
        await ctx.db.transaction((tx) =>
          setAccountVerifiedIn(tx, ctx, request.params.id, request.body.verified),
        )
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users/:id/credits',
      schema: {
        tags: ['admin', 'credits'],
        summary: 'Refill or adjust credits, with the reason written to the ledger',
        params: AccountIdParamsSchema,
        body: CreditAdjustSchema,
        response: { 200: CreditBalanceAnswerSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
      handler: async (request) => ({
        balance: await adjustAccountCredits(
          context(request),
          request.params.id,
          request.body.delta,
          request.body.reason,
        ),
      }),
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users/:id/password-reset',
      schema: {
        tags,
        summary: 'Email the person a password reset link, in their language',
        params: AccountIdParamsSchema,
        response: { ...Done, ...errorResponses(400, 404) },
      },
      handler: async (request) => {
        const sent = await sendPasswordReset(mailDeps(), request.params.id)
        // The link is the auth library's own token, stored by it: the entry follows the email.
        await recordAudit(db(), actorOf(request), {
          action: 'user.password_reset_sent',
          targetType: 'user',
          targetId: request.params.id,
          after: { resetLinkSentTo: sent.to, validMinutes: sent.validMinutes },
        })
        return done()
      },
    }),
    adminRoute({
      method: 'POST',
      url: '/api/admin/users/:id/delete',
      schema: {
        tags,
        summary: 'Erase an account (the same erasure as the person’s own), the email typed to confirm',
        params: AccountIdParamsSchema,
        body: AccountDeleteSchema,
        response: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
      },
      handler: async (request) => {
        await deleteAccount(context(request), request.params.id, request.body.confirm)
        return done()
      },
    }),
  ]
}
