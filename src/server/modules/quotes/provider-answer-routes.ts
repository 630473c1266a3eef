import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { quotesContract } from '@shared/api/quotes-contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { completeJob, declineRequest, startJob, submitQuote } from './provider-answers'
import type { RequestContext } from './quote-context'
import { quoteRouteSupport } from './quote-route-support'

type AnswerRequest = FastifyRequest & { params: { id: number }; query: { token?: string | undefined } }

/** The provider's answers to a request: quote, decline, start, complete. */
export const providerAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, open, detailOf } = quoteRouteSupport(app)

  /** Runs one answer on the request, for its provider only; the request as they now see it. */
  async function answer(request: AnswerRequest, run: (context: RequestContext) => Promise<void>) {
    const found = await open(request, request.params.id, request.query.token, ['provider'])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    await run(found.context)
    return detailOf(request.params.id, 'provider')
  }

  serveOperation(app, quotesContract.submitQuote, (request) =>
    answer(request, (context) => submitQuote(deps(), context, request.body)),
  )
  serveOperation(app, quotesContract.decline, (request) =>
    answer(request, (context) => declineRequest(deps(), context, request.body)),
  )
  serveOperation(app, quotesContract.start, (request) =>
    answer(request, (context) => startJob(deps(), context)),
  )
  serveOperation(app, quotesContract.complete, (request) =>
    answer(request, (context) => completeJob(deps(), context)),
  )
}
