import { callerOf } from '@server/http/access'
import { isDemoRequest } from '@server/http/demo-mode'
import { DomainError } from '@server/http/domain-error'
import { requestLanguage } from '@server/http/errors'
import { errorResponses } from '@server/http/response-schemas'
import { ProjectEstimateSchema } from '@shared/quotes/project-estimate'
import {
  CreatedQuoteRequestsSchema,
  CreateQuoteRequestsSchema,
  ProjectEstimateRequestSchema,
  QuoteRequestDetailSchema,
  QuoteRequestIdParamsSchema,
  QuoteTokenQuerySchema,
} from '@shared/quotes/quote-request-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createQuoteRequests } from './create-quote-requests'
import { cancelRequest } from './customer-decisions'
import { quoteRouteSupport } from './quote-route-support'
import { markSeen } from './quote-views'

/** The customer's project sent to providers, one request opened by whoever may see it, and its cancelling. */
export const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, open, detailOf } = quoteRouteSupport(app)

  app.post(
    '/api/quote-requests',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'Send one project to 1–5 providers (one credit per project)',
        body: CreateQuoteRequestsSchema,
        response: {
          201: CreatedQuoteRequestsSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
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
    },
  )

  app.post(
    '/api/public/project-estimate',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.deps.config.ASSISTANT_RATE_LIMIT_PER_MIN, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['quotes'],
        summary: 'The estimate a written project will carry to its providers (total incl. VAT)',
        body: ProjectEstimateRequestSchema,
        response: { 200: ProjectEstimateSchema, ...errorResponses(400, 403, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const estimate = app.estimateWrittenProject(request.body)
      if (estimate) await app.landing.record(request, ['estimate_shown'])
      return estimate
    },
  )

  app.get(
    '/api/quote-requests/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['quotes'],
        summary:
          'One request: for its customer, its provider (signed in or with the email link token), or an admin',
        params: QuoteRequestIdParamsSchema,
        querystring: QuoteTokenQuerySchema,
        response: { 200: QuoteRequestDetailSchema, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const found = await open(request, request.params.id, request.query.token, [
        'customer',
        'provider',
        'admin',
      ])
      if (!found) throw new DomainError('quote_request_unavailable', 404)
      await markSeen(app.deps.database.db, found.context, found.viewer)
      reply.header('cache-control', 'no-store')
      return detailOf(request.params.id, found.viewer)
    },
  )

  app.post(
    '/api/quote-requests/:id/cancel',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'Cancel my request (while pending or accepted)',
        params: QuoteRequestIdParamsSchema,
        response: {
          200: QuoteRequestDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const found = await open(request, request.params.id, undefined, ['customer'])
      if (!found) throw new DomainError('quote_request_unavailable', 404)
      await cancelRequest(deps(), found.context, callerOf(request))
      return detailOf(request.params.id, 'customer')
    },
  )
}
