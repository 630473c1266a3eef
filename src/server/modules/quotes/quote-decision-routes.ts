import { type Caller, callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { quotesContract } from '@shared/api/quotes-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { acceptQuote, rejectQuote, requestOfQuote } from './customer-decisions'
import type { RequestContext } from './quote-context'
import type { NotifyDeps } from './quote-notify'
import { quoteRouteSupport } from './quote-route-support'

/** What a decision acts on: the request the quote answers and its customer. */
interface Decided {
  deps: NotifyDeps
  context: RequestContext
  caller: Caller
}

/** POST /api/quotes/:id/accept and /reject, for the customer who owns the request the quote answers. */
export const quoteDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, detailOf } = quoteRouteSupport(app)

  /** The request the quote answers, for the customer who owns it. */
  async function decidedOn(quoteId: number, caller: Caller): Promise<Decided> {
    const context = await requestOfQuote(app.deps.database.db, quoteId, caller)
    if (!context) throw new DomainError('quote_request_unavailable', 404)
    return { deps: deps(), context, caller }
  }

  serveOperation(app, quotesContract.accept, async (request) => {
    const decided = await decidedOn(request.params.id, callerOf(request))
    await acceptQuote(decided.deps, decided.context, decided.caller)
    return detailOf(decided.context.request.id, 'customer')
  })
  serveOperation(app, quotesContract.reject, async (request) => {
    const decided = await decidedOn(request.params.id, callerOf(request))
    await rejectQuote(decided.deps, decided.context, decided.caller, request.body.reason)
    return detailOf(decided.context.request.id, 'customer')
  })
}
