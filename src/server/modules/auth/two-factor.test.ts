import { auditLog, twoFactor, user, verification } from '@server/db/schema/index'
import {
  cookieOf,
  GOOD_PASSWORD,
  mailbox,
  post,
  signedInAs,
  signIn,
  uniqueEmail,
} from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { totpCode } from '@server/test/totp'
import { and, desc, eq, like } from 'drizzle-orm'
import { Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** The base32 secret of an otpauth:// address, as an authenticator app reads it from the QR code. */
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? ''

/** A code that is not the current one (nor the one before or after). */
const wrongCode = (secret: string) => {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!near.has(code)) return code
  }
}

const auditOf = (userId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))

/** A customer who turned two-step sign-in on: the secret their app holds and their backup codes. */
async function customerWithTwoFactor() {
  const account = await signedInAs(t, 'individual')
  const enabled = await post(
    t.app,
    '/api/auth/two-factor/enable',
    { password: GOOD_PASSWORD },
    { cookie: account.cookie },
  )
  expect(enabled.statusCode, enabled.body).toBe(200)
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] }
  const secret = secretOf(totpURI)
  const confirmed = await post(
    t.app,
    '/api/auth/two-factor/verify-totp',
    { code: totpCode(secret) },
    { cookie: account.cookie },
  )
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { ...account, secret, backupCodes, cookie: cookieOf(confirmed) || account.cookie }
}

describe('turning two-step sign-in on (ADR 040)', () => {
  it('needs the password, then gives an authenticator secret and 10 backup codes; the first right code turns it on', async () => {
    const account = await signedInAs(t, 'individual')
    const wrong = await post(
      t.app,
      '/api/auth/two-factor/enable',
      { password: 'Not-The-Password-1' },
      { cookie: account.cookie },
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('wrong_password')
    const missing = await post(t.app, '/api/auth/two-factor/enable', {}, { cookie: account.cookie })
    expect(missing.statusCode).toBe(400)

    const enabled = await post(
      t.app,
      '/api/auth/two-factor/enable',
      { password: GOOD_PASSWORD },
      { cookie: account.cookie },
    )
    expect(enabled.statusCode, enabled.body).toBe(200)
    const { totpURI, backupCodes } = enabled.json()
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/LuxPro:/)
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('LuxPro')
    expect(backupCodes).toHaveLength(10)
    expect(Secret.fromBase32(secretOf(totpURI)).bytes.length).toBeGreaterThanOrEqual(20)
    // Not on until a code from the app confirms it: sign-in still takes the password alone.
    const [pending] = await t.database.db.select().from(user).where(eq(user.id, account.userId))
    expect(pending?.twoFactorEnabled).toBe(false)

    const refused = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: wrongCode(secretOf(totpURI)) },
      { cookie: account.cookie },
    )
    expect(refused.statusCode).toBe(401)
    expect(refused.json().error.code).toBe('invalid_code')
    const confirmed = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secretOf(totpURI)) },
      { cookie: account.cookie },
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const [on] = await t.database.db.select().from(user).where(eq(user.id, account.userId))
    expect(on?.twoFactorEnabled).toBe(true)
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: cookieOf(confirmed) } })
    expect(me.json().data.twoFactorEnabled).toBe(true)
  })

  it('is audited and emailed to the owner, and never stores the secret or the codes in clear', async () => {
    const account = await customerWithTwoFactor()
    const [entry] = await auditOf(account.userId, 'auth.two_factor_enabled')
    expect(entry).toMatchObject({
      actorUserId: account.userId,
      actorEmail: account.email,
      targetType: 'account',
    })
    const mails = await mailbox(t.app, account.email)
    expect(mails.find((m) => m.template === 'two-factor-enabled')?.subject).toBe(
      'Two-step sign-in is on for your LuxPro account',
    )
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))
    expect(row?.secret).not.toContain(account.secret)
    for (const code of account.backupCodes) expect(row?.backupCodes).not.toContain(code)
  })
})

