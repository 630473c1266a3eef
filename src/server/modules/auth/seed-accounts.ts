import { randomBytes } from 'node:crypto'
import type { Config } from '@server/config'
import type { Database } from '@server/db/client'
import { account, profile, user } from '@server/db/schema/index'
import { linkDemoAccounts } from '@server/db/seed/demo-account-links'
import { seedDemoQuoteActivity } from '@server/db/seed/demo-quote-activity'
import type { UserType } from '@shared/accounts/user-types'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, eq } from 'drizzle-orm'
import type { CheckedHashes } from './checked-password-hashes'
import type { Auth } from './create-auth'
import { ensureTotpSecret, retireTotpSecret } from './totp-secrets'

interface SeedAccount {
  email: string
  password: string
  name: string
  type: UserType
  location?: string
  phoneNumber?: string
  businessName?: string
  /** Language of the account's emails; English when not given. */
  language?: UiLanguage
}

/** Documented demo accounts (README), created only with the demo data; see demoAccountsFor. */
export const DEMO_ACCOUNTS: SeedAccount[] = [
  { email: 'admin@luxpro.lu', password: 'LuxPro-Admin-2026', name: 'LuxPro Admin', type: 'admin' },
  {
    email: 'anne.schmit@example.lu',
    password: 'Demo-Customer-2026',
    name: 'Anne Schmit',
    type: 'individual',
    location: 'Strassen',
  },
  {
    email: 'contact@sanitaire-weber.lu',
    password: 'Demo-Business-2026',
    name: 'Marc Weber',
    type: 'business',
    location: 'Bertrange',
    phoneNumber: '+352 26 31 45 10',
    businessName: 'Sanitaire Weber S.à r.l.',
  },
  {
    email: 'info@electricite-rossi.lu',
    password: 'Demo-Business-2026',
    name: 'Luca Rossi',
    type: 'business',
    location: 'Esch-sur-Alzette',
    phoneNumber: '+352 26 54 18 30',
    businessName: 'Électricité Rossi',
    language: 'fr',
  },
]

/**
 * The demo admin's authenticator secret, published in the README beside its password: development
 * only, like the password (ADR 040).
 */
export const README_ADMIN_TOTP_SECRET = 'LUXPRO2FADEMOADMINSECRETKEY23456'

/**
 * The demo admin's authenticator secret in this configuration: outside production the README's
 * (or DEMO_ADMIN_TOTP_SECRET); in production only DEMO_ADMIN_TOTP_SECRET, never the README's.
 */
export function demoAdminTotpSecretFor(config: Config): string | undefined {
  if (config.NODE_ENV !== 'production') return config.DEMO_ADMIN_TOTP_SECRET ?? README_ADMIN_TOTP_SECRET
  return config.DEMO_ADMIN_TOTP_SECRET
}

/**
 * Creates a verified account with a password, unless the email exists already. `passwordHash`, when
 * given, is the password's hash made already (tests hash their one password once and reuse it).
 */
export async function ensureAccount(
  auth: Auth,
  db: Database,
  account: SeedAccount,
  passwordHash?: string,
): Promise<void> {
  const email = account.email.toLowerCase()
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1)
  if (existing) return
  const ctx = await auth.$context
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: account.name,
      emailVerified: true,
      type: account.type,
      language: account.language ?? 'en',
      role: account.type === 'admin' ? 'admin' : 'user',
    },
    { method: 'email-password' },
  )
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: passwordHash ?? (await ctx.password.hash(account.password)),
  })
  await db
    .insert(profile)
    .values({
      userId: created.id,
      location: account.location ?? null,
      phoneNumber: account.phoneNumber ?? null,
      businessName: account.businessName ?? null,
      verified: account.type === 'business',
    })
    .onConflictDoNothing()
}

/**
 * The demo accounts this configuration may create. Outside production: the README's, with its
 * passwords. In production the README's passwords are public knowledge, so only with
 * DEMO_ACCOUNT_PASSWORD, which they all share; without it, none.
 */
export function demoAccountsFor(config: Config): SeedAccount[] {
  if (config.NODE_ENV !== 'production') return DEMO_ACCOUNTS
  const password = config.DEMO_ACCOUNT_PASSWORD
  return password ? DEMO_ACCOUNTS.map((demo) => ({ ...demo, password })) : []
}

/**
 * With the demo data: the demo accounts this configuration allows, linked to their listings and
 * given their demo activity (both skip what is missing). Returns how many accounts it may have.
 */
export async function seedDemoAccounts(auth: Auth, db: Database, config: Config): Promise<number> {
  const accounts = demoAccountsFor(config)
  for (const demo of accounts) await ensureAccount(auth, db, demo)
  const adminSecret = demoAdminTotpSecretFor(config)
  for (const demo of accounts)
    if (demo.type === 'admin' && adminSecret) await ensureTotpSecret(auth, db, demo.email, adminSecret)
  await linkDemoAccounts(db)
  await seedDemoQuoteActivity(db)
  return accounts.length
}

/**
 * Production only: a demo account that still has the README's password (a database seeded before
 * production stopped doing so) gets DEMO_ACCOUNT_PASSWORD, or else a random one nobody knows, and
 * loses its sessions; the demo admin's README authenticator secret likewise gives way to
 * DEMO_ADMIN_TOTP_SECRET or to none. Returns the emails changed. With `checked`, a hash verified at
 * an earlier start is not verified again.
 */
export async function retireReadmeDemoPasswords(
  auth: Auth,
  db: Database,
  config: Config,
  checked?: CheckedHashes,
): Promise<string[]> {
  if (config.NODE_ENV !== 'production') return []
  const ctx = await auth.$context
  const retired: string[] = []
  // Every start runs these checks before the server answers, each a password hash: all at once, so
  // the cores share them instead of taking them one after the other.
  const stillReadme = await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => {
      const [row] = await db
        .select({ userId: user.id, hash: account.password })
        .from(user)
        .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(eq(user.email, demo.email))
        .limit(1)
      if (!row?.hash || checked?.has(row.hash, demo.password)) return null
      if (!(await ctx.password.verify({ hash: row.hash, password: demo.password }))) {
        checked?.add(row.hash, demo.password)
        return null
      }
      return { email: demo.email, userId: row.userId }
    }),
  )
  for (const demo of stillReadme) {
    if (!demo) continue
    const replacement = config.DEMO_ACCOUNT_PASSWORD ?? randomBytes(32).toString('base64url')
    await ctx.internalAdapter.updatePassword(demo.userId, await ctx.password.hash(replacement))
    await ctx.internalAdapter.deleteUserSessions(demo.userId)
    retired.push(demo.email)
  }
  for (const demo of DEMO_ACCOUNTS.filter((d) => d.type === 'admin')) {
    const replacement = config.DEMO_ADMIN_TOTP_SECRET
    if (await retireTotpSecret(auth, db, demo.email, README_ADMIN_TOTP_SECRET, replacement))
      retired.push(`${demo.email} (authenticator secret)`)
  }
  return retired
}

/** Whether a password is one the README publishes (production refuses it as DEMO_ACCOUNT_PASSWORD). */
export const isPublishedDemoPassword = (password: string) =>
  DEMO_ACCOUNTS.some((demo) => demo.password === password)
