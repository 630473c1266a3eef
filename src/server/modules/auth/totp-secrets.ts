import { randomUUID } from 'node:crypto'
import type { Database } from '@server/db/client'
import { session, twoFactor, user } from '@server/db/schema/index'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { Auth } from './create-auth'

/** How the two-factor plugin marks a secret given in base32 (what authenticator apps are given). */
const BASE32_PREFIX = 'base32:'

async function accountOf(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, enabled: user.twoFactorEnabled, secret: twoFactor.secret })
    .from(user)
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.email, email.toLowerCase()))
    .limit(1)
  return row
}

/**
 * Gives an account a known authenticator secret, stored exactly as the two-factor plugin stores
 * one it generated (encrypted with the auth secret), with no backup codes, and turns the second
 * step on. For seeded accounts only (the demo admin, test accounts); an account whose second step
 * is already on keeps its own.
 */
export async function ensureTotpSecret(auth: Auth, db: Database, email: string, base32Secret: string) {
  const account = await accountOf(db, email)
  if (!account || (account.enabled && account.secret)) return
  const { secretConfig } = await auth.$context
  const secret = await symmetricEncrypt({ key: secretConfig, data: `${BASE32_PREFIX}${base32Secret}` })
  const backupCodes = await symmetricEncrypt({ key: secretConfig, data: '[]' })
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id))
    await tx.insert(twoFactor).values({ id: randomUUID(), secret, backupCodes, userId: account.id })
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, account.id))
  })
}

/**
 * Production only: an account whose authenticator secret is `published` (the README's) gets
 * `replacement` instead, or loses its second step (an admin is then asked to set it up again) and
 * its sessions. Returns whether it was retired.
 */
export async function retireTotpSecret(
  auth: Auth,
  db: Database,
  email: string,
  published: string,
  replacement: string | undefined,
): Promise<boolean> {
  const account = await accountOf(db, email)
  if (!account?.secret) return false
  const { secretConfig } = await auth.$context
  const stored = await symmetricDecrypt({ key: secretConfig, data: account.secret }).catch(() => '')
  if (stored !== `${BASE32_PREFIX}${published}`) return false
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id))
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, account.id))
    await tx.delete(session).where(eq(session.userId, account.id))
  })
  if (replacement) await ensureTotpSecret(auth, db, email, replacement)
  return true
}
