import { callerOf } from '@server/http/access'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { welcomedInSession } from '@server/modules/credits/credit-ledger'
import {
  CurrentUserInfoSchema,
  DeleteAccountSchema,
  ProfileResponseSchema,
  ProfileStoreSchema,
} from '@shared/accounts/account-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { exportPersonalData } from './personal-data-export'
import { eraseAccount, loadProfile, updateProfile, verifyOwnPassword } from './profile-service'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db

  app.get(
    '/api/users/me',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['profiles'], summary: 'My profile', response: { 200: ProfileResponseSchema } },
    },
    async (request) => {
      const caller = callerOf(request)
      const data = await loadProfile(db(), caller.userId)
      if (!data) throw new Error('signed-in user without a user row')
      return {
        data: { ...data, firstSignIn: await welcomedInSession(db(), caller.userId, caller.sessionId) },
      }
    },
  )

  // product §7: the profile store call. It updates the caller's own profile only; type, verified and
  // email are server state and ignored when sent.
  app.post(
    '/api/users/profile/store',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profiles'],
        summary: 'Save my profile (type and verification stay server state)',
        body: ProfileStoreSchema,
        response: { 200: ProfileResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { email: _email, type: _type, verified: _verified, ...changes } = request.body
      const userId = callerOf(request).userId
      await updateProfile(db(), userId, changes)
      const data = await loadProfile(db(), userId)
      if (!data) throw new Error('profile vanished during update')
      return { data }
    },
  )

  app.get(
    '/api/users/me/export',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profiles'],
        summary: 'Everything we hold about me (JSON)',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(db(), callerOf(request).userId)
      reply.header('content-disposition', 'attachment; filename="luxpro-my-data.json"')
      return data ?? {}
    },
  )

  app.post(
    '/api/users/me/delete',
    {
      config: { access: 'signedIn', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['profiles'],
        summary: 'Erase my account for good (password required)',
        body: DeleteAccountSchema,
        response: { 204: z.null(), 403: ApiErrorSchema },
      },
    },
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
  )
}

export const profileAdminRoutes: AdminRoutes = () => [
  adminRoute({
    method: 'GET',
    url: '/api/admin/users/current/info',
    access: 'signedIn',
    schema: {
      tags: ['profiles'],
      summary: 'Who is calling: id, email, name, type (admin check)',
      response: { 200: CurrentUserInfoSchema },
    },
    handler: async (request) => {
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
    },
  }),
]
