import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testConfig } from '@server/config'
import { account, user } from '@server/db/schema/index'
import { cookieOf, post, signIn } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { totpCode } from '@server/test/totp'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkedHashesFile } from './checked-password-hashes'
import {
  DEMO_ACCOUNTS,
  demoAccountsFor,
  demoAdminTotpSecretFor,
  ensureAccount,
  isPublishedDemoPassword,
  README_ADMIN_TOTP_SECRET,
  retireReadmeDemoPasswords,
  seedDemoAccounts,
} from './seed-accounts'

/** Demo accounts: the README's demo passwords never work in production. */
const CHOSEN = 'Chosen-Demo-Password-9'
const production = (DEMO_ACCOUNT_PASSWORD?: string) =>
  testConfig({ NODE_ENV: 'production', DEMO_ACCOUNT_PASSWORD })
const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email)

let t: TestApp
const withOwnApp = () => {
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())
}

const demoUsers = () =>
  t.database.db.select({ id: user.id }).from(user).where(inArray(user.email, DEMO_EMAILS))
const signInStatus = async (email: string, password: string) =>
  (await signIn(t.app, email, password)).res.statusCode

/** Demo accounts as a database seeded before production stopped using the README passwords has them. */
async function withReadmePasswords() {
  const ctx = await t.app.auth.$context
  for (const demo of DEMO_ACCOUNTS) {
    await ensureAccount(t.app.auth, t.database.db, demo)
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, demo.email))
    await ctx.internalAdapter.updatePassword(row!.id, await ctx.password.hash(demo.password))
  }
}

describe('demo accounts by environment', () => {
  it('outside production: the README passwords', () => {
    expect(demoAccountsFor(testConfig({ NODE_ENV: 'development' }))).toEqual(DEMO_ACCOUNTS)
  })

  it('in production: none without DEMO_ACCOUNT_PASSWORD, otherwise all with it', () => {
    expect(demoAccountsFor(production())).toEqual([])
    const accounts = demoAccountsFor(production(CHOSEN))
    expect(accounts.map((a) => a.email)).toEqual(DEMO_EMAILS)
    expect(accounts.every((a) => a.password === CHOSEN && !isPublishedDemoPassword(a.password))).toBe(true)
  })
})

describe('seeding demo accounts in production', () => {
  withOwnApp()

  it('without DEMO_ACCOUNT_PASSWORD creates no account, and the demo links and activity cope', async () => {
    expect(await seedDemoAccounts(t.app.auth, t.database.db, production())).toBe(0)
    expect(await demoUsers()).toEqual([])
  })

  it('with it creates every demo account with that password only', async () => {
    expect(await seedDemoAccounts(t.app.auth, t.database.db, production(CHOSEN))).toBe(DEMO_ACCOUNTS.length)
    expect(await demoUsers()).toHaveLength(DEMO_ACCOUNTS.length)
    for (const demo of DEMO_ACCOUNTS) {
      expect(await signInStatus(demo.email, demo.password)).toBe(401)
      expect(await signInStatus(demo.email, CHOSEN)).toBe(200)
    }
    const anne = await signIn(t.app, 'anne.schmit@example.lu', CHOSEN)
    const mine = await t.app.inject({ url: '/api/quote-requests', headers: { cookie: anne.cookie } })
    expect(mine.json().items.length).toBeGreaterThan(0)
  })
})

describe('a production database seeded with the README passwords', () => {
  withOwnApp()

  it('gets them replaced by unknown ones at start, and their sessions ended', async () => {
    await withReadmePasswords()
    const admin = await signIn(t.app, 'admin@luxpro.lu', 'LuxPro-Admin-2026')
    expect(admin.res.statusCode).toBe(200)

    expect(await retireReadmeDemoPasswords(t.app.auth, t.database.db, testConfig())).toEqual([])
    expect(await retireReadmeDemoPasswords(t.app.auth, t.database.db, production())).toEqual(DEMO_EMAILS)
    for (const demo of DEMO_ACCOUNTS) expect(await signInStatus(demo.email, demo.password)).toBe(401)
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: admin.cookie } })
    expect(me.statusCode).toBe(401)
    expect(await retireReadmeDemoPasswords(t.app.auth, t.database.db, production())).toEqual([])
  })

  it('or by DEMO_ACCOUNT_PASSWORD when it is set', async () => {
    await withReadmePasswords()
    expect(await retireReadmeDemoPasswords(t.app.auth, t.database.db, production(CHOSEN))).toEqual(
      DEMO_EMAILS,
    )
    expect(await signInStatus('contact@sanitaire-weber.lu', 'Demo-Business-2026')).toBe(401)
    expect(await signInStatus('contact@sanitaire-weber.lu', CHOSEN)).toBe(200)
  })
})

