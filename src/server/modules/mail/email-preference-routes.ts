import { callerOf } from '@server/http/access'
import { errorResponses } from '@server/http/response-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import {
  EMAIL_PREFERENCES_PATH,
  EMAIL_TOPICS,
  EmailPreferencesSchema,
  type EmailTopic,
  UNSUBSCRIBE_PATH,
} from '@shared/mail/email-topics'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isOptedOut, readUnsubscribeToken, setTopic } from './email-opt-outs'
import { unsubscribePage } from './unsubscribe-page'

const TokenQuerySchema = z.object({ token: z.string().max(2000) })

/**
 * The email preferences: read and changed in settings (signed in), and the unsubscribe link of an
 * optional email, which works without signing in: GET shows a page with one button, POST (that button,
 * or a mail client's one-click request, RFC 8058) turns the topic off for the address in the token.
 */
export const emailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const secret = app.deps.authSecret
  const publicUrl = app.deps.config.PUBLIC_URL

  // A one-click unsubscribe is posted as a form (List-Unsubscribe=One-Click); only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  const preferencesOf = async (email: string) =>
    Object.fromEntries(
      await Promise.all(EMAIL_TOPICS.map(async (topic) => [topic, !(await isOptedOut(db(), email, topic))])),
    ) as Record<EmailTopic, boolean>

  app.get(
    '/api/email-preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Which optional emails I receive',
        response: { 200: EmailPreferencesSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return preferencesOf(callerOf(request).email)
    },
  )

  app.put(
    '/api/email-preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Turn optional emails on or off',
        body: EmailPreferencesSchema,
        response: { 200: EmailPreferencesSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const { email } = callerOf(request)
      for (const topic of EMAIL_TOPICS) await setTopic(db(), email, topic, request.body[topic])
      return preferencesOf(email)
    },
  )

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
      if (!claim) return reply.code(400).send(page('en', { kind: 'invalid' }))
      const off = await isOptedOut(db(), claim.email, claim.topic)
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
      if (!claim) return reply.code(400).send(page('en', { kind: 'invalid' }))
      await setTopic(db(), claim.email, claim.topic, false)
      request.log.info({ topic: claim.topic }, 'unsubscribed by link')
      return page(claim.language, { kind: 'done', ...claim })
    },
  )
}
