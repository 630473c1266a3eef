import { session, user } from '@server/db/schema/index'
import { callerOf } from '@server/http/access'
import { DomainError, isDomainErrorStatus } from '@server/http/domain-error'
import { localizedError } from '@server/http/errors'
import { authContract } from '@shared/api/auth-contract'
import type { Operation } from '@shared/api/operation'
import { fromNodeHeaders } from 'better-auth/node'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { observeAuthCall } from './auth-log'
import { fromLibraryError } from './library-errors'
import { signInLimits } from './sign-in-limits'
import { challengeAccountOf } from './two-factor-challenge'

interface AuthEndpoint {
  /** Its declaration: path, access rule, schemas and the library's own refusals (ADR 078). */
  operation: Operation
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
  { operation: authContract.signUp, hashes: true, throttled: true },
  { operation: authContract.signIn, hashes: true, throttled: true },
  { operation: authContract.signOut },
  { operation: authContract.session },
  { operation: authContract.resendVerification, throttled: true },
  { operation: authContract.verifyEmail },
  { operation: authContract.requestPasswordReset, throttled: true },
  { operation: authContract.openResetLink },
  { operation: authContract.resetPassword, hashes: true, throttled: true },
  { operation: authContract.changePassword, hashes: true },
  { operation: authContract.listSessions },
  { operation: authContract.revokeSession },
  { operation: authContract.enableTwoFactor, hashes: true, throttled: true },
  { operation: authContract.verifyTotp, throttled: true },
  { operation: authContract.verifyBackupCode, throttled: true },
  { operation: authContract.generateBackupCodes, hashes: true, throttled: true },
  { operation: authContract.disableTwoFactor, hashes: true, throttled: true },
]

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
    const { operation } = endpoint
    const preHandler: RouteOptions['preHandler'] = []
    const isSignIn = operation === authContract.signIn
    if (endpoint.hashes) preHandler.push(admitHashing)
    if (endpoint.throttled) preHandler.push(isSignIn ? signIn.check : throttle)
    if (operation === authContract.revokeSession) preHandler.push(ownSessionOnly)
    if (operation === authContract.disableTwoFactor || operation === authContract.generateBackupCodes)
      preHandler.push(twoFactorOnly)
    app.route({
      method: operation.method,
      url: operation.path,
      config: {
        access: operation.access,
        operationPath: operation.path,
        // Sign-in keeps its own per-address count (failed attempts only: sign-in-limits.ts) instead of
        // the plugin's, as the other auth routes do: neither counts toward the API's overall limit.
        ...(endpoint.throttled
          ? { rateLimit: isSignIn ? false : { max: AUTH_RATE_LIMIT_PER_IP, timeWindow: '1 minute' } }
          : {}),
      },
      schema: {
        tags: [...operation.tags],
        summary: operation.summary,
        ...(operation.body ? { body: operation.body } : {}),
        ...(operation.query ? { querystring: operation.query } : {}),
        ...(operation.params ? { params: operation.params } : {}),
        response: operation.responses,
      },
      preHandler,
      ...(isSignIn ? { onSend: signIn.record } : {}),
      ...(endpoint.hashes ? { onResponse: releaseHashing } : {}),
      handler: forward,
    })
  }
}
