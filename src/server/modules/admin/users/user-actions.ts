import { randomBytes } from 'node:crypto'
import type { Database } from '@server/db/client'
import { auditLog, profile, provider, session, user } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, changedFields, recordAudit } from '@server/modules/audit/audit-log'
import { adjustCredits } from '@server/modules/credits/credit-ledger'
import type { StoredFileRef } from '@server/modules/files/file-store'
import { eraseAccount } from '@server/modules/profiles/profile-service'
import { roleOf, type UserType } from '@shared/accounts/user-types'
import type {
  AccountCreateSchema,
  AccountEditInput,
  AccountRole,
  AccountStatus,
} from '@shared/admin/account-admin-schemas'
import { TYPE_OF_ROLE } from '@shared/admin/account-admin-schemas'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What an account action needs besides the database: who acts, and what to refresh after. */
export interface AccountActionContext {
  db: Database
  actor: AuditActor
  /** The directory forgets what it showed when a listing is hidden or shown again. */
  onListingsChanged: () => void
  /** Deletes the bytes of a deleted account's files once the deletion has committed. */
  removeFiles: (stored: StoredFileRef[]) => Promise<void>
}

interface AccountState {
  id: string
  name: string
  email: string
  type: UserType
  language: string
  banned: boolean
  status: AccountStatus
  verified: boolean
  location: string | null
  phoneNumber: string | null
}

/** The account as an action reads it, locked for the transaction; a 404 when it does not exist. */
async function lockedAccount(tx: Tx, id: string): Promise<AccountState> {
  const [row] = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      type: user.type,
      language: user.language,
      banned: user.banned,
      status: profile.status,
      verified: profile.verified,
      location: profile.location,
      phoneNumber: profile.phoneNumber,
    })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, id))
    .for('update', { of: user })
    .limit(1)
  if (!row) throw new DomainError('not_found', 404)
  await tx.insert(profile).values({ userId: id }).onConflictDoNothing()
  return {
    ...row,
    banned: row.banned ?? false,
    status: row.status ?? 'active',
    verified: row.verified ?? false,
  }
}

/** An admin never locks themselves out: no deactivating, demoting or deleting their own account. */
function refuseSelf(ctx: AccountActionContext, id: string) {
  if (ctx.actor.userId === id) throw new DomainError('cannot_change_own_account', 409)
}

export const newAccountId = () => randomBytes(16).toString('hex')

/** POST /api/admin/users: a verified account without a password (the invitation email sets one). */
export async function createAccount(
  ctx: AccountActionContext,
  input: z.infer<typeof AccountCreateSchema>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1)
    if (taken) throw new DomainError('email_taken', 409)
    const id = newAccountId()
    const type = TYPE_OF_ROLE[input.role]
    await tx.insert(user).values({
      id,
      name: input.name,
      email: input.email,
      emailVerified: true,
      type,
      role: input.role === 'admin' ? 'admin' : 'user',
      language: input.language,
    })
    await tx.insert(profile).values({
      userId: id,
      location: input.location || null,
      phoneNumber: input.phoneNumber || null,
    })
    await recordAudit(tx, ctx.actor, {
      action: 'user.create',
      targetType: 'user',
      targetId: id,
      after: { name: input.name, email: input.email, role: input.role, language: input.language },
    })
    return id
  })
}

/** PATCH /api/admin/users/:id: name, language, place, phone; the audit keeps what changed. */
export async function editAccount(ctx: AccountActionContext, id: string, input: AccountEditInput) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id)
    const changes = changedFields(before as unknown as Record<string, unknown>, {
      name: input.name,
      language: input.language,
      location: input.location === undefined ? undefined : input.location || null,
      phoneNumber: input.phoneNumber === undefined ? undefined : input.phoneNumber || null,
    })
    if (Object.keys(changes.after).length === 0) return
    const now = new Date()
    if (input.name !== undefined || input.language !== undefined)
      await tx
        .update(user)
        .set({ name: input.name, language: input.language, updatedAt: now })
        .where(eq(user.id, id))
    if ('location' in changes.after || 'phoneNumber' in changes.after)
      await tx
        .update(profile)
        .set({
          location: changes.after.location as string | null | undefined,
          phoneNumber: changes.after.phoneNumber as string | null | undefined,
          updatedAt: now,
        })
        .where(eq(profile.userId, id))
    await recordAudit(tx, ctx.actor, { action: 'user.edit', targetType: 'user', targetId: id, ...changes })
  })
}

/** The listings the last deactivation hid: reactivating shows exactly those again. */
async function listingsHiddenBy(tx: Tx, id: string): Promise<number[]> {
  const [last] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.deactivate'), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  const hidden = last?.details?.hiddenListings
  return Array.isArray(hidden) ? hidden.filter((value): value is number => typeof value === 'number') : []
}

/**
 * Deactivate: the account cannot sign in (banned), its sessions end at once, and its active
 * listings leave the directory. Activate undoes exactly that. Returns whether anything changed.
 */
