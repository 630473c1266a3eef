import { session, user } from '@server/db/schema/index'
import { type Access, callerOf } from '@server/http/access'
import { DomainError, isDomainErrorStatus } from '@server/http/domain-error'
import { localizedError } from '@server/http/errors'
import { type ErrorStatus, errorResponses } from '@server/http/response-schemas'
import {
  AuthStatusSchema,
  BackupCodesSchema,
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
  SignInResponseSchema,
  SignOutResponseSchema,
  SignUpRequestSchema,
  TokenParamsSchema,
  TwoFactorEnabledSchema,
  TwoFactorPasswordSchema,
  VerifyBackupCodeSchema,
  VerifyTotpSchema,
} from '@shared/accounts/auth-request-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { fromNodeHeaders } from 'better-auth/node'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
import { observeAuthCall } from './auth-log'
import { fromLibraryError } from './library-errors'
import { signInLimits } from './sign-in-limits'
import { challengeAccountOf } from './two-factor-challenge'

interface AuthEndpoint {
  method: 'GET' | 'POST'
  /** The auth library's path, under /api/auth. */
  path: string
  access: Access
  summary: string
  body?: ZodType
  querystring?: ZodType
  params?: ZodType
  /** The library's answer when all goes well: its body goes out through this schema (unlisted fields dropped). */
  success: { status: 200 | 302; schema: ZodType }
  /**
   * The library's own refusals of this endpoint, answered in the one error shape (library-errors.ts),
   * beside those every route documents (invalid input, no session, too many requests…).
   */
  errors?: ErrorStatus[]
  /**
   * Where a person proves who they are: limited per IP, per (account, IP) and per account (ADR 007);
   * the account is the body's email, else the signed-in caller, else the pending second step's.
   * Sign-in counts failed attempts only and knows the owner's devices (ADR 039).
   */
  throttled?: boolean
  /**
   * Hashes or checks a password: admitted only while the bound on password hashes has room
   * (password-hashes.ts), else 503 with Retry-After before anything else runs.
   */
  hashes?: boolean
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
    hashes: true,
    success: { status: 200, schema: SignedInResponseSchema },
    access: 'public',
    summary: 'Register (a confirmation email follows)',
    body: SignUpRequestSchema,
    errors: [409],
    throttled: true,
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    hashes: true,
    success: { status: 200, schema: SignInResponseSchema },
    access: 'public',
    summary: 'Sign in with email and password',
    body: SignInRequestSchema,
    errors: [401, 403],
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
    hashes: true,
    success: { status: 200, schema: AuthStatusSchema },
    access: 'public',
    summary: 'Choose a new password with a reset token',
    body: ResetPasswordSchema,
    throttled: true,
  },
  {
    method: 'POST',
    path: '/change-password',
    hashes: true,
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
    errors: [404],
  },
  {
    method: 'POST',
    path: '/two-factor/enable',
    hashes: true,
    success: { status: 200, schema: TwoFactorEnabledSchema },
    access: 'signedIn',
    summary: 'Start two-step sign-in (password required): the authenticator secret and backup codes',
    body: TwoFactorPasswordSchema,
    errors: [409],
    throttled: true,
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    success: { status: 200, schema: SignedInResponseSchema },
    access: 'public',
    summary: "Sign-in's second step with an authenticator code (or the code that confirms the setup)",
    body: VerifyTotpSchema,
    errors: [401],
    throttled: true,
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    success: { status: 200, schema: SignedInResponseSchema },
    access: 'public',
    summary: "Sign-in's second step with a backup code (each works once)",
    body: VerifyBackupCodeSchema,
    errors: [401],
    throttled: true,
  },
  {
    method: 'POST',
    path: '/two-factor/generate-backup-codes',
    hashes: true,
    success: { status: 200, schema: BackupCodesSchema },
    access: 'signedIn',
    summary: 'New backup codes (password required); the earlier ones stop working',
    body: TwoFactorPasswordSchema,
    throttled: true,
  },
  {
    method: 'POST',
    path: '/two-factor/disable',
    hashes: true,
    success: { status: 200, schema: AuthStatusSchema },
    access: 'signedIn',
    summary: 'Turn two-step sign-in off (password required)',
    body: TwoFactorPasswordSchema,
    throttled: true,
  },
]

