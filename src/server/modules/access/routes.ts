import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { createMailer } from '@server/modules/mail/mailer'
import { OUTBOX_WORKER } from '@server/modules/mail/outbox-delivery'
import { ACCESS_COOKIE, accessTokenOf } from '@shared/access/access-cookie'
import { ACCESS_CODE_RESEND_SECONDS } from '@shared/access/access-schemas'
import { siteContract } from '@shared/api/site-contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestCodeByEmail } from './access-codes'
import { accessGateEnabled, accessRequestMode } from './access-gate-state'
import { readAccessSession, redeemCode } from './access-sessions'
import { joinWaitingList } from './access-waitlist'

/**
 * Validation attempts per minute per IP; codes asked for (or places on the waiting list) per IP and
 * per hour per email (ADR 002, 006, 026, 050).
 */
const VALIDATE_PER_IP = { max: 10, timeWindow: '1 minute' }
const REQUESTS_PER_IP = { max: 10, timeWindow: '10 minutes' }
const REQUESTS_PER_EMAIL_PER_HOUR = 5

/** /access's calls: a code by email, a code for a session, and the session as the server sees it. */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const { config } = app.deps
  const mailerFor = (tx: typeof app.deps.database.db) =>
    createMailer(tx, {
      deliver: Boolean(config.SMTP_URL),
      onQueued: () => app.jobs.nudge(OUTBOX_WORKER),
      links: { publicUrl: config.PUBLIC_URL, secret: app.deps.authSecret },
    })

  const perEmail = app.createRateLimit({
    max: REQUESTS_PER_EMAIL_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) =>
      `access-email:${(request.body as { email?: string } | null)?.email ?? request.ip}`,
  })
  const throttlePerEmail = async (request: FastifyRequest) => {
    const limit = await perEmail(request)
    if (!limit.isAllowed && limit.isExceeded) {
      throw new DomainError('rate_limited', 429, undefined, { retryAfterSeconds: limit.ttlInSeconds })
    }
  }

  serveOperation(
    app,
    siteContract.requestAccessCode,
    async (request) => {
      if ((await accessRequestMode(db())) !== 'code_by_email')
        throw new DomainError('access_by_waiting_list', 409)
      const { email, language } = request.body
      const result = await requestCodeByEmail(db(), mailerFor, email, language, config.PUBLIC_URL)
      if (result === 'too_soon') {
        throw new DomainError('rate_limited', 429, undefined, {
          retryAfterSeconds: ACCESS_CODE_RESEND_SECONDS,
        })
      }
      return { sent: true as const, resendAfterSeconds: ACCESS_CODE_RESEND_SECONDS }
    },
    { config: { rateLimit: REQUESTS_PER_IP }, preHandler: throttlePerEmail },
  )

  serveOperation(
    app,
    siteContract.joinWaitingList,
    async (request) => {
      if ((await accessRequestMode(db())) !== 'waiting_list')
        throw new DomainError('access_by_email_code', 409)
      await joinWaitingList(db(), request.body.email, request.body.language)
      return { joined: true as const }
    },
    { config: { rateLimit: REQUESTS_PER_IP }, preHandler: throttlePerEmail },
  )

  serveOperation(
    app,
    siteContract.validateAccessCode,
    async (request, reply) => {
      const { token, session } = await redeemCode(db(), request.body.code)
      const secure = config.NODE_ENV === 'production' ? '; Secure' : ''
      reply.header(
        'set-cookie',
        `${ACCESS_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${session.expiresAt.toUTCString()}${secure}`,
      )
      reply.header('cache-control', 'no-store')
      return {
        success: true as const,
        access_level: session.accessLevel,
        features: session.features,
        session_id: session.id,
        expires_at: session.expiresAt.toISOString(),
      }
    },
    { config: { rateLimit: VALIDATE_PER_IP } },
  )

  serveOperation(app, siteContract.accessSession, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const token = accessTokenOf(request.headers.cookie)
    const session = token ? await readAccessSession(db(), token) : null
    return {
      gateEnabled: await accessGateEnabled(db(), config),
      requestMode: await accessRequestMode(db()),
      session: session
        ? {
            accessLevel: session.accessLevel,
            features: session.features,
            sessionId: session.id,
            expiresAt: session.expiresAt.toISOString(),
          }
        : null,
    }
  })
}
