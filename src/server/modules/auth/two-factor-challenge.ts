import type { Database } from '@server/db/client'
import { verification } from '@server/db/schema/index'
import { and, eq, gt } from 'drizzle-orm'

/** The auth library's cookie that carries a pending second step (its signed `two_factor` cookie). */
const CHALLENGE_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]+)/

/**
 * The account whose sign-in waits for a second step, from the challenge cookie a request carries
 * (its value names the library's verification row, whose value is the user id), or null. Only a
 * key for throttling: the library checks the cookie's signature itself.
 */
export async function challengeAccountOf(db: Database, cookieHeader: string | undefined) {
  const raw = cookieHeader ? CHALLENGE_COOKIE.exec(cookieHeader)?.[1] : undefined
  if (!raw) return null
  let signed: string
  try {
    signed = decodeURIComponent(raw)
  } catch {
    return null
  }
  const identifier = signed.slice(0, Math.max(0, signed.lastIndexOf('.')))
  if (!identifier.startsWith('2fa-')) return null
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .limit(1)
  return row?.userId ?? null
}