describe('signing in with two-step sign-in', () => {
  it('asks for the second step after the password, without a session; a wrong code is refused, a right one signs in', async () => {
    const account = await customerWithTwoFactor()
    const first = await post(t.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: GOOD_PASSWORD,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
    // The library still names the session it ended: it opens nothing.
    const token = String(first.headers['set-auth-token'] ?? '')
    const asBearer = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(asBearer.statusCode).toBe(401)
    const challenge = cookieOf(first)
    expect(challenge).not.toMatch(/session_token=[^;]/)
    const withoutCode = await t.app.inject({ url: '/api/users/me', headers: { cookie: challenge } })
    expect(withoutCode.statusCode).toBe(401)

    const wrong = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: wrongCode(account.secret) },
      { cookie: challenge },
    )
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.code).toBe('invalid_code')
    const right = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(account.secret) },
      { cookie: challenge },
    )
    expect(right.statusCode, right.body).toBe(200)
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: cookieOf(right) } })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.email).toBe(account.email)
    const [failure] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.two_factor_failed'))
      .orderBy(desc(auditLog.id))
    expect(failure).toBeDefined()
  })

  it('takes a backup code instead, once: it is audited and the owner is told how many are left', async () => {
    const account = await customerWithTwoFactor()
    const [code] = account.backupCodes as [string]
    const signInWithBackupCode = async (typed: string) => {
      const first = await post(t.app, '/api/auth/sign-in/email', {
        email: account.email,
        password: GOOD_PASSWORD,
      })
      return post(
        t.app,
        '/api/auth/two-factor/verify-backup-code',
        { code: typed },
        { cookie: cookieOf(first) },
      )
    }
    // Typed without its dash, as people do.
    const used = await signInWithBackupCode(code.replace('-', ''))
    expect(used.statusCode, used.body).toBe(200)
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: cookieOf(used) } })
    expect(me.json().data.email).toBe(account.email)
    const again = await signInWithBackupCode(code)
    expect(again.statusCode).toBe(401)
    expect(again.json().error.code).toBe('invalid_code')

    const [entry] = await auditOf(account.userId, 'auth.two_factor_backup_code_used')
    expect(entry?.details).toEqual({ remaining: 9 })
    const mail = (await mailbox(t.app, account.email)).find(
      (m) => m.template === 'two-factor-backup-code-used',
    )
    expect(mail?.text).toContain('Backup codes left: 9.')
  })

  it('can trust this browser for 30 days: its next sign-in skips the second step', async () => {
    const account = await customerWithTwoFactor()
    const first = await post(t.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: GOOD_PASSWORD,
    })
    const trusted = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(account.secret), trustDevice: true },
      { cookie: cookieOf(first) },
    )
    expect(trusted.statusCode, trusted.body).toBe(200)
    const trustCookie = cookieOf(trusted)
      .split('; ')
      .find((c) => c.includes('trust_device='))
    expect(trustCookie).toBeDefined()
    const raw = ([trusted.headers['set-cookie']].flat() as string[]).find((c) => c.includes('trust_device='))
    expect(raw).toMatch(/Max-Age=2592000/)
    const next = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: account.email, password: GOOD_PASSWORD },
      { cookie: trustCookie ?? '' },
    )
    expect(next.statusCode).toBe(200)
    expect(next.json().twoFactorRedirect).toBeUndefined()
    expect(next.json().user.email).toBe(account.email)
  })
})

