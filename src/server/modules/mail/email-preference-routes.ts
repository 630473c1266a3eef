import { callerOf } from '@server/http/access'
import { serveOperation } from '@server/http/operation-route'
import { pageLanguage } from '@server/http/page-language'
import {
  isUnsubscribed,
  preferencesOf,
  readUnsubscribeToken,
  storePreferences,
  unsubscribe,
} from '@server/modules/notifications/notification-preferences'
import { profileContract } from '@shared/api/profile-contract'
import type { UiLanguage } from '@shared/i18n/languages'
import { EMAIL_PREFERENCES_PATH, UNSUBSCRIBE_PATH } from '@shared/mail/notification-preferences'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createMailer } from './mailer'
import { runNotificationDigest } from './notification-digest'
import { OUTBOX_WORKER } from './outbox-delivery'
import { unsubscribePage } from './unsubscribe-page'

/** Hourly: each address's digest leaves at the first run from the digest hour, once a day. */
const DIGEST_RUN_EVERY_MS = 60 * 60 * 1000

const TokenQuerySchema = z.object({ token: z.string().max(2000) })

/**
 * The notification preferences (per family: in-app notices, and emails one by one, in the daily
 * digest or off): read and changed in settings (signed in), and the unsubscribe link of an optional
 * email, which works without signing in: GET shows a page with one button, POST (that button, or a
 * mail client's one-click request, RFC 8058) turns the token's family (or the digest) off for its address.
 */
export const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const secret = app.deps.authSecret
  const publicUrl = app.deps.config.PUBLIC_URL

  // The daily digest of the emails held back, once per address and day across the cluster (its
  // (address, day) row is claimed in the digest email's transaction).
  app.jobs.schedule({
    name: 'notification-digest',
    everyMs: DIGEST_RUN_EVERY_MS,
    run: ({ db: jobDb, log }) =>
      runNotificationDigest({
        db: jobDb,
        mailerFor: (tx) =>
          createMailer(tx, {
            deliver: Boolean(app.deps.config.SMTP_URL),
            onQueued: () => app.jobs.nudge(OUTBOX_WORKER),
            links: { publicUrl, secret },
          }),
        publicUrl,
        log,
      }),
  })

  // A one-click unsubscribe is posted as a form (List-Unsubscribe=One-Click); only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  serveOperation(app, profileContract.emailPreferences, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return preferencesOf(db(), callerOf(request).email)
  })

  serveOperation(app, profileContract.storeEmailPreferences, async (request) => {
    const { email } = callerOf(request)
    await storePreferences(db(), email, request.body)
    return preferencesOf(db(), email)
  })

  const page = (language: UiLanguage, state: Parameters<typeof unsubscribePage>[1], token = '') =>
    unsubscribePage(language, state, {
      action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      preferences: `${publicUrl}${EMAIL_PREFERENCES_PATH}`,
    })

  app.get(
    UNSUBSCRIBE_PATH,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: TokenQuerySchema },
    },
    async (request, reply) => {
      const claim = readUnsubscribeToken(secret, request.query.token)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (!claim) return reply.code(400).send(page(pageLanguage(request), { kind: 'invalid' }))
      const off = await isUnsubscribed(db(), claim.email, claim.topic)
      return page(claim.language, { kind: off ? 'done' : 'ask', ...claim }, request.query.token)
    },
  )

  app.post(
    UNSUBSCRIBE_PATH,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: TokenQuerySchema },
    },
    async (request, reply) => {
      const claim = readUnsubscribeToken(secret, request.query.token)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (!claim) return reply.code(400).send(page(pageLanguage(request), { kind: 'invalid' }))
      await unsubscribe(db(), claim.email, claim.topic)
      request.log.info({ topic: claim.topic }, 'unsubscribed by link')
      return page(claim.language, { kind: 'done', ...claim })
    },
  )
}
