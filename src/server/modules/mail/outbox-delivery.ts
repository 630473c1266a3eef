import type { Database } from '@server/db/client'
import type { QueueWorker } from '@server/jobs/job-runner'
import { sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { MAIL_FROM } from './mailer'

export const OUTBOX_WORKER = 'outbox-delivery'

/** Delivery attempts before an email is given up as `failed`. */
export const MAX_ATTEMPTS = 8
const FIRST_RETRY_MS = 30_000
const LAST_RETRY_MS = 60 * 60_000

/** After the n-th failed attempt: 30 s, 1 min, 2 min… up to an hour, ±20 % so retries spread out. */
export function retryDelayMs(attempts: number, random = Math.random()): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS)
  return Math.round(base * (0.8 + 0.4 * random))
}

export interface OutboxDeliveryOptions {
  /** Emails claimed at once by one instance. */
  batchSize?: number
  /** How long a claim holds: an instance that dies holding one gives its emails back after this. */
  leaseMs?: number
  /** How often an idle instance looks for due emails (the instance that queues one is woken at once). */
  idleMs?: number
}

type ClaimedEmail = {
  id: number
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string> | null
  attempts: number
}

/** SMTP with a few pooled connections and timeouts shorter than a claim's lease (nodemailer loads only with SMTP_URL). */
export async function smtpTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer')
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

/**
 * Due outbox emails claimed with `FOR UPDATE SKIP LOCKED` (two instances never claim the same one)
 * under a lease, sent, then marked sent — or due again later with a backoff, and `failed` after
 * MAX_ATTEMPTS. An instance killed while holding a claim sends nothing more; its emails are claimed
 * again when the lease ends. Only an email whose SMTP acceptance was not yet recorded when its
 * sender died can go out twice (at-least-once, the most SMTP allows).
 */
export function outboxDelivery(transport: Transporter, options: OutboxDeliveryOptions = {}): QueueWorker {
  const batchSize = options.batchSize ?? 20
  const leaseSeconds = (options.leaseMs ?? 120_000) / 1000
  return {
    name: OUTBOX_WORKER,
    idleMs: options.idleMs ?? 1_000,
    async run({ db, instanceId, log }) {
      const claimed = await claimDue(db, instanceId, batchSize, leaseSeconds)
      await Promise.all(
        claimed.map(async (email) => {
          try {
            await transport.sendMail({
              from: MAIL_FROM,
              to: email.to,
              subject: email.subject,
              text: email.text,
              html: email.html,
              ...(email.headers ? { headers: email.headers } : {}),
            })
          } catch (error) {
            const failed = email.attempts >= MAX_ATTEMPTS
            log.error(
              { err: error, outboxId: email.id, attempts: email.attempts, gaveUp: failed },
              'email delivery failed',
            )
            await markFailedAttempt(db, instanceId, email, (error as Error).message, failed)
            return
          }
          await markSent(db, instanceId, email.id)
        }),
      )
      return claimed.length
    },
  }
}

async function claimDue(
  db: Database,
  instanceId: string,
  batchSize: number,
  leaseSeconds: number,
): Promise<ClaimedEmail[]> {
  const result = await db.execute<ClaimedEmail>(sql`
    with due as (
      select id from outbox_email
       where status = 'stored'
         and next_attempt_at <= now()
         and (claimed_until is null or claimed_until < now())
       order by next_attempt_at, id
       limit ${batchSize}
       for update skip locked)
    update outbox_email o
       set claimed_by = ${instanceId},
           claimed_until = now() + make_interval(secs => ${leaseSeconds}),
           attempts = o.attempts + 1
      from due
     where o.id = due.id
    returning o.id, o."to", o.subject, o.text, o.html, o.headers, o.attempts`)
  return result.rows
}

/** Recorded only while the claim is still ours (a lease that ran out may have passed it to another). */
async function markSent(db: Database, instanceId: string, id: number) {
  await db.execute(sql`
    update outbox_email
       set status = 'sent', sent_at = now(), error = null, claimed_by = null, claimed_until = null
     where id = ${id} and claimed_by = ${instanceId}`)
}

async function markFailedAttempt(
  db: Database,
  instanceId: string,
  email: ClaimedEmail,
  reason: string,
  gaveUp: boolean,
) {
  const retryInSeconds = retryDelayMs(email.attempts) / 1000
  await db.execute(sql`
    update outbox_email
       set status = ${gaveUp ? 'failed' : 'stored'},
           error = ${reason.slice(0, 500)},
           next_attempt_at = ${gaveUp ? null : sql`now() + make_interval(secs => ${retryInSeconds})`},
           claimed_by = null,
           claimed_until = null
     where id = ${email.id} and claimed_by = ${instanceId}`)
}
