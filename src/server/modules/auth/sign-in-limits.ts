import { DomainError } from '@server/http/domain-error'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { deviceCookies } from './device-cookie'

/** Counts kept in the shared rate-limit store (ADR 006), read or increased one key at a time. */
function counter(app: FastifyInstance, name: string, max: number, timeWindow: string) {
  const keys = new WeakMap<FastifyRequest, string>()
  // The plugin's limiter takes its key from the request; the key generator runs synchronously
  // inside the call, so the key set just before it is the one counted.
  const limiter = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => keys.get(request) ?? '' })
  const count = async (request: FastifyRequest, key: string, increment: boolean) => {
    keys.set(request, `${name}:${key}`)
    const result = await limiter(request, { increment })
    if (result.isAllowed) return { current: 0, exceeded: false, retryAfter: 0 }
    return { current: max - result.remaining, exceeded: result.isExceeded, retryAfter: result.ttlInSeconds }
  }
  return {
    hit: (request: FastifyRequest, key: string) => count(request, key, true),
    peek: (request: FastifyRequest, key: string) => count(request, key, false),
  }
}

/**
 * A 403 that proves the password right: the library checks it before refusing an unconfirmed email.
 * Any other 403 (a request from another site, a deactivated account…) says nothing of the password
 * and must not clear a count.
 */
function refusedOnlyAsUnconfirmed(reply: FastifyReply, payload: unknown): boolean {
  if (reply.statusCode !== 403 || typeof payload !== 'string') return false
  try {
    return (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code === 'email_not_verified'
  } catch {
    return false
  }
}

/** Enough never to be reached: counters used as a generation number, not as a limit. */
const UNLIMITED = 2 ** 40
const MINUTE_MS = 60_000

interface Attempt {
  email: string
  /** The per-minute window this attempt counted in (per IP). */
  minute: number
  trusted: boolean
  /** Whether the attempt reached the auth library (not refused here). */
  forwarded: boolean
}

/**
 * Sign-in limits that count failed attempts only (ADR 039). Every attempt counts when it starts
 * (so a burst of parallel guesses cannot slip past a check made before the result is known), and a
 * successful one takes its count back:
 * - per (email, IP), AUTH_RATE_LIMIT_PER_EMAIL per 15 minutes, and per email from everywhere,
 *   AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL per minute: a success clears both. The counters' keys carry
 *   the number of successes so far (a generation), so a success starts a fresh count;
 * - per IP, AUTH_RATE_LIMIT_PER_IP per minute: attempts minus successes in the same minute, so
 *   one valid account cannot clear the count its holder's guesses at others' accounts built up;
 * - a browser with a valid device cookie for the email is judged by that cookie's own counter
 *   (AUTH_RATE_LIMIT_PER_EMAIL per 15 minutes) instead: an attack on the account does not lock
 *   out the devices its owner has signed in from. Each success issues a new cookie.
 */
export function signInLimits(app: FastifyInstance) {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL, PUBLIC_URL } =
    app.deps.config
  const secure = PUBLIC_URL.startsWith('https://')
  const devices = deviceCookies(app.deps.authSecret)
  const successes = counter(app, 'sign-in-successes', UNLIMITED, '1 day')
  const perEmailAndIp = counter(app, 'sign-in-email-ip', AUTH_RATE_LIMIT_PER_EMAIL, '15 minutes')
  const perEmail = counter(app, 'sign-in-email', AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL, '1 minute')
  const perDevice = counter(app, 'sign-in-device', AUTH_RATE_LIMIT_PER_EMAIL, '15 minutes')
  // Two minutes: a per-minute window's counts outlive the minute they are keyed by.
  const ipAttempts = counter(app, 'sign-in-ip-attempts', UNLIMITED, '2 minutes')
  const ipSuccesses = counter(app, 'sign-in-ip-successes', UNLIMITED, '2 minutes')
  const attempts = new WeakMap<FastifyRequest, Attempt>()

  const refuse = (retryAfter: number) =>
    new DomainError('rate_limited', 429, undefined, { retryAfterSeconds: Math.max(1, retryAfter) })

  /** preHandler: counts the attempt, and refuses it (429) when a limit is exceeded. */
  async function check(request: FastifyRequest) {
    const { email } = request.body as { email: string }
    const minute = Math.floor(Date.now() / MINUTE_MS)
    const nonce = devices.trustedNonce(request.headers.cookie, email)
    const attempt: Attempt = { email, minute, trusted: nonce !== null, forwarded: false }
    attempts.set(request, attempt)
    if (nonce) {
      const device = await perDevice.hit(request, nonce)
      if (device.exceeded) throw refuse(device.retryAfter)
      attempt.forwarded = true
      return
    }
    const ip = `${request.ip}:${minute}`
    const tried = await ipAttempts.hit(request, ip)
    const succeeded = await ipSuccesses.peek(request, ip)
    if (tried.current - succeeded.current > AUTH_RATE_LIMIT_PER_IP)
      throw refuse((minute + 1) * 60 - Math.floor(Date.now() / 1000))
    const pairGeneration = await successes.peek(request, `pair:${email}:${request.ip}`)
    const pair = await perEmailAndIp.hit(request, `${email}:${request.ip}:${pairGeneration.current}`)
    if (pair.exceeded) throw refuse(pair.retryAfter)
    const emailGeneration = await successes.peek(request, `email:${email}`)
    const everywhere = await perEmail.hit(request, `${email}:${emailGeneration.current}`)
    if (everywhere.exceeded) throw refuse(everywhere.retryAfter)
    attempt.forwarded = true
  }

  /**
   * onSend: a right password (signed in, or refused only for an unconfirmed email) clears the
   * counts and renews this browser's device cookie; a wrong one stays counted.
   */
  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const attempt = attempts.get(request)
    if (!attempt?.forwarded || !(reply.statusCode === 200 || refusedOnlyAsUnconfirmed(reply, payload)))
      return payload
    await successes.hit(request, `pair:${attempt.email}:${request.ip}`)
    await successes.hit(request, `email:${attempt.email}`)
    if (!attempt.trusted) await ipSuccesses.hit(request, `${request.ip}:${attempt.minute}`)
    if (reply.statusCode === 200) {
      const cookie = devices.renewed(request.headers.cookie, attempt.email, secure)
      const existing = reply.getHeader('set-cookie')
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
      reply.header('set-cookie', [...list, cookie])
    }
    return payload
  }

  return { check, record }
}
