import { callerOf } from '@server/http/access'
import { isDemoRequest } from '@server/http/demo-mode'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { serveOperation } from '@server/http/operation-route'
import { quotesContract } from '@shared/api/quotes-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createQuoteRequests } from './create-quote-requests'
import { cancelRequest } from './customer-decisions'
import { quoteRouteSupport } from './quote-route-support'
import { markSeen } from './quote-views'

/** The customer's project sent to providers, one request opened by whoever may see it, and its cancelling. */
export const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, open, detailOf } = quoteRouteSupport(app)

  serveOperation(app, quotesContract.send, async (request, reply) => {
    // A written project carries the estimate the form showed, computed here as the chat does.
    const estimate = app.estimateWrittenProject(request.body.project)
    const { project } = request.body
    const created = await createQuoteRequests(
      deps(),
      callerOf(request),
      // The language of the customer's own words, read by the assistant's detector (not the page's).
      {
        ...request.body,
        project: {
          ...project,
          language: app.writtenLanguage(project.description, requestLanguage(request)),
        },
      },
      estimate,
      undefined,
      isDemoRequest(request),
    )
    await app.landing.record(request, ['request_sent'])
    return reply.code(201).send(created)
  })

  serveOperation(
    app,
    quotesContract.estimate,
    async (request) => {
      const estimate = app.estimateWrittenProject(request.body)
      if (estimate) await app.landing.record(request, ['estimate_shown'])
      return estimate
    },
    {
      config: {
        rateLimit: { max: app.deps.config.ASSISTANT_RATE_LIMIT_PER_MIN, timeWindow: '1 minute' },
      },
    },
  )

  serveOperation(app, quotesContract.request, async (request, reply) => {
    const found = await open(request, request.params.id, request.query.token, [
      'customer',
      'provider',
      'admin',
    ])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    await markSeen(app.deps.database.db, found.context, found.viewer)
    reply.header('cache-control', 'no-store')
    return detailOf(request.params.id, found.viewer)
  })

  serveOperation(app, quotesContract.cancel, async (request) => {
    const found = await open(request, request.params.id, undefined, ['customer'])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    await cancelRequest(deps(), found.context, callerOf(request))
    return detailOf(request.params.id, 'customer')
  })
}
