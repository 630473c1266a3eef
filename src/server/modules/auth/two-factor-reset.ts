import { session, twoFactor, user, verification } from '@server/db/schema/index'
import { and, eq, like } from 'drizzle-orm'
import { recordTwoFactorEvent, type TwoFactorEventDeps } from './two-factor-events'

/**
 * The operator's way back in for someone who lost both their phone and their backup codes (ADR
 * 040): the account's second step goes (secret, backup codes, trusted browsers), its sessions end,
 * the owner is emailed and the audit log says the operator did it. Returns false for an unknown email.
 */
export async function resetTwoFactor(deps: TwoFactorEventDeps, email: string): Promise<boolean> {
  const [account] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1)
  if (!account) return false
  await recordTwoFactorEvent(deps, 'reset', account.id, { ip: null, userAgent: null }, {}, async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id))
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, account.id))
    await tx.delete(session).where(eq(session.userId, account.id))
    await tx
      .delete(verification)
      .where(and(eq(verification.value, account.id), like(verification.identifier, 'trust-device-%')))
  })
  return true
}
