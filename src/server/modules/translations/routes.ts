import { resolveCaller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { serveOperation } from '@server/http/operation-route'
import { siteContract } from '@shared/api/site-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readableText } from './readable-text'
import { TranslationCache } from './translation-cache'
import { TranslationError, translatorOf } from './translator'

const CACHED_TRANSLATIONS = 2000

/**
 * "Translate" beside what people wrote (ADR 070): one text the caller may read, named by kind and
 * id, into the caller's interface language, by the configured LLM. Off unless configured.
 */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const translator = translatorOf(app.deps.config)
  const cache = new TranslationCache(CACHED_TRANSLATIONS)
  const perCaller = app.createRateLimit({
    max: app.deps.config.TRANSLATION_RATE_LIMIT_PER_MIN,
    timeWindow: '1 minute',
    keyGenerator: (request) => `translate:${request.caller?.userId ?? request.ip}`,
  })

  serveOperation(app, siteContract.translate, async (request, reply) => {
    // Off is how this site is set up, not a passing outage: the route is as good as absent.
    if (!translator) throw new DomainError('translation_off', 404)
    request.caller = request.caller ?? (await resolveCaller(app.auth, request))
    const limit = await perCaller(request)
    if (!limit.isAllowed && limit.isExceeded) {
      throw new DomainError('rate_limited', 429, undefined, { retryAfterSeconds: limit.ttlInSeconds })
    }
    const { kind, id, token } = request.body
    const source = await readableText(
      {
        db: app.deps.database.db,
        secret: app.deps.authSecret,
        caller: request.caller,
        token,
        detect: app.writtenLanguage,
      },
      kind,
      id,
    )
    if (!source) throw new DomainError('not_found', 404)
    const to = requestLanguage(request)
    reply.header('cache-control', 'no-store')
    const answer = { kind, id, from: source.language, to, machineTranslated: true }
    // Already in the reader's language: the text as written, nothing sent.
    if (source.language === to) return { ...answer, text: source.text, machineTranslated: false }
    const key = TranslationCache.key(kind, id, to, source.text)
    const cached = cache.get(key)
    if (cached !== undefined) return { ...answer, text: cached }
    try {
      const text = await translator.translate({ text: source.text, from: source.language, to })
      cache.set(key, text)
      return { ...answer, text }
    } catch (error) {
      if (!(error instanceof TranslationError)) throw error
      request.log.warn({ kind, id, reason: error.message }, 'translation failed')
      throw new DomainError('translation_failed', 502)
    }
  })
}
