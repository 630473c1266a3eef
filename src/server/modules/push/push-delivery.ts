import type { Database } from '@server/db/client'
import { pushSubscription, session } from '@server/db/schema/index'
import type { JobLog, QueueWorker } from '@server/jobs/job-runner'
import { isUiLanguage } from '@shared/i18n/languages'
import { isPushedNotice } from '@shared/push/push-subscriptions'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import webPush from 'web-push'
import { pushPayload } from './push-copy'
import type { VapidKeysSource } from './vapid-keys'

export const PUSH_WORKER = 'push-delivery'

/** Attempts before a push is dropped: it announces something the app and the emails also show. */
export const MAX_PUSH_ATTEMPTS = 3
/** A push service that does not answer within this is given up on for this attempt. */
const SEND_TIMEOUT_MS = 10_000
/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60

type ClaimedPush = {
  id: number
  userId: string
  kind: string
  params: Record<string, string>
  href: string
  attempts: number
}

type Subscription = typeof pushSubscription.$inferSelect

type SendOutcome = 'sent' | 'gone' | 'failed'

export interface PushDeliveryOptions {
  vapidKeys: VapidKeysSource
  /** Production: only the known push services' hosts are ever sent to (see pushEndpointAllowed). */
  endpointAllowed: (endpoint: string) => boolean
  batchSize?: number
  idleMs?: number
}

/**
 * Queued pushes claimed with FOR UPDATE SKIP LOCKED (two instances never take the same one), each
 * sent to every device of its account in the device's language, off the request path and with a
 * timeout. A device the push service says is gone (404, 410) is forgotten; another failure is
 * logged (without the device's keys or endpoint) and the push tried again later, up to
 * MAX_PUSH_ATTEMPTS — devices that got it already see the same notification replaced (its tag).
 */
export function pushDelivery(options: PushDeliveryOptions): QueueWorker {
  const batchSize = options.batchSize ?? 20
  return {
    name: PUSH_WORKER,
    idleMs: options.idleMs ?? 1_000,
    async run({ db, instanceId, log }) {
      const keys = await options.vapidKeys()
      if (!keys) return 0
      const claimed = await claimDue(db, instanceId, batchSize)
      if (claimed.length === 0) return 0
      // Devices still signed in: a session that expired without being signed out of gets nothing.
      const devices = await db
        .select({ subscription: pushSubscription })
        .from(pushSubscription)
        .innerJoin(session, eq(session.id, pushSubscription.sessionId))
        .where(
          and(
            inArray(pushSubscription.userId, [...new Set(claimed.map((push) => push.userId))]),
            gt(session.expiresAt, sql`now()`),
          ),
        )
      await Promise.all(
        claimed.map(async (push) => {
          const outcomes = await Promise.all(
            devices
              .map((device) => device.subscription)
              .filter((device) => device.userId === push.userId)
              .map((device) => sendTo(db, device, push, keys, options, log)),
          )
          const retry = outcomes.includes('failed') && push.attempts < MAX_PUSH_ATTEMPTS
          await finish(db, instanceId, push, retry)
        }),
      )
      return claimed.length
    },
  }
}

async function sendTo(
  db: Database,
  device: Subscription,
  push: ClaimedPush,
  vapidDetails: { publicKey: string; privateKey: string; subject: string },
  options: PushDeliveryOptions,
  log: JobLog,
): Promise<SendOutcome> {
  const context = { pushId: push.id, subscriptionId: device.id, attempts: push.attempts }
  if (!isPushedNotice(push.kind) || !options.endpointAllowed(device.endpoint)) {
    log.warn(context, 'push not sent: not a pushed notice or an endpoint not allowed')
    return 'sent'
  }
  const payload = pushPayload(
    { kind: push.kind, params: push.params, href: push.href },
    isUiLanguage(device.language) ? device.language : 'en',
  )
  try {
    // web-push encrypts (aes128gcm) and signs (VAPID); the request is ours, so it has a timeout,
    // follows no redirect and works over http to the loopback push service of the tests.
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
    )
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: requestHeaders(request.headers),
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.status >= 200 && response.status < 300) return 'sent'
    if (response.status === 404 || response.status === 410) {
      await db.delete(pushSubscription).where(eq(pushSubscription.id, device.id))
      log.info(context, 'push subscription gone: forgotten')
      return 'gone'
    }
    log.warn({ ...context, status: response.status }, 'push service refused a push')
    return 'failed'
  } catch (error) {
    // Only the error's name and message: never the endpoint or the device's keys.
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) }
    log.warn({ ...context, error: { name, message } }, 'push not delivered')
    return 'failed'
  }
}

/** web-push's headers as fetch takes them: strings, and the length left to fetch (it sets it from the body). */
const requestHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )

async function claimDue(db: Database, instanceId: string, batchSize: number): Promise<ClaimedPush[]> {
  const result = await db.execute<ClaimedPush>(sql`
    with due as (
      select id from push_message
       where next_attempt_at <= now()
         and (claimed_until is null or claimed_until < now())
       order by next_attempt_at, id
       limit ${batchSize}
       for update skip locked)
    update push_message p
       set claimed_by = ${instanceId},
           claimed_until = now() + interval '2 minutes',
           attempts = p.attempts + 1
      from due
     where p.id = due.id
    returning p.id, p.user_id as "userId", p.kind, p.params, p.href, p.attempts`)
  return result.rows
}

/** Done (deleted), or due again after 30 s, 1 min… while the claim is still ours. */
async function finish(db: Database, instanceId: string, push: ClaimedPush, retry: boolean) {
  if (!retry) {
    await db.execute(sql`delete from push_message where id = ${push.id} and claimed_by = ${instanceId}`)
    return
  }
  const retryInSeconds = 30 * 2 ** (push.attempts - 1)
  await db.execute(sql`
    update push_message
       set next_attempt_at = now() + make_interval(secs => ${retryInSeconds}),
           claimed_by = null,
           claimed_until = null
     where id = ${push.id} and claimed_by = ${instanceId}`)
}