describe('throttling wrong codes', () => {
  it('locks the second step of an account after 10 wrong codes, even with the right code and a new challenge', async () => {
    const account = await customerWithTwoFactor()
    let challenge = ''
    for (let attempt = 0; attempt < 10; attempt++) {
      // The library ends a challenge after 5 wrong codes: a new sign-in gives a new one.
      if (attempt % 5 === 0)
        challenge = cookieOf(
          await post(t.app, '/api/auth/sign-in/email', { email: account.email, password: GOOD_PASSWORD }),
        )
      const wrong = await post(
        t.app,
        '/api/auth/two-factor/verify-totp',
        { code: wrongCode(account.secret) },
        { cookie: challenge },
      )
      expect(wrong.statusCode).toBe(401)
    }
    const first = await post(t.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: GOOD_PASSWORD,
    })
    const locked = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(account.secret) },
      { cookie: cookieOf(first) },
    )
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error.code).toBe('two_factor_locked')
  })

  it('limits verification attempts per account and address on the shared rate-limit store', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: 3 })
    try {
      const email = uniqueEmail('throttled')
      const account = await signedInAs(limited, 'individual', email)
      const enabled = await post(
        limited.app,
        '/api/auth/two-factor/enable',
        { password: GOOD_PASSWORD },
        { cookie: account.cookie },
      )
      const secret = secretOf(enabled.json().totpURI)
      await post(
        limited.app,
        '/api/auth/two-factor/verify-totp',
        { code: totpCode(secret) },
        { cookie: account.cookie },
      )
      const statuses: number[] = []
      const wrongAttempt = (challenge: string) =>
        post(
          limited.app,
          '/api/auth/two-factor/verify-totp',
          { code: wrongCode(secret) },
          { cookie: challenge },
        )
      // Two challenges (sign-in is limited per email too): the per-account key follows the account.
      for (const tries of [2, 2]) {
        const first = await post(limited.app, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })
        expect(first.statusCode).toBe(200)
        for (let n = 0; n < tries; n++) statuses.push((await wrongAttempt(cookieOf(first))).statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 429])
      // Someone else's second step from the same address is not held up by it.
      const other = await signedInAs(limited, 'admin')
      expect(other.userId).toBeTruthy()
    } finally {
      await limited.close()
    }
  })
})

describe('turning it off, and new backup codes', () => {
  it('needs the password to turn off; then sign-in takes the password alone; audited and emailed', async () => {
    const account = await customerWithTwoFactor()
    const wrong = await post(
      t.app,
      '/api/auth/two-factor/disable',
      { password: 'Not-The-Password-1' },
      { cookie: account.cookie },
    )
    expect(wrong.statusCode).toBe(400)
    const off = await post(
      t.app,
      '/api/auth/two-factor/disable',
      { password: GOOD_PASSWORD },
      { cookie: account.cookie },
    )
    expect(off.statusCode, off.body).toBe(200)
    const again = await post(
      t.app,
      '/api/auth/two-factor/disable',
      { password: GOOD_PASSWORD },
      { cookie: cookieOf(off) },
    )
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('two_factor_not_enabled')
    const { res } = await signIn(t.app, account.email)
    expect(res.json().user.email).toBe(account.email)
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))).toEqual(
      [],
    )
    expect(await auditOf(account.userId, 'auth.two_factor_disabled')).toHaveLength(1)
    const mails = await mailbox(t.app, account.email)
    expect(mails.find((m) => m.template === 'two-factor-disabled')).toBeDefined()
  })

  it('makes new backup codes with the password; the earlier ones stop working', async () => {
    const account = await customerWithTwoFactor()
    const renewed = await post(
      t.app,
      '/api/auth/two-factor/generate-backup-codes',
      { password: GOOD_PASSWORD },
      { cookie: account.cookie },
    )
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.json().backupCodes).toHaveLength(10)
    const first = await post(t.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: GOOD_PASSWORD,
    })
    const old = await post(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code: account.backupCodes[0] },
      { cookie: cookieOf(first) },
    )
    expect(old.statusCode).toBe(401)
    expect(await auditOf(account.userId, 'auth.two_factor_backup_codes_renewed')).toHaveLength(1)
    const mails = await mailbox(t.app, account.email)
    expect(mails.find((m) => m.template === 'two-factor-backup-codes-renewed')?.language).toBe('en')
  })
})