describe('the README passwords check at the next start', () => {
  withOwnApp()
  const dir = mkdtempSync(join(tmpdir(), 'luxpro-checked-hashes-'))
  const file = join(dir, 'checked-password-hashes')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('remembers the hashes found clean, and still verifies a changed one', async () => {
    await seedDemoAccounts(t.app.auth, t.database.db, production(CHOSEN))
    const checked = checkedHashesFile(file)
    expect(await retireReadmeDemoPasswords(t.app.auth, t.database.db, production(CHOSEN), checked)).toEqual(
      [],
    )
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(DEMO_ACCOUNTS.length)

    await withReadmePasswords()
    expect(
      await retireReadmeDemoPasswords(t.app.auth, t.database.db, production(CHOSEN), checkedHashesFile(file)),
    ).toEqual(DEMO_EMAILS)
    expect(await signInStatus('contact@sanitaire-weber.lu', 'Demo-Business-2026')).toBe(401)
  })

  it('does not verify a hash it remembers', async () => {
    await withReadmePasswords()
    const remembered = checkedHashesFile(file)
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await t.database.db
        .select({ hash: account.password })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(and(eq(user.email, demo.email), eq(account.providerId, 'credential')))
      remembered.add(row!.hash!, demo.password)
    }
    expect(
      await retireReadmeDemoPasswords(t.app.auth, t.database.db, production(CHOSEN), checkedHashesFile(file)),
    ).toEqual([])
  })
})

describe("the demo admin's authenticator secret (ADR 040)", () => {
  const CHOSEN_SECRET = 'CHOSENADMINSECRETFORPRODUCTION23'
  const ADMIN = 'admin@luxpro.lu'
  /** Signs the demo admin in with `password`; with `secret`, passes the second step. */
  async function adminSignIn(password: string, secret?: string) {
    const first = await post(t.app, '/api/auth/sign-in/email', { email: ADMIN, password })
    const asked = first.json().twoFactorRedirect === true
    if (!asked || !secret) return { asked, status: first.statusCode }
    const second = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie: cookieOf(first) },
    )
    return { asked, status: second.statusCode }
  }
  const demoAdmin = () => DEMO_ACCOUNTS.find((a) => a.type === 'admin')!

  it('is the README’s outside production (or DEMO_ADMIN_TOTP_SECRET), and only DEMO_ADMIN_TOTP_SECRET in production', () => {
    expect(demoAdminTotpSecretFor(testConfig({ NODE_ENV: 'development' }))).toBe(README_ADMIN_TOTP_SECRET)
    expect(
      demoAdminTotpSecretFor(testConfig({ NODE_ENV: 'development', DEMO_ADMIN_TOTP_SECRET: CHOSEN_SECRET })),
    ).toBe(CHOSEN_SECRET)
    expect(demoAdminTotpSecretFor(production(CHOSEN))).toBeUndefined()
    expect(demoAdminTotpSecretFor({ ...production(CHOSEN), DEMO_ADMIN_TOTP_SECRET: CHOSEN_SECRET })).toBe(
      CHOSEN_SECRET,
    )
  })

  describe('outside production', () => {
    withOwnApp()
    it('the demo admin signs in with the README secret’s code after the password', async () => {
      await seedDemoAccounts(t.app.auth, t.database.db, testConfig({ NODE_ENV: 'development' }))
      expect(await adminSignIn(demoAdmin().password)).toEqual({ asked: true, status: 200 })
      expect(await adminSignIn(demoAdmin().password, README_ADMIN_TOTP_SECRET)).toEqual({
        asked: true,
        status: 200,
      })
      const [row] = await t.database.db
        .select({ on: user.twoFactorEnabled })
        .from(user)
        .where(eq(user.email, ADMIN))
      expect(row?.on).toBe(true)
    })
  })

  describe('in production', () => {
    withOwnApp()
    it('seeds no secret without DEMO_ADMIN_TOTP_SECRET, that one with it, and retires the README’s', async () => {
      await seedDemoAccounts(t.app.auth, t.database.db, production(CHOSEN))
      expect(await adminSignIn(CHOSEN)).toEqual({ asked: false, status: 200 })

      const withSecret = { ...production(CHOSEN), DEMO_ADMIN_TOTP_SECRET: CHOSEN_SECRET }
      await seedDemoAccounts(t.app.auth, t.database.db, withSecret)
      expect(await adminSignIn(CHOSEN, CHOSEN_SECRET)).toEqual({ asked: true, status: 200 })

      // A database seeded in development, moved to production: the README's secret gives way.
      const { ensureTotpSecret } = await import('./totp-secrets')
      const [admin] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN))
      await t.database.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin!.id))
      await ensureTotpSecret(t.app.auth, t.database.db, ADMIN, README_ADMIN_TOTP_SECRET)
      expect(await adminSignIn(CHOSEN, README_ADMIN_TOTP_SECRET)).toEqual({ asked: true, status: 200 })
      const retired = await retireReadmeDemoPasswords(t.app.auth, t.database.db, withSecret)
      expect(retired).toContain(`${ADMIN} (authenticator secret)`)
      expect(await adminSignIn(CHOSEN, README_ADMIN_TOTP_SECRET)).toEqual({ asked: true, status: 401 })
      expect(await adminSignIn(CHOSEN, CHOSEN_SECRET)).toEqual({ asked: true, status: 200 })
      // Without a replacement the second step goes: the admin is asked to set it up again.
      await t.database.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin!.id))
      await ensureTotpSecret(t.app.auth, t.database.db, ADMIN, README_ADMIN_TOTP_SECRET)
      await retireReadmeDemoPasswords(t.app.auth, t.database.db, production(CHOSEN))
      expect(await adminSignIn(CHOSEN)).toEqual({ asked: false, status: 200 })
    })
  })
})
