import { eq } from 'drizzle-orm'
import type { UserType } from '../../../shared/accounts/user-types'
import type { UiLanguage } from '../../../shared/i18n/languages'
import type { Database } from '../../db/client'
import { profile, user } from '../../db/schema/index'
import type { Auth } from './create-auth'

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

/** Documented demo accounts (README), created only with the demo data. */
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

/** Creates a verified account with a password, unless the email exists already. */
export async function ensureAccount(auth: Auth, db: Database, account: SeedAccount): Promise<void> {
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
    password: await ctx.password.hash(account.password),
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
