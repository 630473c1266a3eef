import { user } from '@server/db/schema/index'
import { callerOf } from '@server/http/access'
import { requestLanguage } from '@server/http/errors'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import { CreditBalanceSchema, CreditRefillSchema } from '@shared/accounts/account-schemas'
import { ApiErrorSchema, apiError } from '@shared/http/api-error'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { creditBalance, refillCredits, spendCredit } from './credit-ledger'

const NO_CREDITS = {
  en: 'You have no credits left.',
  fr: 'Vous n’avez plus de crédits.',
  de: 'Sie haben keine Credits mehr.',
}

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credits',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['credits'], summary: 'My credit balance', response: { 200: CreditBalanceSchema } },
    },
    async (request) => ({ balance: await creditBalance(app.deps.database.db, callerOf(request).userId) }),
  )

  app.post(
    '/api/credits/spend',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['credits'],
        summary: 'Spend one credit',
        response: { 200: CreditBalanceSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await spendCredit(app.deps.database.db, callerOf(request).userId)
      if (!result.spent)
        return reply.code(409).send(apiError('no_credits', NO_CREDITS[requestLanguage(request)]))
      return { balance: result.balance }
    },
  )

  app.post(
    '/api/admin/credits/refill',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['credits', 'admin'],
        summary: 'Refill an account’s credits (admins)',
        body: CreditRefillSchema,
        response: { 200: CreditBalanceSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId, amount } = request.body
      const [target] = await app.deps.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1)
      if (!target) return reply.code(404).send(apiError('not_found', 'No user found'))
      const balance = await app.deps.database.db.transaction(async (tx) => {
        const after = await refillCredits(tx, userId, amount, callerOf(request).userId)
        await recordAudit(tx, actorOf(request), {
          action: 'credits.refill',
          targetType: 'user',
          targetId: userId,
          before: { credits: after - amount },
          after: { credits: after },
          details: { delta: amount },
        })
        return after
      })
      return { balance }
    },
  )
}
