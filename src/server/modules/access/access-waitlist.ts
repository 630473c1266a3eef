import type { Database } from '@server/db/client'
import { accessWaitlist } from '@server/db/schema/index'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { Mailer } from '@server/modules/mail/mailer'
import { ALL_FEATURES } from '@shared/access/access-features'
import {
  WAITING_LIST_INVITE_DAYS,
  type WaitingList,
  type WaitingListRow,
  type WaitingListState,
} from '@shared/access/access-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { accessPageUrl, insertCode } from './access-codes'

type Entry = typeof accessWaitlist.$inferSelect

const rowOf = (entry: Entry): WaitingListRow => ({
  id: entry.id,
  email: entry.email,
  language: entry.language,
  joinedAt: entry.createdAt.toISOString(),
  invitedAt: entry.invitedAt?.toISOString() ?? null,
})

/**
 * A place on the waiting list. Joining again keeps the first place and takes the new language;
 * someone already invited stays invited (the answer is the same either way).
 */
export async function joinWaitingList(db: Database, email: string, language: UiLanguage): Promise<void> {
  await db
    .insert(accessWaitlist)
    .values({ email, language })
    .onConflictDoUpdate({ target: accessWaitlist.email, set: { language } })
}

/** Who waits (first come, first listed) or who was invited (latest first), with both counts. */
export async function listWaitingList(db: Database, state: WaitingListState): Promise<WaitingList> {
  const waiting = state === 'waiting'
  const [entries, counts] = await Promise.all([
    db
      .select()
      .from(accessWaitlist)
      .where(waiting ? isNull(accessWaitlist.invitedAt) : isNotNull(accessWaitlist.invitedAt))
      .orderBy(waiting ? asc(accessWaitlist.createdAt) : desc(accessWaitlist.invitedAt))
      .limit(500),
    db
      .select({
        waiting: sql`count(*) filter (where ${accessWaitlist.invitedAt} is null)`.mapWith(Number),
        invited: sql`count(*) filter (where ${accessWaitlist.invitedAt} is not null)`.mapWith(Number),
      })
      .from(accessWaitlist),
  ])
  return {
    items: entries.map(rowOf),
    counts: { waiting: counts[0]?.waiting ?? 0, invited: counts[0]?.invited ?? 0 },
  }
}

/**
 * Invites the chosen people who still wait: for each, a single-use full-access code valid
 * WAITING_LIST_INVITE_DAYS days, emailed in the language they left; codes, emails, the entries'
 * state and the audit row are written in one transaction. People already invited are skipped.
 */
export async function inviteFromWaitingList(
  db: Database,
  mailerFor: (tx: Database) => Mailer,
  actor: AuditActor,
  ids: readonly string[],
  publicUrl: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const entries = await tx
      .select()
      .from(accessWaitlist)
      .where(and(inArray(accessWaitlist.id, [...new Set(ids)]), isNull(accessWaitlist.invitedAt)))
      .orderBy(asc(accessWaitlist.createdAt))
      .for('update')
    if (entries.length === 0) return 0
    const mailer = mailerFor(tx as unknown as Database)
    const now = new Date()
    const expiresAt = new Date(now.getTime() + WAITING_LIST_INVITE_DAYS * 86_400_000)
    const codeIds: string[] = []
    for (const entry of entries) {
      const { code, record } = await insertCode(tx, {
        accessLevel: 'full',
        features: ALL_FEATURES,
        expiresAt,
        maxUses: 1,
        note: 'Waiting list',
        email: entry.email,
        source: 'invite',
        createdBy: actor.userId,
      })
      codeIds.push(record.id)
      await mailer.send({
        to: entry.email,
        template: 'access-invite',
        language: entry.language,
        vars: { name: entry.email, url: accessPageUrl(publicUrl, entry.language), detail: code },
      })
      await tx
        .update(accessWaitlist)
        .set({ invitedAt: now, invitedBy: actor.userId, codeId: record.id })
        .where(eq(accessWaitlist.id, entry.id))
    }
    await recordAudit(tx, actor, {
      action: 'access_waitlist.invite',
      targetType: 'access_waitlist',
      targetId: entries.map((entry) => entry.id).join(','),
      after: { accessLevel: 'full', features: ALL_FEATURES, expiresAt: expiresAt.toISOString() },
      details: { count: entries.length, emails: entries.map((entry) => entry.email), codeIds },
    })
    return entries.length
  })
}
