import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { welcomedInSession } from '@server/modules/credits/credit-ledger'
import { adminUsersContract } from '@shared/api/admin-users-contract'
import { profileContract } from '@shared/api/profile-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { exportPersonalData } from './personal-data-export'
import { eraseAccount, loadProfile, updateProfile, verifyOwnPassword } from './profile-service'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  serveOperation(app, profileContract.me, async (request) => {
    const caller = callerOf(request)
    const data = await loadProfile(db(), caller.userId)
    if (!data) throw new Error('signed-in user without a user row')
    return {
      data: { ...data, firstSignIn: await welcomedInSession(db(), caller.userId, caller.sessionId) },
    }
  })

  // product §7: the profile store call. It updates the caller's own profile only; type, verified and
  // email are server state and ignored when sent.
  serveOperation(app, profileContract.store, async (request) => {
    const { email: _email, type: _type, verified: _verified, ...changes } = request.body
    const userId = callerOf(request).userId
    await updateProfile(db(), userId, changes)
    const data = await loadProfile(db(), userId)
    if (!data) throw new Error('profile vanished during update')
    return { data }
  })

  serveOperation(app, profileContract.export, async (request, reply) => {
    const data = await exportPersonalData(db(), callerOf(request).userId)
    reply.header('content-disposition', 'attachment; filename="luxpro-my-data.json"')
    return data ?? {}
  })

  serveOperation(
    app,
    profileContract.deleteAccount,
    async (request, reply) => {
      const caller = callerOf(request)
      const ctx = await app.auth.$context
      const ok = await verifyOwnPassword(ctx.password, db(), caller.userId, request.body.password)
      if (!ok) throw new DomainError('wrong_password', 403)
      const erased = await eraseAccount(db(), caller.userId)
      await app.fileStore.removeAll(erased, request.log)
      reply.header('set-cookie', 'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
      return reply.code(204).send(null)
    },
    { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
  )
}

export const profileAdminRoutes: AdminRoutes = () => [
  adminRoute(adminUsersContract.currentUser, async (request) => {
    const caller = callerOf(request)
    return {
      data: {
        id: caller.userId,
        email: caller.email,
        name: caller.name,
        type: caller.type,
        role: caller.role,
        twoFactorEnabled: caller.twoFactorEnabled,
      },
    }
  }),
]
