import { type Config, trustedOrigins } from '@server/config'
import type { Database } from '@server/db/client'
import {
  account,
  profile,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '@server/db/schema/index'
import type { Mailer } from '@server/modules/mail/mailer'
import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from '@shared/accounts/account-links'
import {
  meetsPasswordPolicy,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_MESSAGE,
} from '@shared/accounts/password-policy'
import { normalizeUserType, type UserType } from '@shared/accounts/user-types'
import { isUiLanguage } from '@shared/i18n/languages'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, bearer, twoFactor } from 'better-auth/plugins'
import { and, eq, like, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { authLogger } from './auth-log'
import { isCommonPassword } from './common-passwords'
import type { PasswordHashes } from './password-hashes'
import { type RequestOrigin, recordTwoFactorEvent } from './two-factor-events'
import { backupCodesLeft, TWO_FACTOR_OPTIONS, twoFactorEventAfter } from './two-factor-options'

export const WELCOME_CREDITS = 3

/** Types a person may give themselves at sign-up; admin is granted, never chosen. */
const SELF_SERVICE_TYPES = new Set(['individual', 'business', 'user', 'customer', 'serviceProvider'])

const emailLanguage = (value: unknown) => (isUiLanguage(value) ? value : 'en')

const COMMON_PASSWORD_MESSAGE =
  'This password appears in lists of leaked passwords. Please choose another one.'

/** ADR 008: the composition rule (product §5 or a passphrase), then the breached-password list. */
async function assertAcceptablePassword(password: unknown) {
  if (typeof password !== 'string' || !meetsPasswordPolicy(password))
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_POLICY', message: PASSWORD_RULE_MESSAGE })
  if (await isCommonPassword(password))
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_COMMON', message: COMMON_PASSWORD_MESSAGE })
}

/** The account type a sign-up asks for, or null when it is not one a person may choose. */
function selfServiceType(value: unknown): UserType | null {
  const type = normalizeUserType(String(value ?? 'individual'))
  return type && SELF_SERVICE_TYPES.has(type) ? type : null
}

interface SignedUpUser {
  id: string
  createdAt: Date
  updatedAt: Date
}

/**
 * What sign-up answers, the same fields from the same sources whether the account is new or the
 * address already had one (the library's made-up user lacks the server-set fields): nothing in it
 * tells the two apart.
 */
function signUpAnswer(returned: SignedUpUser, body: Record<string, unknown>) {
  return {
    id: returned.id,
    email: String(body.email),
    name: String(body.name),
    emailVerified: false,
    type: selfServiceType(body.type) ?? 'individual',
    language: emailLanguage(body.language),
    createdAt: returned.createdAt,
    updatedAt: returned.updatedAt,
  }
}

/** Fields that carry authority: only the server sets them, never a request to the auth library. */
const SERVER_OWNED_USER_FIELDS = ['type', 'role', 'emailVerified']

export function createAuth({
  db,
  config,
  mailer,
  mailerFor,
  secret,
  log,
  passwordHashes,
  onSignedUp,
}: {
  db: Database
  config: Config
  mailer: Mailer
  /** A mailer writing to the outbox inside a transaction (an audit entry and its email go together). */
  mailerFor: (tx: Database) => Mailer
  secret: string
  log: FastifyBaseLogger
  /** Every hash and verification of a password goes through its bound (password-hashes.ts). */
  passwordHashes: PasswordHashes
  /** After an account is created: keeps the project its sign-up carried, given by app.ts. */
  onSignedUp?: (userId: string, body: Record<string, unknown>) => Promise<unknown>
}) {
  const twoFactorEvents = { db, mailerFor, publicUrl: config.PUBLIC_URL }
  const originOf = (headers: Headers | undefined): RequestOrigin => ({
    // The auth routes put the address the proxy setting trusts here (routes.ts).
    ip: headers?.get('x-forwarded-for') ?? null,
    userAgent: headers?.get('user-agent') ?? null,
  })
  return betterAuth({
    appName: 'LuxPro',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    logger: authLogger(log),
    // Unexpected errors reach Fastify's error handler (logged with the request, 503 when the
    // database is down) instead of a bare 500 printed to the console.
    onAPIError: { throw: true },
    // Our own @fastify/rate-limit rules cover the auth routes (per IP and per email).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    user: {
      additionalFields: {
        // Set at sign-up from the checked body (databaseHooks below), never from user input.
        type: { type: 'string', required: false, defaultValue: 'individual', input: false },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // The library's own scrypt, a bounded number at once.
      password: passwordHashes.libraryOptions,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The sign-up answers as for a new account (the library hashes the password too, for the
      // same timing); the address's owner is told by email, in their language.
      onExistingUserSignUp: async ({ user: existing }) => {
        const language = emailLanguage((existing as { language?: string }).language)
        const url = new URL('/auth', config.PUBLIC_URL)
        if (language !== 'en') url.searchParams.set('lang', language)
        await mailer.send({
          to: existing.email,
          userId: existing.id,
          template: 'account-exists',
          language,
          vars: { name: existing.name, url: url.toString() },
        })
      },
      sendResetPassword: async ({ user: u, url, token }) => {
        // Only the newest link works: asking again voids the earlier ones.
        await db
          .delete(verification)
          .where(
            and(
              like(verification.identifier, 'reset-password:%'),
              eq(verification.value, u.id),
              ne(verification.identifier, `reset-password:${token}`),
            ),
          )
        await mailer.send({
          to: u.email,
          userId: u.id,
          template: 'reset-password',
          language: emailLanguage((u as { language?: string }).language),
          vars: { name: u.name, url },
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          userId: u.id,
          template: 'verify-email',
          language: emailLanguage((u as { language?: string }).language),
          vars: { name: u.name, url },
        })
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      // Secure cookies wherever the site is served over HTTPS (production); plain HTTP on a laptop.
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer(), twoFactor(TWO_FACTOR_OPTIONS)],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        // The password rule holds wherever a password is chosen, not only at sign-up.
        if (ctx.path === '/change-password' || ctx.path === '/reset-password') {
          await assertAcceptablePassword(body.newPassword)
          return
        }
        if (ctx.path !== '/sign-up/email') return
        if (!selfServiceType(body.type)) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_ACCOUNT_TYPE',
            message: 'Choose a customer or a business account.',
          })
        }
        await assertAcceptablePassword(body.password)
        const email = String(body.email ?? '')
          .trim()
          .toLowerCase()
        return { context: { ...ctx, body: { ...body, email, language: emailLanguage(body.language) } } }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // New backup codes, or one used: audited and emailed (turning on and off: the user hook below).
        const event = twoFactorEventAfter(ctx.path, ctx.context.returned, ctx.context.session?.user.id)
        if (event) {
          const remaining =
            event.event === 'backup_code_used'
              ? await backupCodesLeft(db, event.userId, ctx.context.secretConfig)
              : undefined
          await recordTwoFactorEvent(twoFactorEvents, event.event, event.userId, originOf(ctx.headers), {
            ...(remaining === undefined ? {} : { remaining }),
          })
          return
        }
        if (ctx.path !== '/sign-up/email') return
        const body = (ctx.body ?? {}) as Record<string, unknown>
        const returned = (ctx.context.returned as { user?: SignedUpUser } | undefined)?.user
        if (!returned?.id) return
        // For an address that already has an account the library answers with a made-up user.
        const [created] = await db.select({ id: user.id }).from(user).where(eq(user.id, returned.id))
        if (created) {
          // Already normalised and bounded by the route's schema (SignUpRequestSchema).
          const text = (v: unknown) => (typeof v === 'string' && v ? v : null)
          await db
            .insert(profile)
            .values({
              userId: created.id,
              location: text(body.location),
              phoneNumber: text(body.phoneNumber),
            })
            .onConflictDoNothing()
          await onSignedUp?.(created.id, body)
        }
        return ctx.json({ token: null, user: signUpAnswer(returned, body) })
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data, ctx) => {
            if (ctx?.path !== '/sign-up/email') return
            const type = selfServiceType((ctx.body as { type?: unknown } | undefined)?.type)
            if (!type) throw new APIError('BAD_REQUEST', { code: 'INVALID_ACCOUNT_TYPE' })
            return { data: { ...data, type } }
          },
        },
        update: {
          // The plugin turns the second step on (the first right code) or off (with the password).
          after: async (updated, ctx) => {
            if (ctx?.path !== '/two-factor/verify-totp' && ctx?.path !== '/two-factor/disable') return
            const enabled = (updated as { twoFactorEnabled?: boolean }).twoFactorEnabled === true
            await recordTwoFactorEvent(
              twoFactorEvents,
              enabled ? 'enabled' : 'disabled',
              updated.id,
              originOf(ctx.headers),
            )
          },
          // Defence in depth behind the routes we expose: no request to the library changes them.
          before: async (data, ctx) => {
            if (!ctx) return
            const owned = SERVER_OWNED_USER_FIELDS.filter((field) => field in data)
            const refused = ctx.path === '/verify-email' ? owned.filter((f) => f !== 'emailVerified') : owned
            if (refused.length > 0)
              throw new APIError('FORBIDDEN', {
                code: 'FIELD_NOT_ALLOWED',
                message: `${refused.join(', ')} cannot be changed here.`,
              })
          },
        },
      },
      session: {
        create: {
          // product §4: a signed-in user with no credits yet gets 3, once.
          after: async (s) => {
            await db.execute(sql`
              insert into credit_ledger (user_id, delta, reason)
              select ${s.userId}, ${WELCOME_CREDITS}, 'welcome'
              where not exists (select 1 from credit_ledger where user_id = ${s.userId} and reason = 'welcome')`)
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth library's instance (buildApp decorates the app with it): sessions, the auth routes, accounts. */
    auth: Auth
    /** The bound on password hashes at once, shared by the auth library and the auth routes. */
    passwordHashes: PasswordHashes
  }
}
