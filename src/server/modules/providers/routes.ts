import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { serveOperation } from '@server/http/operation-route'
import { sendReadyAnswer } from '@server/http/ready-answer'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { searchProviders } from '@server/modules/providers/directory/provider-search'
import { ownedProviderId } from '@server/modules/workspace/owned-provider'
import { providersContract } from '@shared/api/providers-contract'
import { ProviderLogoQuerySchema } from '@shared/providers/provider-logo'
import { ProviderSlugParamsSchema } from '@shared/providers/provider-profile-schemas'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createLogoMarks } from './provider-logo'
import { findActiveProvider } from './provider-profile'
import { getReviewPage } from './review-queries'
import { createReview, replyToReview, reviewEligibility } from './review-service'

/** Browsers and proxies may keep public directory answers briefly; the web client caches 10 min (product §9). */
const PUBLIC_CACHE = 'public, max-age=60'

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const searchCache = app.searchCache

  serveOperation(app, providersContract.search, async (request, reply) => {
    const key = searchCache.key(request.query)
    let answer = searchCache.get(key)
    if (!answer) {
      const origin = await app.directoryIndex.origin(request.query)
      if (origin === 'unknown') throw new DomainError('unknown_locality', 400)
      const result = await searchProviders(app.directoryIndex, request.query, origin)
      // Serialised once, then sent as bytes (the cards were checked against the schema when read).
      answer = searchCache.set(key, JSON.stringify(result))
    }
    return sendReadyAnswer(request, reply as unknown as FastifyReply, answer, PUBLIC_CACHE)
  })

  serveOperation(app, providersContract.profile, async (request, reply) => {
    const kept = await app.providerProfiles.get(db(), request.params.slug, request.query)
    if (!kept) throw new DomainError('not_found', 404)
    return sendReadyAnswer(request, reply as unknown as FastifyReply, kept.answer, PUBLIC_CACHE)
  })

  const logoOf = createLogoMarks()
  app.get(
    '/api/public/providers/:slug/logo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'The logo of an active listing, at most 192 px a side (WebP); ?v= is its version',
        params: ProviderSlugParamsSchema,
        querystring: ProviderLogoQuerySchema,
        response: { 200: fileResponse('The logo', ['image/webp']), ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const logo = await logoOf(db(), request.params.slug)
      if (!logo) throw new DomainError('not_found', 404)
      return (
        reply
          .header('content-type', 'image/webp')
          // A versioned address never changes its bytes; an unversioned one may.
          .header(
            'cache-control',
            request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          )
          .header('x-content-type-options', 'nosniff')
          .send(logo)
      )
    },
  )

  serveOperation(app, providersContract.reviews, async (request) => {
    const found = await findActiveProvider(db(), request.params.slug)
    if (!found) throw new DomainError('not_found', 404)
    return getReviewPage(db(), found.id, request.query)
  })

  serveOperation(app, providersContract.reviewEligibility, async (request, reply) => {
    const found = await findActiveProvider(db(), request.params.slug)
    if (!found) throw new DomainError('not_found', 404)
    reply.header('cache-control', 'no-store')
    return reviewEligibility(db(), callerOf(request), found.id)
  })

  serveOperation(app, providersContract.createReview, async (request, reply) => {
    const found = await findActiveProvider(db(), request.params.slug)
    if (!found) throw new DomainError('not_found', 404)
    const outcome = await createReview(db(), callerOf(request), found.id, {
      ...request.body,
      // The review's own language, by the assistant's detector; the page's when its words say none.
      language: app.writtenLanguage(request.body.text, requestLanguage(request)),
    })
    if (outcome.ok) {
      searchCache.clear()
      return reply.code(201).send(outcome.review)
    }
    if (outcome.reason === 'already_reviewed') throw new DomainError('already_reviewed', 409)
    throw new DomainError('review_not_allowed', 403)
  })

  serveOperation(app, providersContract.myReviews, async (request, reply) => {
    const providerId = await ownedProviderId(db(), callerOf(request).userId)
    if (providerId === null) throw new DomainError('no_provider_listing', 404)
    reply.header('cache-control', 'no-store')
    return getReviewPage(db(), providerId, request.query)
  })

  serveOperation(app, providersContract.replyToReview, async (request) => {
    const outcome = await replyToReview(db(), callerOf(request), request.params.id, request.body.text)
    if (outcome.ok) return outcome.review
    throw new DomainError('not_found', 404)
  })
}
