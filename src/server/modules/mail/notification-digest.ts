import type { Database } from '@server/db/client'
import { digestItem, notificationDigest, provider, user } from '@server/db/schema/index'
import { preferencesOf } from '@server/modules/notifications/notification-preferences'
import { formatNumber } from '@shared/format/number'
import { isUiLanguage, type UiLanguage } from '@shared/i18n/languages'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Mailer } from './mailer'

/** The digest leaves at the first run from this hour on, Luxembourg time. */
export const DIGEST_HOUR = 8

export interface DigestRunDeps {
  db: Database
  /** A mailer writing to the outbox in the given transaction (the digest's claim and its email commit together). */
  mailerFor: (tx: Database) => Mailer
  publicUrl: string
  log: { error: (details: object, message: string) => void }
}

const luxembourg = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg', ...options })
const dayInLuxembourg = (at: Date) => luxembourg({}).format(at)
const hourInLuxembourg = (at: Date) => Number(luxembourg({ hour: 'numeric', hourCycle: 'h23' }).format(at))

/**
 * Sends each address with emails held back its daily digest, once per Luxembourg day, from
 * DIGEST_HOUR on; an address with nothing held back gets nothing. Returns how many digests it sent.
 */
export async function runNotificationDigest(deps: DigestRunDeps, at = new Date()): Promise<number> {
  if (hourInLuxembourg(at) < DIGEST_HOUR) return 0
  const day = dayInLuxembourg(at)
  const waiting = await deps.db
    .selectDistinct({ email: digestItem.email })
    .from(digestItem)
    .where(isNull(digestItem.digestId))
  let sent = 0
  for (const { email } of waiting) {
    try {
      if (await sendDigest(deps, email, day)) sent++
    } catch (error) {
      // One address's failure leaves the others' digests to go out.
      deps.log.error({ err: error }, 'could not send a daily digest')
    }
  }
  return sent
}

/**
 * One digest, in one transaction: the waiting items are locked (a second run waits, then finds them
 * taken), the (address, day) row is claimed (a second run the same day finds it and sends nothing;
 * the items wait for the next day), the items are marked as taken, and the email is queued with them.
 */
async function sendDigest(deps: DigestRunDeps, email: string, day: string) {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database
    const items = await tx
      .select()
      .from(digestItem)
      .where(and(eq(digestItem.email, email), isNull(digestItem.digestId)))
      .orderBy(asc(digestItem.createdAt), asc(digestItem.id))
      .for('update')
    if (items.length === 0) return false
    // A family turned off since its emails were held back: they are not sent.
    const preferences = await preferencesOf(db, email)
    const dropped = items.filter((item) => preferences[item.family]?.email === 'off').map((item) => item.id)
    if (dropped.length > 0) await tx.delete(digestItem).where(inArray(digestItem.id, dropped))
    const kept = items.filter((item) => !dropped.includes(item.id))
    if (kept.length === 0) return false
    const [claimed] = await tx
      .insert(notificationDigest)
      .values({ email, day, items: kept.length })
      .onConflictDoNothing()
      .returning({ id: notificationDigest.id })
    if (!claimed) return false
    await tx
      .update(digestItem)
      .set({ digestId: claimed.id })
      .where(
        inArray(
          digestItem.id,
          kept.map((item) => item.id),
        ),
      )
    const reader = await readerOf(db, email, kept)
    await deps.mailerFor(db).send({
      to: email,
      userId: reader.userId,
      template: 'notification-digest',
      language: reader.language,
      vars: {
        name: reader.name,
        url:
          reader.language === 'en'
            ? `${deps.publicUrl}/dashboard`
            : `${deps.publicUrl}/dashboard?lang=${reader.language}`,
        other: formatNumber(kept.length, reader.language),
        detail: kept.map((item) => `• ${item.subject}\n  ${item.url}`).join('\n'),
      },
    })
    return true
  })
}

/**
 * Who reads the digest, in which language: the account with this address (its language today), else
 * the business listed with it, in the language of its latest held-back email.
 */
async function readerOf(
  db: Database,
  email: string,
  items: Array<{ userId: string | null; language: string }>,
): Promise<{ userId: string | null; name: string; language: UiLanguage }> {
  const [account] = await db
    .select({ id: user.id, name: user.name, language: user.language })
    .from(user)
    .where(eq(sql`lower(trim(${user.email}))`, email))
    .limit(1)
  if (account)
    return {
      userId: account.id,
      name: account.name,
      language: isUiLanguage(account.language) ? account.language : 'en',
    }
  const [listing] = await db
    .select({ name: provider.name })
    .from(provider)
    .where(eq(sql`lower(trim(${provider.email}))`, email))
    .orderBy(desc(provider.id))
    .limit(1)
  const latest = items.at(-1)?.language
  return {
    userId: items.find((item) => item.userId)?.userId ?? null,
    name: listing?.name ?? email,
    language: isUiLanguage(latest) ? latest : 'en',
  }
}