export async function setAccountStatusIn(
  tx: Tx,
  ctx: AccountActionContext,
  id: string,
  status: AccountStatus,
  reason?: string,
): Promise<{ changed: boolean; listings: boolean }> {
  refuseSelf(ctx, id)
  const before = await lockedAccount(tx, id)
  if (before.status === status && before.banned === (status === 'inactive'))
    return { changed: false, listings: false }
  const deactivate = status === 'inactive'
  await tx
    .update(user)
    .set({ banned: deactivate, banReason: deactivate ? (reason ?? 'deactivated by an admin') : null })
    .where(eq(user.id, id))
  await tx.update(profile).set({ status, updatedAt: new Date() }).where(eq(profile.userId, id))
  let listings: number[]
  if (deactivate) {
    const hidden = await tx
      .update(provider)
      .set({ status: 'inactive' })
      .where(and(eq(provider.ownerUserId, id), eq(provider.status, 'active')))
      .returning({ id: provider.id })
    listings = hidden.map((row) => row.id)
    await tx.delete(session).where(eq(session.userId, id))
  } else {
    listings = await listingsHiddenBy(tx, id)
    if (listings.length > 0)
      await tx
        .update(provider)
        .set({ status: 'active' })
        .where(and(inArray(provider.id, listings), eq(provider.ownerUserId, id)))
  }
  await recordAudit(tx, ctx.actor, {
    action: deactivate ? 'user.deactivate' : 'user.activate',
    targetType: 'user',
    targetId: id,
    before: { status: before.status },
    after: { status },
    details: { ...(reason ? { reason } : {}), [deactivate ? 'hiddenListings' : 'shownListings']: listings },
  })
  return { changed: true, listings: listings.length > 0 }
}

export async function setAccountStatus(
  ctx: AccountActionContext,
  id: string,
  status: AccountStatus,
  reason?: string,
) {
  const result = await ctx.db.transaction((tx) => setAccountStatusIn(tx, ctx, id, status, reason))
  if (result.listings) ctx.onListingsChanged()
}

/** A role is given through the account's type (product §6); the auth library's role follows. */
export async function setAccountRole(ctx: AccountActionContext, id: string, role: AccountRole) {
  refuseSelf(ctx, id)
  await ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id)
    if (roleOf(before.type) === role) return
    const type = TYPE_OF_ROLE[role]
    await tx
      .update(user)
      .set({ type, role: role === 'admin' ? 'admin' : 'user', updatedAt: new Date() })
      .where(eq(user.id, id))
    await recordAudit(tx, ctx.actor, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: id,
      before: { role: roleOf(before.type), type: before.type },
      after: { role, type },
    })
  })
}

export async function setAccountVerifiedIn(tx: Tx, ctx: AccountActionContext, id: string, verified: boolean) {
  const before = await lockedAccount(tx, id)
  if (before.verified === verified) return false
  await tx.update(profile).set({ verified, updatedAt: new Date() }).where(eq(profile.userId, id))
  await recordAudit(tx, ctx.actor, {
    action: verified ? 'user.verify' : 'user.unverify',
    targetType: 'user',
    targetId: id,
    before: { verified: before.verified },
    after: { verified },
  })
  return true
}

/** Credits added or taken back with a reason: the ledger entry and the audit entry, together. */
export async function adjustAccountCredits(
  ctx: AccountActionContext,
  id: string,
  delta: number,
  reason: string,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockedAccount(tx, id)
    const result = await adjustCredits(tx, id, delta, reason, ctx.actor.userId ?? 'admin')
    if (!result) throw new DomainError('credits_below_zero', 409)
    await recordAudit(tx, ctx.actor, {
      action: delta > 0 ? 'credits.refill' : 'credits.adjust',
      targetType: 'user',
      targetId: id,
      before: { credits: result.before },
      after: { credits: result.after },
      details: { delta, reason },
    })
    return result.after
  })
}

/**
 * Delete is the person's own erasure (profile-service's eraseAccount), after the admin typed the
 * account's email; the audit entry is written in the same transaction.
 */
export async function deleteAccount(ctx: AccountActionContext, id: string, confirm: string) {
  refuseSelf(ctx, id)
  const { hadListings, erased } = await ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id)
    if (confirm.trim().toLowerCase() !== before.email.toLowerCase())
      throw new DomainError('confirmation_mismatch', 400)
    const owned = await tx.select({ id: provider.id }).from(provider).where(eq(provider.ownerUserId, id))
    await recordAudit(tx, ctx.actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: { name: before.name, email: before.email, role: roleOf(before.type) },
    })
    // The erasure runs as a savepoint of this transaction: both happen or neither does.
    const erased = await eraseAccount(tx as unknown as Database, id)
    return { hadListings: owned.length > 0, erased }
  })
  await ctx.removeFiles(erased)
  if (hadListings) ctx.onListingsChanged()
}
