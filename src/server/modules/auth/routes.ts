import { session, user } from '@server/db/schema/index'
import { type Access, callerOf } from '@server/http/access'
import { localizedError, sendNotFound } from '@server/http/errors'
import {
  AuthStatusSchema,
  CallbackQuerySchema,
  ChangePasswordSchema,
  EmailLinkRequestSchema,
  EmailTokenQuerySchema,
  EmptyBodySchema,
  PasswordResetRequestSchema,
  RedirectSchema,
  ResetPasswordSchema,
  RevokeSessionSchema,
  SessionListSchema,
  SessionResponseSchema,
  SignedInResponseSchema,
  SignInRequestSchema,
  SignOutResponseSchema,
  SignUpRequestSchema,
  TokenParamsSchema,
} from '@shared/accounts/auth-request-schemas'
import { fromNodeHeaders } from 'better-auth/node'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
import { signInLimits } from './sign-in-limits'

interface AuthEndpoint {
  method: 'GET' | 'POST'
  /** The auth library's path, under /api/auth. */
  path: string
  access: Access
  summary: string
  body?: ZodType
  querystring?: ZodType
  params?: ZodType
  /** The library's answer when all goes well (documentation: its reply is passed on as it is). */
  success: { status: 200 | 302; schema: ZodType }
  /**
   * Where a person proves who they are: limited per IP, per (email, IP) and per email (ADR 007);
   * sign-in counts failed attempts only and knows the owner's devices (ADR 039).
   */
  throttled?: boolean
}

/**
 * The only auth library endpoints reachable over HTTP (ADR 007): what the product uses, each with
 * its body schema and access rule. Everything else the library offers (update-user, change-email,
 * delete-user, the admin plugin's routes…) answers 404; authority-carrying fields are server state.
 */
const ENDPOINTS: AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    success: { status: 200, schema: SignedInResponseSchema },
    access: 'public',
    summary: 'Register (a confirmation email follows)',
    body: SignUpRequestSchema,
    throttled: true,
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    success: { status: 200, schema: SignedInResponseSchema },
    access: 'public',
    summary: 'Sign in with email and password',
    body: SignInRequestSchema,
    throttled: true,
  },
  {
    method: 'POST',
    path: '/sign-out',
    success: { status: 200, schema: SignOutResponseSchema },
    access: 'public',
    summary: 'End this session',
    body: EmptyBodySchema,
  },
  {
    method: 'GET',
    path: '/get-session',
    success: { status: 200, schema: SessionResponseSchema },
    access: 'public',
    summary: 'The current session, or null',
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    success: { status: 200, schema: AuthStatusSchema },
    access: 'public',
    summary: 'Send the confirmation link again',
    body: EmailLinkRequestSchema,
    throttled: true,
  },
  {
    method: 'GET',
    path: '/verify-email',
    success: { status: 302, schema: RedirectSchema },
    access: 'public',
    summary: 'Confirm an email address (the emailed link)',
    querystring: EmailTokenQuerySchema,
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    success: { status: 200, schema: AuthStatusSchema },
    access: 'public',
    summary: 'Email a password reset link',
    body: PasswordResetRequestSchema,
    throttled: true,
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    success: { status: 302, schema: RedirectSchema },
    access: 'public',
    summary: 'Open a password reset link (redirects to the reset form)',
    params: TokenParamsSchema,
    querystring: CallbackQuerySchema,
  },
  {
    method: 'POST',
    path: '/reset-password',
    success: { status: 200, schema: AuthStatusSchema },
    access: 'public',
    summary: 'Choose a new password with a reset token',
    body: ResetPasswordSchema,
    throttled: true,
  },
  {
    method: 'POST',
    path: '/change-password',
    success: { status: 200, schema: SignedInResponseSchema },
    access: 'signedIn',
    summary: 'Change the password (current password required)',
    body: ChangePasswordSchema,
  },
  {
    method: 'GET',
    path: '/list-sessions',
    success: { status: 200, schema: SessionListSchema },
    access: 'signedIn',
    summary: "The caller's sessions",
  },
  {
    method: 'POST',
    path: '/revoke-session',
    success: { status: 200, schema: AuthStatusSchema },
    access: 'signedIn',
    summary: 'End one of your own sessions',
    body: RevokeSessionSchema,
  },
]

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * Forwards to the auth library: the Fastify request (its body already checked and normalised by
 * the route's schema) becomes a Web Request; status, headers (several set-cookie) and body come back.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseReachable = () =>
    app.deps.database.ping().then(
      () => true,
      () => false,
    )
  // Sign-up answers alike for a new account and a taken address: only the first is a registration.
  const accountMade = async (answer: string) => {
    const id = (JSON.parse(answer) as { user?: { id?: string } }).user?.id ?? ''
    const [made] = await app.deps.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, id))
      .limit(1)
    return made !== undefined
  }
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.deps.config.PUBLIC_URL)
    const headers = fromNodeHeaders(request.headers)
    headers.delete('content-length')
    // The library records the session's address from this header: give it the address the
    // proxy setting trusts, never one the client wrote.
    headers.set('x-forwarded-for', request.ip)
    const hasBody = request.method !== 'GET' && request.body !== undefined
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    )
    // The library answers its own failures with a bare 500: while the database is out of reach,
    // say so (503) the way every other route does.
    if (response.status >= 500 && !(await databaseReachable())) {
      return reply.code(503).header('retry-after', '5').send(localizedError(request, 'service_unavailable'))
    }
    reply.status(response.status)
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value)
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    const text = await response.text()
    if (response.ok && request.routeOptions.url === '/api/auth/sign-up/email' && (await accountMade(text)))
      await app.landing.record(request, ['registered'])
    // A string is sent as it is: the response schemas above document the library's replies.
    return reply.send(text)
  }

  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL } =
    app.deps.config
  // The plugin runs one limiter per request; these two are checked by hand on the same store (so
  // Redis shares them across instances too).
  const perEmailAndIp = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: '15 minutes',
    keyGenerator: (request) =>
      `auth-email-ip:${request.routeOptions.url}:${emailOf(request) || '-'}:${request.ip}`,
  })
  const perEmail = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL,
    timeWindow: '1 minute',
    keyGenerator: (request) => `auth-email:${request.routeOptions.url}:${emailOf(request) || request.ip}`,
  })
  const throttle = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of [perEmailAndIp, perEmail]) {
      const limit = await limiter(request)
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds))
        return reply.code(429).send(localizedError(request, 'rate_limited'))
      }
    }
  }
  // The library answers 200 for a token that is not the caller's, without effect: say 404.
  const ownSessionOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.body as { token: string }
    const [own] = await app.deps.database.db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.token, token), eq(session.userId, callerOf(request).userId)))
      .limit(1)
    if (!own) return sendNotFound(request, reply)
  }

  const signIn = signInLimits(app)

  for (const endpoint of ENDPOINTS) {
    const preHandler: RouteOptions['preHandler'] = []
    const isSignIn = endpoint.path === '/sign-in/email'
    if (endpoint.throttled) preHandler.push(isSignIn ? signIn.check : throttle)
    if (endpoint.path === '/revoke-session') preHandler.push(ownSessionOnly)
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      config: {
        access: endpoint.access,
        ...(endpoint.throttled && !isSignIn
          ? { rateLimit: { max: AUTH_RATE_LIMIT_PER_IP, timeWindow: '1 minute' } }
          : {}),
      },
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        response: { [endpoint.success.status]: endpoint.success.schema },
      },
      preHandler,
      ...(isSignIn ? { onSend: signIn.record } : {}),
      handler: forward,
    })
  }
}
