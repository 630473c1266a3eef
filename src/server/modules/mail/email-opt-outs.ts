import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Database } from '@server/db/client'
import { emailOptOut } from '@server/db/schema/index'
import { isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import { EMAIL_TOPICS, type EmailTopic } from '@shared/mail/email-topics'
import { and, eq } from 'drizzle-orm'

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>

/** The optional emails and their topic; every other template is needed for a transaction. */
const TOPIC_OF: Partial<Record<string, EmailTopic>> = { 'quote-message': 'messages' }

export const topicOf = (template: string): EmailTopic | null => TOPIC_OF[template] ?? null

const normalise = (email: string) => email.trim().toLowerCase()

export async function isOptedOut(db: Executor, email: string, topic: EmailTopic): Promise<boolean> {
  const [row] = await db
    .select({ topic: emailOptOut.topic })
    .from(emailOptOut)
    .where(and(eq(emailOptOut.email, normalise(email)), eq(emailOptOut.topic, topic)))
  return Boolean(row)
}

/** Turns one topic on (`wanted`) or off for an address; doing it twice changes nothing. */
export async function setTopic(db: Executor, email: string, topic: EmailTopic, wanted: boolean) {
  if (wanted)
    await db
      .delete(emailOptOut)
      .where(and(eq(emailOptOut.email, normalise(email)), eq(emailOptOut.topic, topic)))
  else
    await db
      .insert(emailOptOut)
      .values({ email: normalise(email), topic })
      .onConflictDoNothing()
}

export interface UnsubscribeClaim {
  email: string
  topic: EmailTopic
  language: UiLanguage
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')

/**
 * The token of an unsubscribe link: the address, the topic and the language, signed with the server
 * secret. It works without signing in and does not expire (an old email's link must still work); all
 * it can do is turn that one topic off (or back on) for that one address.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify([normalise(claim.email), claim.topic, claim.language])).toString(
    'base64url',
  )
  return `${payload}.${sign(secret, payload)}`
}

/** The claim of a genuine token; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const [email, topic, language] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[]
    if (typeof email !== 'string' || !EMAIL_TOPICS.includes(topic as EmailTopic)) return null
    return { email, topic: topic as EmailTopic, language: isUiLanguage(language) ? language : 'en' }
  } catch {
    return null
  }
}
