import type { Database } from '@server/db/client'
import { accessCode, accessSession } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { AccessFeatures, AccessLevel } from '@shared/access/access-features'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { newSessionToken, secretHash } from './access-secrets'

/** How long an access session lasts at most (a code's own expiry may end it sooner). */
export const ACCESS_SESSION_DAYS = 30
/** A revoked code ends its sessions on every instance within this time. */
const CACHE_MS = 5000
const CACHE_MAX = 5000

export interface AccessSession {
  id: string
  accessLevel: AccessLevel
  features: AccessFeatures
  expiresAt: Date
}

/**
 * Trades a code for an access session, in one transaction: the code must exist (by its hash), not
 * be revoked, expired or used up; its use is counted with the same statement that checks the limit,
 * so two people racing for the last use cannot both get it. Any refusal is the same answer.
 */
export async function redeemCode(
  db: Database,
  normalizedCode: string,
  now = new Date(),
): Promise<{ token: string; session: AccessSession }> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(accessCode)
      .set({ uses: sql`${accessCode.uses} + 1`, lastUsedAt: now })
      .where(
        and(
          eq(accessCode.codeHash, secretHash(normalizedCode)),
          isNull(accessCode.revokedAt),
          or(isNull(accessCode.expiresAt), gt(accessCode.expiresAt, now)),
          or(isNull(accessCode.maxUses), lt(accessCode.uses, accessCode.maxUses)),
        ),
      )
      .returning()
    if (!code) throw new DomainError('invalid_access_code', 400)
    const longest = new Date(now.getTime() + ACCESS_SESSION_DAYS * 86_400_000)
    const expiresAt =
      code.expiresAt && code.expiresAt < longest && code.source !== 'request' ? code.expiresAt : longest
    const token = newSessionToken()
    const [row] = await tx
      .insert(accessSession)
      .values({
        tokenHash: secretHash(token),
        codeId: code.id,
        accessLevel: code.accessLevel,
        features: code.features,
        expiresAt,
      })
      .returning()
    if (!row) throw new Error('access session not stored')
    return {
      token,
      session: { id: row.id, accessLevel: row.accessLevel, features: row.features, expiresAt: row.expiresAt },
    }
  })
}

const cache = new Map<string, { at: number; session: AccessSession | null }>()

/** The live session a token opens: not expired, and its code not revoked since. Cached a few seconds. */
export async function readAccessSession(db: Database, token: string): Promise<AccessSession | null> {
  const key = secretHash(token)
  const hit = cache.get(key)
  const now = Date.now()
  if (hit && now - hit.at < CACHE_MS)
    return hit.session && hit.session.expiresAt.getTime() > now ? hit.session : null
  const [row] = await db
    .select({
      id: accessSession.id,
      accessLevel: accessSession.accessLevel,
      features: accessSession.features,
      expiresAt: accessSession.expiresAt,
    })
    .from(accessSession)
    .innerJoin(accessCode, eq(accessCode.id, accessSession.codeId))
    .where(
      and(
        eq(accessSession.tokenHash, key),
        gt(accessSession.expiresAt, new Date(now)),
        isNull(accessCode.revokedAt),
      ),
    )
    .limit(1)
  if (cache.size >= CACHE_MAX) cache.clear()
  const session = row ?? null
  cache.set(key, { at: now, session })
  return session
}

/** Forgets what this instance read (a revocation here takes effect at once here). */
export function forgetAccessSessions() {
  cache.clear()
}
