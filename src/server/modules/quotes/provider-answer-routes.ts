import { DomainError } from '@server/http/domain-error'
import { errorResponses } from '@server/http/response-schemas'
import {
  DeclineInputSchema,
  QuoteInputSchema,
  QuoteRequestDetailSchema,
  QuoteRequestIdParamsSchema,
  QuoteTokenQuerySchema,
} from '@shared/quotes/quote-request-schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { completeJob, declineRequest, startJob, submitQuote } from './provider-answers'
import type { RequestContext } from './quote-context'
import { quoteRouteSupport } from './quote-route-support'

/** Public routes (the email link works without an account): the provider is found by session or token. */
const answerSchema = (summary: string) => ({
  tags: ['quotes'],
  summary,
  params: QuoteRequestIdParamsSchema,
  querystring: QuoteTokenQuerySchema,
  response: {
    200: QuoteRequestDetailSchema,
    ...errorResponses(400, 403, 404, 409, 413, 415, 429, 503),
  },
})

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

  app.post(
    '/api/quote-requests/:id/quote',
    {
      config: { access: 'public' },
      schema: {
        ...answerSchema('Send or revise the quote (while the request is pending)'),
        body: QuoteInputSchema,
      },
    },
    (request) => answer(request, (context) => submitQuote(deps(), context, request.body)),
  )

  app.post(
    '/api/quote-requests/:id/decline',
    {
      config: { access: 'public' },
      schema: { ...answerSchema('Decline the request, with a reason'), body: DeclineInputSchema },
    },
    (request) => answer(request, (context) => declineRequest(deps(), context, request.body)),
  )

  app.post(
    '/api/quote-requests/:id/start',
    { config: { access: 'public' }, schema: answerSchema('Mark the accepted job as started') },
    (request) => answer(request, (context) => startJob(deps(), context)),
  )

  app.post(
    '/api/quote-requests/:id/complete',
    {
      config: { access: 'public' },
      schema: answerSchema('Mark the job as completed (the customer is invited to review)'),
    },
    (request) => answer(request, (context) => completeJob(deps(), context)),
  )
}