describe('the operator reset, for an owner who lost their phone and their backup codes', () => {
  it('turns the second step off, ends the sessions, emails the owner and is audited as the operator', async () => {
    const account = await customerWithTwoFactor()
    const { resetTwoFactor } = await import('./two-factor-reset')
    const { createMailer } = await import('@server/modules/mail/mailer')
    const deps = {
      db: t.database.db,
      mailerFor: (tx: typeof t.database.db) =>
        createMailer(tx, { deliver: false, links: { publicUrl: 'http://localhost:3000' } }),
      publicUrl: 'http://localhost:3000',
    }
    expect(await resetTwoFactor(deps, 'nobody@example.lu')).toBe(false)
    expect(await resetTwoFactor(deps, account.email.toUpperCase())).toBe(true)
    const ended = await t.app.inject({ url: '/api/users/me', headers: { cookie: account.cookie } })
    expect(ended.statusCode).toBe(401)
    const { res } = await signIn(t.app, account.email)
    expect(res.json().user.email).toBe(account.email)
    const [entry] = await auditOf(account.userId, 'auth.two_factor_reset')
    expect(entry).toMatchObject({ actorUserId: null, actorEmail: null })
    const mails = await mailbox(t.app, account.email)
    expect(mails.filter((m) => m.template === 'two-factor-disabled')).toHaveLength(1)
  })
})

describe('admins (ADR 040)', () => {
  it('refuses the admin API to an admin without two-step sign-in until it is set up, with a clear code', async () => {
    const email = uniqueEmail('admin')
    const { ensureAccount } = await import('@server/modules/auth/seed-accounts')
    await ensureAccount(t.app.auth, t.database.db, {
      email,
      password: GOOD_PASSWORD,
      name: 'New admin',
      type: 'admin',
    })
    const { res, cookie } = await signIn(t.app, email)
    expect(res.json().user.email).toBe(email)
    const refused = await t.app.inject({ url: '/api/admin/users', headers: { cookie } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('two_factor_required')
    // What the setup needs stays open: who am I, and the two-factor endpoints.
    const info = await t.app.inject({ url: '/api/admin/users/current/info', headers: { cookie } })
    expect(info.json().data).toMatchObject({ role: 'admin', twoFactorEnabled: false })

    const enabled = await post(t.app, '/api/auth/two-factor/enable', { password: GOOD_PASSWORD }, { cookie })
    const secret = secretOf(enabled.json().totpURI)
    const confirmed = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie },
    )
    const opened = await t.app.inject({ url: '/api/admin/users', headers: { cookie: cookieOf(confirmed) } })
    expect(opened.statusCode, opened.body).toBe(200)
  })

  it('lets an admin with two-step sign-in in, after the second step', async () => {
    const admin = await signedInAs(t, 'admin')
    const res = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin.cookie } })
    expect(res.statusCode).toBe(200)
  })
})

describe('personal data', () => {
  it('exports whether two-step sign-in is on, never its secret or backup codes', async () => {
    const account = await customerWithTwoFactor()
    const res = await t.app.inject({ url: '/api/users/me/export', headers: { cookie: account.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json().account.twoFactorEnabled).toBe(true)
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))
    for (const secret of [row?.secret, row?.backupCodes, account.secret, ...account.backupCodes])
      expect(res.body).not.toContain(secret)
  })

  it('erases the secret, the backup codes and the trusted browsers with the account', async () => {
    const account = await customerWithTwoFactor()
    const first = await post(t.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: GOOD_PASSWORD,
    })
    await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(account.secret), trustDevice: true },
      { cookie: cookieOf(first) },
    )
    const erased = await post(
      t.app,
      '/api/users/me/delete',
      { password: GOOD_PASSWORD },
      { cookie: account.cookie },
    )
    expect(erased.statusCode).toBe(204)
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))).toEqual(
      [],
    )
    const kept = await t.database.db
      .select()
      .from(verification)
      .where(and(eq(verification.value, account.userId), like(verification.identifier, 'trust-device-%')))
    expect(kept).toEqual([])
  })
})
