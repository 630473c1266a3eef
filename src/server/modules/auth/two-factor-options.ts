import type { Database } from '@server/db/client'
import { twoFactor } from '@server/db/schema/index'
import { APIError } from 'better-auth/api'
import { type SecretConfig, symmetricDecrypt } from 'better-auth/crypto'
import type { TwoFactorOptions } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { TwoFactorEvent } from './two-factor-events'

/** "Trust this device": the second step is skipped on this browser for 30 days. */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60
/** Consecutive wrong codes (across challenges) before an account's second step locks... */
export const TWO_FACTOR_MAX_FAILURES = 10
/** ...for this long. Whoever reaches the second step already knows the password. */
export const TWO_FACTOR_LOCK_SECONDS = 15 * 60

/** The two-factor plugin as LuxPro uses it (ADR 040): authenticator codes and backup codes, no emailed codes. */
export const TWO_FACTOR_OPTIONS = {
  issuer: 'LuxPro',
  // Backup codes are kept encrypted with the auth secret (the plugin's default), 10 of them.
  backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
  accountLockout: { maxFailedAttempts: TWO_FACTOR_MAX_FAILURES, durationSeconds: TWO_FACTOR_LOCK_SECONDS },
} satisfies TwoFactorOptions

/**
 * The event a successful call to a two-factor endpoint stands for, read from the library's answer
 * (an APIError when it failed). Turning the second step on or off is seen where the user row changes.
 */
export function twoFactorEventAfter(
  path: string,
  returned: unknown,
  sessionUserId: string | undefined,
): { event: TwoFactorEvent; userId: string } | null {
  if (!returned || returned instanceof APIError || returned instanceof Error) return null
  const userId = (returned as { user?: { id?: unknown } }).user?.id
  if (path === '/two-factor/verify-backup-code' && typeof userId === 'string')
    return { event: 'backup_code_used', userId }
  if (path === '/two-factor/generate-backup-codes' && sessionUserId)
    return { event: 'backup_codes_renewed', userId: sessionUserId }
  return null
}

/** How many unused backup codes an account has left. */
export async function backupCodesLeft(
  db: Database,
  userId: string,
  key: string | SecretConfig,
): Promise<number | undefined> {
  const [row] = await db
    .select({ codes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1)
  if (!row) return undefined
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key, data: row.codes }))
  return Array.isArray(codes) ? codes.length : undefined
}
