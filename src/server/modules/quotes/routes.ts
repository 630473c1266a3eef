import { callerOf, resolveCaller } from '@server/http/access'
import { localizedError, requestLanguage } from '@server/http/errors'
import { ApiErrorSchema } from '@shared/http/api-error'
import {
  AcceptInputSchema,
  ConversationsSchema,
  CreatedQuoteRequestsSchema,
  CreateQuoteRequestsSchema,
  CustomerProjectsSchema,
  DeclineInputSchema,
  MessageInputSchema,
  MessageSchema,
  ProviderInboxQuerySchema,
  ProviderInboxSchema,
  QuoteInputSchema,
  QuoteRequestDetailSchema,
  QuoteRequestIdParamsSchema,
  QuoteTokenQuerySchema,
  RejectInputSchema,
} from '@shared/quotes/quote-request-schemas'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loadRequest, type RequestContext, type Viewer, viewerOf } from './quote-context'
import { conversationsOf } from './quote-conversations'
import { customerProjects, providerInbox } from './quote-lists'
import type { NotifyDeps } from './quote-notify'
import {
  acceptQuote,
  addMessage,
  cancelRequest,
  completeJob,
  createQuoteRequests,
  declineRequest,
  rejectQuote,
  requestOfQuote,
  startJob,
  submitQuote,
} from './quote-service'
import { markSeen, requestDetail, toMessage } from './quote-views'

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema }

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): NotifyDeps => ({
    db: app.deps.database.db,
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
  })

  const unavailable = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(localizedError(request, 'quote_request_unavailable'))

  /**
   * Finds the request and who is asking. The quote-response page is public (the email link works
   * without an account), so the caller is read here; anyone without a right to it, a wrong or expired
   * token included, gets the same 404 as for a request that does not exist.
   */
  async function open(request: FastifyRequest, id: number, token: string | undefined, allowed: Viewer[]) {
    const caller = request.caller ?? (await resolveCaller(app.auth, request))
    const context = await loadRequest(app.deps.database.db, id)
    if (!context) return null
    const viewer = viewerOf(context, caller, token, app.deps.authSecret)
    if (!viewer || !allowed.includes(viewer)) return null
    return { context, viewer, caller }
  }

  const detailOf = async (id: number, viewer: Viewer) => {
    const context = (await loadRequest(app.deps.database.db, id)) as RequestContext
    return requestDetail(app.deps.database.db, context, viewer)
  }

  app.post(
    '/api/quote-requests',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'Send one project to 1–5 providers (one credit per project)',
        body: CreateQuoteRequestsSchema,
        response: { 201: CreatedQuoteRequestsSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createQuoteRequests(deps(), callerOf(request), request.body))
    },
  )

  app.get(
    '/api/quote-requests',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'My projects with the request to each provider',
        response: { 200: CustomerProjectsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return customerProjects(app.deps.database.db, callerOf(request).userId)
    },
  )

  app.get(
    '/api/conversations',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['quotes'],
        summary: 'My conversations: requests with messages, as customer or provider, latest first',
        response: { 200: ConversationsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return conversationsOf(app.deps.database.db, callerOf(request).userId)
    },
  )

  app.get(
    '/api/provider/quote-requests',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['quotes'],
        summary: 'Requests to the businesses I own, newest first',
        querystring: ProviderInboxQuerySchema,
        response: { 200: ProviderInboxSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return providerInbox(app.deps.database.db, callerOf(request).userId, request.query)
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
        response: { 200: QuoteRequestDetailSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await open(request, request.params.id, request.query.token, [
        'customer',
        'provider',
        'admin',
      ])
      if (!found) return unavailable(request, reply)
      await markSeen(app.deps.database.db, found.context, found.viewer)
      reply.header('cache-control', 'no-store')
      return detailOf(request.params.id, found.viewer)
    },
  )

  /** The provider's answers: quote, decline, start, complete. */
  const providerAction = (
    path: string,
    summary: string,
    run: (context: RequestContext, body: never) => Promise<void>,
    body?: typeof QuoteInputSchema | typeof DeclineInputSchema,
  ) =>
    app.post(
      `/api/quote-requests/:id/${path}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['quotes'],
          summary,
          params: QuoteRequestIdParamsSchema,
          querystring: QuoteTokenQuerySchema,
          ...(body ? { body } : {}),
          response: { 200: QuoteRequestDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        const found = await open(request, request.params.id, request.query.token, ['provider'])
        if (!found) return unavailable(request, reply)
        await run(found.context, request.body as never)
        return detailOf(request.params.id, 'provider')
      },
    )

  providerAction(
    'quote',
    'Send or revise the quote (while the request is pending)',
    (c, b) => submitQuote(deps(), c, b),
    QuoteInputSchema,
  )
  providerAction(
    'decline',
    'Decline the request, with a reason',
    (c, b) => declineRequest(deps(), c, b),
    DeclineInputSchema,
  )
  providerAction('start', 'Mark the accepted job as started', (c) => startJob(deps(), c))
  providerAction('complete', 'Mark the job as completed (the customer is invited to review)', (c) =>
    completeJob(deps(), c),
  )

  app.post(
    '/api/quote-requests/:id/messages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['quotes'],
        summary: 'Write to the other side of the request',
        params: QuoteRequestIdParamsSchema,
        querystring: QuoteTokenQuerySchema,
        body: MessageInputSchema,
        response: { 201: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await open(request, request.params.id, request.query.token, ['customer', 'provider'])
      if (!found) return unavailable(request, reply)
      const from = found.viewer === 'customer' ? 'customer' : 'provider'
      const row = await addMessage(
        deps(),
        found.context,
        from,
        request.body.body,
        found.caller?.userId ?? null,
      )
      return reply.code(201).send(toMessage(row))
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
        response: { 200: QuoteRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await open(request, request.params.id, undefined, ['customer'])
      if (!found) return unavailable(request, reply)
      await cancelRequest(deps(), found.context, callerOf(request))
      return detailOf(request.params.id, 'customer')
    },
  )

  app.post(
    '/api/quotes/:id/accept',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'Accept a quote (optionally rejecting the project’s other open requests)',
        params: QuoteRequestIdParamsSchema,
        body: AcceptInputSchema,
        response: { 200: QuoteRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const context = await requestOfQuote(app.deps.database.db, request.params.id, caller)
      if (!context) return unavailable(request, reply)
      await acceptQuote(deps(), context, caller, request.body.rejectOthers, requestLanguage(request))
      return detailOf(context.request.id, 'customer')
    },
  )

  app.post(
    '/api/quotes/:id/reject',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['quotes'],
        summary: 'Reject a quote, with a reason for the provider',
        params: QuoteRequestIdParamsSchema,
        body: RejectInputSchema,
        response: { 200: QuoteRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const context = await requestOfQuote(app.deps.database.db, request.params.id, caller)
      if (!context) return unavailable(request, reply)
      await rejectQuote(deps(), context, caller, request.body.reason)
      return detailOf(context.request.id, 'customer')
    },
  )
}
