import { createECDH } from 'node:crypto'
import type { Database } from '@server/db/client'
import { pushMessage, pushSubscription } from '@server/db/schema/index'
import { describeUserAgent } from '@shared/http/user-agent'
import { isPushedNotice, type PushSubscriptionInput } from '@shared/push/push-subscriptions'
import type { NotificationKind } from '@shared/quotes/quote-request-schemas'
import { and, eq, inArray, sql } from 'drizzle-orm'

type Executor = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete'>

/** Whether `p256dh` is a point on P-256, as a browser's key is (the schema checks only its shape). */
export function isDeviceKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'))
    return true
  } catch {
    return false
  }
}

/** "Firefox on Android" from the User-Agent header; the header itself is not kept. */
export function deviceLabel(userAgent: string | undefined): string {
  const { browser, os } = describeUserAgent(userAgent)
  return [browser, os].filter(Boolean).join(' · ') || '—'
}

/**
 * Keeps a device's subscription for the caller's account and session. Its endpoint is the device's:
 * sent again (new keys, another language, another account turning it on), the one row is updated.
 * A resume (after a sign-in) only takes up a row this account already had; null when there is none.
 */
export async function saveSubscription(
  db: Executor,
  caller: { userId: string; sessionId: string },
  input: PushSubscriptionInput,
  userAgent: string | undefined,
) {
  const values = {
    userId: caller.userId,
    sessionId: caller.sessionId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
    deviceLabel: deviceLabel(userAgent),
  }
  const saved = { id: pushSubscription.id, deviceLabel: pushSubscription.deviceLabel }
  if (input.resume) {
    const [resumed] = await db
      .update(pushSubscription)
      .set(values)
      .where(and(eq(pushSubscription.endpoint, input.endpoint), eq(pushSubscription.userId, caller.userId)))
      .returning(saved)
    return resumed ?? null
  }
  const [row] = await db
    .insert(pushSubscription)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscription.endpoint, set: { ...values, createdAt: sql`now()` } })
    .returning(saved)
  return row ?? null
}

/** Forgets the caller's subscription at `endpoint`; false when the caller has none there. */
export async function removeSubscription(db: Executor, userId: string, endpoint: string) {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .returning({ id: pushSubscription.id })
  return removed.length > 0
}

export interface NoticeToPush {
  userId: string
  kind: NotificationKind
  params: Record<string, string>
  href: string
}

/**
 * Queues a push for each notice that cannot wait, to people with at least one device subscribed.
 * Called with the in-app notices actually written (their family on in the app), in their
 * transaction: a push exists only when the change it tells about committed.
 */
export async function queuePushes(db: Executor, notices: NoticeToPush[]) {
  const pushed = notices.filter((notice) => isPushedNotice(notice.kind))
  if (pushed.length === 0) return
  const subscribed = await db
    .selectDistinct({ userId: pushSubscription.userId })
    .from(pushSubscription)
    .where(inArray(pushSubscription.userId, [...new Set(pushed.map((n) => n.userId))]))
  const withDevice = new Set(subscribed.map((row) => row.userId))
  const rows = pushed
    .filter((notice) => withDevice.has(notice.userId))
    .map(({ userId, kind, params, href }) => ({ userId, kind, params, href }))
  if (rows.length > 0) await db.insert(pushMessage).values(rows)
}
