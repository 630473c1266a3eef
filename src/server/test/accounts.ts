import { ensureAccount } from '@server/modules/auth/seed-accounts'
import { ensureTotpSecret } from '@server/modules/auth/totp-secrets'
import type { UserType } from '@shared/accounts/user-types'
import { hashPassword } from 'better-auth/crypto'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { TestApp } from './build-test-app'
import { TEST_TOTP_SECRET, totpCode } from './totp'

export const ORIGIN = 'http://localhost:3000'
export const GOOD_PASSWORD = 'Sunny-Day-2026'

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.lu`

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
  })
}

export function register(app: FastifyInstance, fields: Partial<Record<string, unknown>> = {}) {
  return post(app, '/api/auth/sign-up/email', {
    name: 'Anne Schmit',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    type: 'individual',
    language: 'en',
    location: 'Strassen',
    ...fields,
  })
}

export async function mailbox(app: FastifyInstance, to: string) {
  const res = await app.inject({ url: '/api/dev/mailbox', query: { to } })
  expect(res.statusCode).toBe(200)
  return res.json().items as Array<{ subject: string; text: string; template: string; language: string }>
}

export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text)
  if (!match) throw new Error(`no link in email: ${text}`)
  return new URL(match[0])
}

/** Follows a link from an email against the app, as the browser would. */
export function openLink(app: FastifyInstance, link: URL) {
  return app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
}

export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : []
  return list.map((c) => String(c).split(';')[0]).join('; ')
}

/** Signs in; an account with two-step sign-in passes the second step with a code from `totpSecret`. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = GOOD_PASSWORD,
  { totpSecret }: { totpSecret?: string } = {},
) {
  const res = await post(app, '/api/auth/sign-in/email', { email, password })
  if (!totpSecret || res.statusCode !== 200 || !res.json().twoFactorRedirect)
    return { res, cookie: cookieOf(res) }
  const second = await post(
    app,
    '/api/auth/two-factor/verify-totp',
    { code: totpCode(totpSecret) },
    { cookie: cookieOf(res) },
  )
  return { res: second, cookie: cookieOf(second) }
}

/**
 * The library's scrypt hash of GOOD_PASSWORD, made once per test process and given to every account
 * signedInAs creates: a real hash that signing in verifies, without 0.1 s more of scrypt per account
 * (the API suite creates hundreds).
 */
let goodPasswordHash: Promise<string> | undefined
const hashOfGoodPassword = () => {
  goodPasswordHash ??= hashPassword(GOOD_PASSWORD)
  return goodPasswordHash
}

/**
 * A verified account of a type, signed in: its session cookie and id. Admins have two-step sign-in
 * (the admin API requires it) with TEST_TOTP_SECRET, and pass the second step.
 */
export async function signedInAs(t: TestApp, type: UserType, email = uniqueEmail(type)) {
  await ensureAccount(
    t.app.auth,
    t.database.db,
    { email, password: GOOD_PASSWORD, name: `${type} tester`, type },
    await hashOfGoodPassword(),
  )
  const totpSecret = type === 'admin' ? TEST_TOTP_SECRET : undefined
  if (totpSecret) await ensureTotpSecret(t.app.auth, t.database.db, email, totpSecret)
  const { res, cookie } = await signIn(t.app, email, GOOD_PASSWORD, { totpSecret })
  expect(res.statusCode, res.body).toBe(200)
  const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } })
  return { cookie, email, userId: me.json().data.id as string }
}
