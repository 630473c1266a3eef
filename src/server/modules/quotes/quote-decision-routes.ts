import { type Caller, callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import {
  AcceptInputSchema,
  QuoteRequestDetailSchema,
  QuoteRequestIdParamsSchema,
  RejectInputSchema,
} from '@shared/quotes/quote-request-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
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

  /** The customer's decision on a quote: one route each, alike but for the body and what it does. */
  function decisionRoute<Body extends z.ZodType>(
    decision: 'accept' | 'reject',
    summary: string,
    body: Body,
    decide: (decided: Decided, input: z.output<Body>) => Promise<void>,
  ) {
    app.post(
      `/api/quotes/:id/${decision}`,
      {
        config: { access: 'customer' },
        schema: {
          tags: ['quotes'],
          summary,
          params: QuoteRequestIdParamsSchema,
          body,
          response: {
            200: QuoteRequestDetailSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
          },
        },
      },
      async (request) => {
        const caller = callerOf(request)
        const context = await requestOfQuote(app.deps.database.db, request.params.id, caller)
        if (!context) throw new DomainError('quote_request_unavailable', 404)
        // The body was validated against `body` before the handler runs.
        await decide({ deps: deps(), context, caller }, request.body as z.output<Body>)
        return detailOf(context.request.id, 'customer')
      },
    )
  }

  decisionRoute(
    'accept',
    'Accept a quote (the project’s other open requests close as not chosen)',
    AcceptInputSchema,
    (d) => acceptQuote(d.deps, d.context, d.caller),
  )
  decisionRoute('reject', 'Reject a quote, with a reason for the provider', RejectInputSchema, (d, input) =>
    rejectQuote(d.deps, d.context, d.caller, input.reason),
  )
}
