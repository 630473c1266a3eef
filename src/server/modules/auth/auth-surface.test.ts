import { profile, session, user } from '@server/db/schema/index'
import {
  cookieOf,
  GOOD_PASSWORD,
  linkIn,
  mailbox,
  ORIGIN,
  openLink,
  post,
  register,
  signedInAs,
  signIn,
  uniqueEmail,
} from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { TEST_TOTP_SECRET } from '@server/test/totp'
import type { UserType } from '@shared/accounts/user-types'
import { fromNodeHeaders } from 'better-auth/node'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
type Caller = { name: string; cookie?: string; bearer?: string; userId?: string }
const callers: Caller[] = []

beforeAll(async () => {
  t = await buildTestApp()
  callers.push({ name: 'anonymous' })
  const roles: Array<[string, UserType]> = [
    ['customer', 'individual'],
    ['provider', 'business'],
    ['admin', 'admin'],
  ]
  for (const [name, type] of roles) {
    const signed = await signedInAs(t, type)
    const totpSecret = type === 'admin' ? TEST_TOTP_SECRET : undefined
    const bearer = String(
      (await signIn(t.app, signed.email, GOOD_PASSWORD, { totpSecret })).res.headers['set-auth-token'],
    )
    callers.push({ name, cookie: signed.cookie, bearer, userId: signed.userId })
  }
})
afterAll(() => t.close())

const headersOf = (caller: Caller, useBearer = false): Record<string, string> => {
  if (useBearer && caller.bearer) return { authorization: `Bearer ${caller.bearer}`, origin: ORIGIN }
  return caller.cookie ? { cookie: caller.cookie, origin: ORIGIN } : { origin: ORIGIN }
}

/** What carries authority on an account, read straight from the database. */
async function authorityOf(userId: string) {
  const [row] = await t.database.db
    .select({
      type: user.type,
      role: user.role,
      emailVerified: user.emailVerified,
      banned: user.banned,
      twoFactorEnabled: user.twoFactorEnabled,
      verified: profile.verified,
      status: profile.status,
    })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId))
  const credits = await t.database.db.execute<{ balance: string | null }>(
    sql`select coalesce(sum(delta), 0) as balance from credit_ledger where user_id = ${userId}`,
  )
  return { ...row, credits: Number(credits.rows[0]?.balance ?? 0) }
}

/** Everything a person might try to give themselves through a body. */
const AUTHORITY_FIELDS = {
  type: 'admin',
  role: 'admin',
  emailVerified: true,
  twoFactorEnabled: false,
  verified: true,
  credits: 10_000,
  status: 'active',
  banned: false,
  isAdmin: true,
  userId: 'someone-else',
  id: 'someone-else',
}

