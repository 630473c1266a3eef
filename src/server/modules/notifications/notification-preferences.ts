import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Database } from '@server/db/client'
import { notificationPreference, user } from '@server/db/schema/index'
import { isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import {
  DEFAULT_PREFERENCES,
  familyOfNotice,
  familyOfTemplate,
  NOTIFICATION_FAMILIES,
  type NotificationFamily,
  type NotificationPreferences,
  UNSUBSCRIBE_TOPICS,
  type UnsubscribeTopic,
} from '@shared/mail/notification-preferences'
import type { NotificationKind } from '@shared/quotes/quote-request-schemas'
import { and, eq, inArray, sql } from 'drizzle-orm'

type Executor = Pick<Database, 'select' | 'insert' | 'update'>

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * Whose choice an email follows: the account it is sent for (a business's listing address may differ
 * from its owner's sign-in address), else the address it goes to.
 */
async function preferenceAddress(db: Executor, to: string, userId: string | null | undefined) {
  if (!userId) return normaliseEmail(to)
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  return normaliseEmail(account?.email ?? to)
}

/** Every family's choice for an address: what it stored, else the family's default. */
export async function preferencesOf(db: Executor, email: string): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreference)
    .where(eq(notificationPreference.email, normaliseEmail(email)))
  const preferences = structuredClone(DEFAULT_PREFERENCES)
  for (const row of rows)
    if ((NOTIFICATION_FAMILIES as readonly string[]).includes(row.family))
      preferences[row.family] = { inApp: row.inApp, email: row.emailMode }
  return preferences
}

/** Stores every family's choice for an address; storing the same twice changes nothing. */
export async function storePreferences(db: Executor, email: string, preferences: NotificationPreferences) {
  await db
    .insert(notificationPreference)
    .values(
      NOTIFICATION_FAMILIES.map((family) => ({
        email: normaliseEmail(email),
        family,
        inApp: preferences[family].inApp,
        emailMode: preferences[family].email,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationPreference.email, notificationPreference.family],
      set: {
        inApp: sql`excluded.in_app`,
        emailMode: sql`excluded.email_mode`,
        updatedAt: sql`now()`,
      },
    })
}

/**
 * What an unsubscribe link does: one family's emails off, or, for the digest, every family gathered in
 * it. Returns whether the topic was already off (nothing to do).
 */
export async function unsubscribe(db: Executor, email: string, topic: UnsubscribeTopic) {
  const preferences = await preferencesOf(db, email)
  const families =
    topic === 'digest' ? NOTIFICATION_FAMILIES.filter((f) => preferences[f].email === 'digest') : [topic]
  for (const family of families) preferences[family] = { ...preferences[family], email: 'off' }
  await storePreferences(db, email, preferences)
}

/** Whether an unsubscribe link's topic is already off for the address. */
export async function isUnsubscribed(db: Executor, email: string, topic: UnsubscribeTopic) {
  const preferences = await preferencesOf(db, email)
  return topic === 'digest'
    ? NOTIFICATION_FAMILIES.every((family) => preferences[family].email !== 'digest')
    : preferences[topic].email === 'off'
}

/** Sent now, held for the digest or dropped; `address` is whose choice it followed (see preferenceAddress). */
export type EmailRoute =
  | { route: 'send'; address: string }
  | { route: 'hold' | 'drop'; address: string; family: NotificationFamily }

/**
 * The one decision for an email, at send time: sent now, held for the daily digest, or not sent
 * (its family is off). Transactional emails and the digest itself are always sent.
 */
export async function emailRouteFor(
  db: Executor,
  message: { to: string; userId?: string | null; template: string },
): Promise<EmailRoute> {
  const family = familyOfTemplate(message.template)
  if (family === 'transactional' || family === 'digest') return { route: 'send', address: message.to }
  const address = await preferenceAddress(db, message.to, message.userId)
  const mode = (await preferencesOf(db, address))[family].email
  if (mode === 'each') return { route: 'send', address }
  return { route: mode === 'digest' ? 'hold' : 'drop', address, family }
}

/**
 * The one decision for in-app notices, at send time: of these people, those who turned the family of
 * `kind` off in the app (by the address of their account).
 */
export async function usersWithoutNotices(
  db: Executor,
  userIds: string[],
  kind: NotificationKind,
): Promise<Set<string>> {
  const family = familyOfNotice(kind)
  if (!family || userIds.length === 0) return new Set()
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(
      notificationPreference,
      and(
        eq(notificationPreference.email, sql`lower(trim(${user.email}))`),
        eq(notificationPreference.family, family),
      ),
    )
    .where(and(inArray(user.id, userIds), eq(notificationPreference.inApp, false)))
  return new Set(rows.map((row) => row.id))
}

export interface UnsubscribeClaim {
  email: string
  topic: UnsubscribeTopic
  language: UiLanguage
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')

/**
 * The token of an unsubscribe link: the address, the topic and the language, signed with the server
 * secret. It works without signing in and does not expire (an old email's link must still work); all
 * it can do is turn that one topic off for that one address.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(
    JSON.stringify([normaliseEmail(claim.email), claim.topic, claim.language]),
  ).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** Links sent before the families: 'messages' was the one topic, now part of quotes and messages. */
const FORMER_TOPICS: Record<string, UnsubscribeTopic> = { messages: 'quotes' }

/** The claim of a genuine token; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const [email, written, language] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[]
    const topic = typeof written === 'string' ? (FORMER_TOPICS[written] ?? written) : null
    if (typeof email !== 'string' || !UNSUBSCRIBE_TOPICS.includes(topic as UnsubscribeTopic)) return null
    return { email, topic: topic as UnsubscribeTopic, language: isUiLanguage(language) ? language : 'en' }
  } catch {
    return null
  }
}
