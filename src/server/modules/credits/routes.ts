import { user } from '@server/db/schema/index'
import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import { CreditBalanceSchema } from '@shared/accounts/account-schemas'
import { adminUsersContract } from '@shared/api/admin-users-contract'
import { ApiErrorSchema } from '@shared/http/api-error'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { creditBalance, refillCredits, spendCredit } from './credit-ledger'

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
    async (request) => {
      const result = await spendCredit(app.deps.database.db, callerOf(request).userId)
      // The same refusal, in the same words, as a quote request with no open project left.
      if (!result.spent) throw new DomainError('no_credits', 409)
      return { balance: result.balance }
    },
  )
}

export const creditAdminRoutes: AdminRoutes = (app) => {
  return [
    adminRoute(adminUsersContract.refillCredits, async (request) => {
      const { userId, amount } = request.body
      const [target] = await app.deps.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1)
      if (!target) throw new DomainError('not_found', 404)
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
    }),
  ]
}
