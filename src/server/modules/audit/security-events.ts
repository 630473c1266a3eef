import { randomBytes } from 'node:crypto'
import { errorReport } from '@server/db/schema/index'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { actorOf, recordAudit } from './audit-log'

/**
 * Security events the auth library's routes and the account routes answer for
 * (every security event is audited): recorded from the answer, since those routes belong to
 * other modules. The admin actions record their own entries, inside their transactions.
 */
const EVENTS: Record<string, { ok?: string; failed?: string }> = {
  'POST /api/auth/sign-in/email': { failed: 'auth.sign_in_failed' },
  'POST /api/auth/two-factor/verify-totp': { failed: 'auth.two_factor_failed' },
  'POST /api/auth/two-factor/verify-backup-code': { failed: 'auth.two_factor_failed' },
  'POST /api/auth/change-password': { ok: 'auth.password_changed' },
  'POST /api/auth/reset-password': { ok: 'auth.password_reset' },
  'POST /api/users/me/delete': { ok: 'account.self_deleted', failed: 'account.self_delete_failed' },
  'GET /api/users/me/export': { ok: 'export.personal_data' },
}

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.slice(0, 254) : null
}

/** An error ID as the web app's error page writes them: ERR-<time>-<random>. */
export const newErrorId = () =>
  `ERR-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`

const failures = new WeakMap<FastifyRequest, Error>()

const securityEvents: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db
  const write = async (request: FastifyRequest, run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      request.log.warn({ err: error }, 'could not record a security event')
    }
  }

  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error)
  })

  // A 500 gets an error ID, sent in a header and kept with the stack for the admins' error list.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 500) return
    const errorId = newErrorId()
    reply.header('x-error-id', errorId)
    const error = failures.get(request)
    await write(request, async () => {
      await db()
        .insert(errorReport)
        .values({
          errorId,
          source: 'server',
          message: (error?.message ?? 'internal error').slice(0, 1000),
          stack: error?.stack?.slice(0, 8000) ?? null,
          method: request.method,
          url: request.url.split('?')[0]?.slice(0, 500) ?? null,
          userId: request.caller?.userId ?? null,
        })
    })
  })

  app.addHook('onResponse', async (request, reply) => {
    const event = EVENTS[`${request.method} ${request.routeOptions.url ?? ''}`]
    if (!event) return
    const status = reply.statusCode
    const action = status < 300 ? event.ok : status >= 400 && status !== 429 ? event.failed : undefined
    if (!action) return
    const actor = actorOf(request)
    await write(request, () =>
      recordAudit(db(), actor.userId ? actor : { ...actor, email: emailOf(request) }, {
        action,
        targetType: 'account',
        targetId: actor.userId,
        details: { status },
      }),
    )
  })
}

export default fp(securityEvents, { name: 'security-events' })