const BUSY_OR_UNAVAILABLE = ApiErrorSchema.describe(
  'Temporarily unavailable: the database out of reach, or too many password checks at once (server_busy); Retry-After says when to try again',
)

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email : ''
}

/** Whom a throttled attempt is about (set by the throttle before its limiters run). */
const attemptAccount = new WeakMap<FastifyRequest, string>()
const accountOf = (request: FastifyRequest) => attemptAccount.get(request) ?? ''

/** The library's JSON answer, or null when it sent none (a redirect). */
async function bodyOf(response: Response): Promise<{ value: unknown } | null> {
  const text = await response.text()
  return text ? { value: JSON.parse(text) as unknown } : null
}

/**
 * Forwards to the auth library: the Fastify request (its body and query already checked and
 * normalised by the route's schemas) becomes a Web Request; status, headers (several set-cookie)
 * and body come back. The body goes out through the route's response schema, so only documented
 * fields leave; the library's refusals become our `{error: {code, message}}` in the caller's language.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseReachable = () =>
    app.deps.database.ping().then(
      () => true,
      () => false,
    )
  const refuse = async (request: FastifyRequest, reply: FastifyReply, response: Response) => {
    const body = (await bodyOf(response).catch(() => null))?.value as { code?: unknown } | undefined
    const { code, status, known } = fromLibraryError(body?.code, response.status)
    if (status >= 500) {
      // While the database is out of reach, say so (503) the way every other route does.
      if (!(await databaseReachable()))
        throw new DomainError('service_unavailable', 503, undefined, { retryAfterSeconds: 5 })
      request.log.error({ libraryError: body, status: response.status }, 'the auth library failed')
      // A failure, not a refusal: logged above in full, the caller reads our generic message.
      return reply.code(500).send(localizedError(request, 'internal_error'))
    }
    if (!known) request.log.warn({ libraryError: body }, 'auth library error code without an entry')
    throw new DomainError(code, isDomainErrorStatus(status) ? status : 400)
  }
  // Sign-up answers alike for a new account and a taken address: only the first is a registration.
  const accountMade = async (answer: unknown) => {
    const id = (answer as { user?: { id?: string } } | null)?.user?.id ?? ''
    const [made] = await app.deps.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, id))
      .limit(1)
    return made !== undefined
  }
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.deps.config.PUBLIC_URL)
    // Only the query the route's schema checked (with its defaults) reaches the library.
    url.search = new URLSearchParams((request.query ?? {}) as Record<string, string>).toString()
    const headers = fromNodeHeaders(request.headers)
    headers.delete('content-length')
    // The library records the session's address from this header: give it the address the
    // proxy setting trusts, never one the client wrote.
    headers.set('x-forwarded-for', request.ip)
    const hasBody = request.method !== 'GET' && request.body !== undefined
    const { result: response, databaseUnavailable } = await observeAuthCall(() =>
      app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      ),
    )
    // The library answers a failed query it caught with a 422 of its own: while the database is out
    // of reach, say so (503) the way every other route does.
    if (databaseUnavailable)
      throw new DomainError('service_unavailable', 503, undefined, { retryAfterSeconds: 5 })
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value)
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    if (response.status >= 400) return refuse(request, reply, response)
    reply.status(response.status)
    const body = await bodyOf(response)
    if (
      response.ok &&
      request.routeOptions.url === '/api/auth/sign-up/email' &&
      (await accountMade(body?.value))
    )
      await app.landing.record(request, ['registered'])
    return body ? reply.send(body.value) : reply.send()
  }

  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL } =
    app.deps.config
  // The plugin runs one limiter per request; these two are checked by hand on the same store (so
  // Redis shares them across instances too).
  const perEmailAndIp = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: '15 minutes',
    keyGenerator: (request) =>
      `auth-email-ip:${request.routeOptions.url}:${accountOf(request) || '-'}:${request.ip}`,
  })
  const perEmail = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL,
    timeWindow: '1 minute',
    keyGenerator: (request) => `auth-email:${request.routeOptions.url}:${accountOf(request) || request.ip}`,
  })
  const throttle = async (request: FastifyRequest) => {
    const account =
      emailOf(request) ||
      request.caller?.userId ||
      (await challengeAccountOf(app.deps.database.db, request.headers.cookie)) ||
      ''
    attemptAccount.set(request, account)
    for (const limiter of [perEmailAndIp, perEmail]) {
      const limit = await limiter(request)
      if (!limit.isAllowed && limit.isExceeded) {
        throw new DomainError('rate_limited', 429, undefined, { retryAfterSeconds: limit.ttlInSeconds })
      }
    }
  }
  // Sessions are named by their id (tokens never leave the server): the library's revoke-session
  // takes the token of one of the caller's own sessions; another person's id is a 404.
  const ownSessionOnly = async (request: FastifyRequest) => {
    const { id } = request.body as { id: string }
    const [own] = await app.deps.database.db
      .select({ token: session.token })
      .from(session)
      .where(and(eq(session.id, id), eq(session.userId, callerOf(request).userId)))
      .limit(1)
    if (!own) throw new DomainError('not_found', 404)
    request.body = { token: own.token }
  }

  // The library would answer 200 and write "turned off" for an account whose second step is not on.
  const twoFactorOnly = async (request: FastifyRequest) => {
    if (!callerOf(request).twoFactorEnabled) throw new DomainError('two_factor_not_enabled', 400)
  }

  const signIn = signInLimits(app)

  const passwordHashes = app.passwordHashes
  const admitHashing = async (request: FastifyRequest, reply: FastifyReply) => {
    const release = passwordHashes.admit()
    if (!release) {
      throw new DomainError('server_busy', 503, undefined, {
        retryAfterSeconds: passwordHashes.retryAfterSeconds,
      })
    }
    // Held until the answer has gone, or the caller has (whichever comes first; releasing twice is harmless).
    hashingTickets.set(request, release)
    reply.raw.once('close', release)
  }
  const hashingTickets = new WeakMap<FastifyRequest, () => void>()
  const releaseHashing = async (request: FastifyRequest) => hashingTickets.get(request)?.()

  for (const endpoint of ENDPOINTS) {
    const preHandler: RouteOptions['preHandler'] = []
    const isSignIn = endpoint.path === '/sign-in/email'
    if (endpoint.hashes) preHandler.push(admitHashing)
    if (endpoint.throttled) preHandler.push(isSignIn ? signIn.check : throttle)
    if (endpoint.path === '/revoke-session') preHandler.push(ownSessionOnly)
    if (endpoint.path === '/two-factor/disable' || endpoint.path === '/two-factor/generate-backup-codes')
      preHandler.push(twoFactorOnly)
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      config: {
        access: endpoint.access,
        // Sign-in keeps its own per-address count (failed attempts only: sign-in-limits.ts) instead of
        // the plugin's, as the other auth routes do: neither counts toward the API's overall limit.
        ...(endpoint.throttled
          ? { rateLimit: isSignIn ? false : { max: AUTH_RATE_LIMIT_PER_IP, timeWindow: '1 minute' } }
          : {}),
      },
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        response: {
          [endpoint.success.status]: endpoint.success.schema,
          ...errorResponses(...(endpoint.errors ?? [])),
          ...(endpoint.hashes ? { 503: BUSY_OR_UNAVAILABLE } : {}),
        },
      },
      preHandler,
      ...(isSignIn ? { onSend: signIn.record } : {}),
      ...(endpoint.hashes ? { onResponse: releaseHashing } : {}),
      handler: forward,
    })
  }
}
