import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import {
  csvFileResponse,
  csvStream,
  delimiterOf,
  exportFileName,
  keysetBatches,
} from '@server/modules/csv/csv-stream'
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
import { AdminActionResultSchema, CsvExportQuerySchema } from '@shared/admin/admin-common-schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
  const admin = { access: 'admin' as const }
  const tags = ['admin']

  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Accounts, one page: search, filters, sort',
        querystring: AccountListQuerySchema,
        response: { 200: AccountPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listAccounts(db(), request.query),
  )

  app.get(
    '/api/admin/users/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The filtered accounts as CSV (UTF-8 with BOM), streamed',
        querystring: AccountFilterQuerySchema.extend(CsvExportQuerySchema.shape),
        response: { 200: csvFileResponse('Accounts as CSV'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { delimiter, ...filters } = request.query
      await recordAudit(db(), actorOf(request), {
        action: 'export.users',
        targetType: 'user',
        details: { filters },
      })
      const stream = csvStream(
        ACCOUNT_CSV_COLUMNS,
        keysetBatches(accountBatch(db(), filters), (row) => row.id),
        delimiterOf(delimiter),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('users')}"`)
        .send(stream)
    },
  )

  app.get(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One account with its listings, credits, projects, requests and audit trail',
        params: AccountIdParamsSchema,
        response: { 200: AccountDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const detail = await loadAccountDetail(db(), request.params.id)
      if (!detail) throw new DomainError('not_found', 404)
      return detail
    },
  )

  app.post(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an account (verified); the person gets an email to choose a password',
        body: AccountCreateSchema,
        response: { 201: z.object({ id: z.string() }), ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const id = await createAccount(context(request), request.body)
      await sendInvitation(mailDeps(), id)
      return reply.code(201).send({ id })
    },
  )

  app.patch(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Correct an account: name, language, place, phone',
        params: AccountIdParamsSchema,
        body: AccountEditSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      await editAccount(context(request), request.params.id, request.body)
      return done()
    },
  )

  app.post(
    '/api/admin/users/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate (cannot sign in, sessions end, listings hidden)',
        params: AccountIdParamsSchema,
        body: AccountStatusSchema,
        response: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await setAccountStatus(context(request), request.params.id, request.body.status, request.body.reason)
      return done()
    },
  )

  app.post(
    '/api/admin/users/:id/role',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the role (customer, provider, admin)',
        params: AccountIdParamsSchema,
        body: AccountRoleSchema,
        response: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await setAccountRole(context(request), request.params.id, request.body.role)
      return done()
    },
  )

  app.post(
    '/api/admin/users/:id/verify',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark the account verified or not',
        params: AccountIdParamsSchema,
        body: AccountVerifySchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const ctx = context(request)
      await ctx.db.transaction((tx) =>
        setAccountVerifiedIn(tx, ctx, request.params.id, request.body.verified),
      )
      return done()
    },
  )

  app.post(
    '/api/admin/users/:id/credits',
    {
      config: admin,
      schema: {
        tags: ['admin', 'credits'],
        summary: 'Refill or adjust credits, with the reason written to the ledger',
        params: AccountIdParamsSchema,
        body: CreditAdjustSchema,
        response: { 200: CreditBalanceAnswerSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      balance: await adjustAccountCredits(
        context(request),
        request.params.id,
        request.body.delta,
        request.body.reason,
      ),
    }),
  )

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Email the person a password reset link, in their language',
        params: AccountIdParamsSchema,
        response: { ...Done, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
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
  )

  app.post(
    '/api/admin/users/:id/delete',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Erase an account (the same erasure as the person’s own), the email typed to confirm',
        params: AccountIdParamsSchema,
        body: AccountDeleteSchema,
        response: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await deleteAccount(context(request), request.params.id, request.body.confirm)
      return done()
    },
  )

  app.post(
    '/api/admin/users/bulk',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One action on the selected accounts, all or none',
        body: AccountBulkSchema,
        response: { ...Done, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => done(await bulkAccountAction(context(request), request.body)),
  )
}