describe('the auth library exposes only what the product uses', () => {
  it('the reported exploit: update-user with {type:"admin"} no longer makes a customer an admin', async () => {
    const customer = callers.find((c) => c.name === 'customer')!
    for (const useBearer of [false, true]) {
      const res = await post(
        t.app,
        '/api/auth/update-user',
        { type: 'admin' },
        headersOf(customer, useBearer),
      )
      expect(res.statusCode).toBe(404)
      const admin = await t.app.inject({
        url: '/api/admin/unmatched-requests',
        headers: headersOf(customer, useBearer),
      })
      expect(admin.statusCode).toBe(403)
    }
    expect((await authorityOf(customer.userId!)).type).toBe('individual')
  })

  it('refuses authority fields at the root too: the library itself will not take `type` from a user', async () => {
    const customer = callers.find((c) => c.name === 'customer')!
    const headers = fromNodeHeaders({ cookie: customer.cookie! })
    await expect(t.app.auth.api.updateUser({ body: { type: 'admin' } as never, headers })).rejects.toThrow()
    expect((await authorityOf(customer.userId!)).type).toBe('individual')
  })

  it('answers 404 for every other endpoint of the library, whoever calls', async () => {
    const routed = new Set(t.app.accessRules.filter((r) => r.url.startsWith('/api/auth/')).map((r) => r.url))
    const hidden = Object.values(t.app.auth.api)
      .map((endpoint) => endpoint as { path?: string; options?: { method?: string | string[] } })
      .filter((endpoint) => endpoint.path && !routed.has(`/api/auth${endpoint.path}`))
    expect(hidden.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/update-user', '/change-email', '/delete-user', '/admin/set-role']),
    )
    const failures: string[] = []
    for (const [i, endpoint] of hidden.entries()) {
      const url = `/api/auth${endpoint.path!.replace(/:\w+/g, 'x')}`
      for (const method of [endpoint.options?.method ?? 'POST'].flat()) {
        for (const caller of callers) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            // The not-found answer is rate limited per address.
            remoteAddress: `10.0.0.${i + 1}`,
            headers: headersOf(caller),
            ...(method === 'GET' ? {} : { payload: AUTHORITY_FIELDS }),
          })
          if (res.statusCode !== 404) failures.push(`${method} ${url} as ${caller.name}: ${res.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('lets no exposed endpoint write a field that carries authority, for any role', async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      '/api/auth/sign-in/email': { password: GOOD_PASSWORD },
      '/api/auth/sign-out': {},
      '/api/auth/send-verification-email': {},
      '/api/auth/request-password-reset': { redirectTo: '/auth?tab=reset' },
      '/api/auth/reset-password': { token: 'not-a-token', newPassword: 'Another-Day-2026' },
      '/api/auth/change-password': { currentPassword: 'Wrong-Password-1', newPassword: 'Another-Day-2026' },
      '/api/auth/revoke-session': { id: 'not-a-session' },
      '/api/auth/two-factor/enable': { password: 'Wrong-Password-1' },
      '/api/auth/two-factor/verify-totp': { code: '000000' },
      '/api/auth/two-factor/verify-backup-code': { code: 'aaaaa-bbbbb' },
      '/api/auth/two-factor/generate-backup-codes': { password: 'Wrong-Password-1' },
      '/api/auth/two-factor/disable': { password: 'Wrong-Password-1' },
    }
    for (const caller of callers.filter((c) => c.userId)) {
      const before = await authorityOf(caller.userId!)
      const [row] = await t.database.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, caller.userId!))
      for (const [url, body] of Object.entries(bodies)) {
        if (url.endsWith('/sign-out')) continue
        const res = await post(
          t.app,
          url,
          { email: row!.email, ...AUTHORITY_FIELDS, ...body },
          headersOf(caller),
        )
        expect(res.statusCode, `${url} as ${caller.name}`).toBeLessThan(500)
      }
      expect(await authorityOf(caller.userId!), caller.name).toEqual(before)
    }
  })

  it('creates a new account with the server’s own values, whatever the sign-up body says', async () => {
    const email = uniqueEmail()
    const res = await register(t.app, { email, ...AUTHORITY_FIELDS, type: 'business' })
    expect(res.statusCode, res.body).toBe(200)
    const [created] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    expect(await authorityOf(created!.id)).toMatchObject({
      type: 'business',
      role: 'user',
      emailVerified: false,
      verified: false,
      credits: 0,
    })
    for (const type of ['admin', 'Admin', 'ADMIN', ' admin']) {
      const refused = await register(t.app, { type })
      expect(refused.statusCode, type).toBe(400)
    }
  })
})

describe('sessions', () => {
  it("revoke-session ends only the caller's own sessions, named by id: another person's is a 404 and keeps working", async () => {
    const victim = await signedInAs(t, 'individual')
    const [victimSession] = await t.database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, victim.userId))
    const attacker = callers.find((c) => c.name === 'customer')!
    const res = await post(t.app, '/api/auth/revoke-session', { id: victimSession!.id }, headersOf(attacker))
    expect(res.statusCode).toBe(404)
    const stillIn = await t.app.inject({ url: '/api/users/me', headers: { cookie: victim.cookie } })
    expect(stillIn.statusCode).toBe(200)

    const own = await post(
      t.app,
      '/api/auth/revoke-session',
      { id: victimSession!.id },
      {
        cookie: victim.cookie,
      },
    )
    expect(own.statusCode).toBe(200)
    const out = await t.app.inject({ url: '/api/users/me', headers: { cookie: victim.cookie } })
    expect(out.statusCode).toBe(401)
  })
})

describe('password reset links', () => {
  it('only the newest link works once a second one is asked for', async () => {
    const email = uniqueEmail()
    await register(t.app, { email })
    await openLink(t.app, linkIn((await mailbox(t.app, email))[0]!.text))
    const tokens: string[] = []
    for (let i = 0; i < 2; i++) {
      await post(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/auth?tab=reset' })
      const mails = (await mailbox(t.app, email)).filter((m) => m.template === 'reset-password')
      const opened = await openLink(t.app, linkIn(mails[0]!.text))
      tokens.push(new URL(String(opened.headers.location), ORIGIN).searchParams.get('token') ?? '')
    }
    expect(tokens[0]).not.toBe(tokens[1])
    const old = await post(t.app, '/api/auth/reset-password', {
      token: tokens[0],
      newPassword: 'Old-Link-2026',
    })
    expect(old.statusCode).toBe(400)
    const fresh = await post(t.app, '/api/auth/reset-password', {
      token: tokens[1],
      newPassword: 'New-Link-2026',
    })
    expect(fresh.statusCode).toBe(200)
  })

  it('accepts only paths on this site as the place an emailed link leads to', async () => {
    for (const redirectTo of ['https://evil.example/phish', '//evil.example', '/\\evil.example']) {
      const res = await post(t.app, '/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo })
      expect(res.statusCode, redirectTo).toBe(400)
    }
  })
})

describe('password rule (ADR 008)', () => {
  it('refuses breached passwords everywhere a password is chosen, and takes a long passphrase', async () => {
    const common = await register(t.app, { password: 'Password1' })
    expect(common.statusCode).toBe(400)
    expect(common.json().error.code).toBe('password_common')
    const passphrase = await register(t.app, { password: 'le petit bateau sur la moselle' })
    expect(passphrase.statusCode, passphrase.body).toBe(200)
    const spec = await register(t.app, { password: 'shortpw' })
    expect(spec.json().error).toMatchObject({
      code: 'password_policy',
      message:
        'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter and one digit.',
    })

    const email = uniqueEmail()
    await register(t.app, { email })
    await openLink(t.app, linkIn((await mailbox(t.app, email))[0]!.text))
    const { cookie } = await signIn(t.app, email)
    const change = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'Qwerty123' },
      { cookie },
    )
    expect(change.json().error.code).toBe('password_common')
  })
})

describe('sign-in throttling (ADR 007)', () => {
  it('five wrong passwords from one address do not lock the owner out from another', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: 5, AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 20 })
    try {
      const email = uniqueEmail()
      await ensureVerified(limited, email)
      const attempt = (password: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress,
          headers: { origin: ORIGIN },
          payload: { email, password },
        })
      for (let i = 0; i < 5; i++)
        expect((await attempt('Wrong-Password-1', '203.0.113.7')).statusCode).toBe(401)
      expect((await attempt(GOOD_PASSWORD, '203.0.113.7')).statusCode).toBe(429)
      const owner = await attempt(GOOD_PASSWORD, '198.51.100.20')
      expect(owner.statusCode).toBe(200)
      expect(cookieOf(owner)).toContain('session_token')
    } finally {
      await limited.close()
    }
  })

  it('caps attempts on one email from many addresses within a short window', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: 5, AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 6 })
    try {
      const email = uniqueEmail()
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `203.0.113.${i + 1}`,
          headers: { origin: ORIGIN },
          payload: { email, password: 'Wrong-Password-1' },
        })
        statuses.push(res.statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429])
    } finally {
      await limited.close()
    }
  })
})

async function ensureVerified(target: TestApp, email: string) {
  await register(target.app, { email })
  await openLink(target.app, linkIn((await mailbox(target.app, email))[0]!.text))
}

describe('with the database out of reach', () => {
  it('sign-in and session reads answer 503 service_unavailable, not a bare 500 or a false 401', async () => {
    const down = await buildTestApp()
    const { cookie, email } = await signedInAs(down, 'individual')
    await down.database.close()
    try {
      const answers = [
        await post(down.app, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }),
        await down.app.inject({ url: '/api/auth/get-session', headers: { cookie } }),
        await down.app.inject({ url: '/api/users/me', headers: { cookie } }),
      ]
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503)
        expect(res.json().error.code).toBe('service_unavailable')
      }
    } finally {
      await down.app.close()
    }
  })
})

describe('hostile text on the auth endpoints (found by fuzzing)', () => {
  it('answers 400 and writes nothing for NUL, lone surrogates and over-long names', async () => {
    for (const fields of [
      { location: 'Mersch\u0000' },
      { name: 'Carl \ud835' },
      { name: 'A\u0000B' },
      { name: '𝕏'.repeat(121) },
      { phoneNumber: '+352\u0000621' },
    ]) {
      const email = uniqueEmail()
      const res = await register(t.app, { email, ...fields })
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([])
    }
    const customer = callers.find((c) => c.name === 'customer')!
    for (const [url, body] of [
      ['/api/auth/revoke-session', { id: '\u0000' }],
      ['/api/auth/reset-password', { token: '\u0000', newPassword: 'Sunny-Day-2026' }],
    ] as const) {
      const res = await post(t.app, url, body, headersOf(customer))
      expect(res.statusCode, url).toBe(400)
    }
  })
})
