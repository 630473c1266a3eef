import type { Database } from '@server/db/client'
import { supportEntry, supportTicket, user } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { isUiLanguage } from '@shared/i18n/languages'
import type { SupportPublicThread, SupportStatus } from '@shared/support/support-schemas'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { emailReply, type SupportMailDeps } from './support-emails'
import { isSupportLinkToken, type TicketRow } from './support-tickets'

export interface AdminActionDeps extends SupportMailDeps {
  db: Database
  actor: AuditActor
  actorName: string
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

async function lockTicket(tx: Tx, id: number): Promise<TicketRow> {
  const [row] = await tx.select().from(supportTicket).where(eq(supportTicket.id, id)).for('update')
  if (!row) throw new DomainError('not_found', 404)
  return row
}

/**
 * An admin's reply: in the thread, audited, the case waiting on the sender (or closed), its clock
 * stopped; then emailed to the sender with the case's reference and link.
 */
export async function replyToTicket(
  deps: AdminActionDeps,
  id: number,
  input: { message: string; afterwards: 'waiting' | 'closed' },
) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockTicket(tx, id)
    const now = new Date()
    await tx.insert(supportEntry).values({
      ticketId: id,
      kind: 'reply',
      authorUserId: deps.actor.userId,
      authorName: deps.actorName,
      body: input.message,
      createdAt: now,
    })
    const [after] = await tx
      .update(supportTicket)
      .set({
        status: input.afterwards,
        answeredAt: before.answeredAt ?? now,
        closedAt: input.afterwards === 'closed' ? now : null,
        updatedAt: now,
      })
      .where(eq(supportTicket.id, id))
      .returning()
    await recordAudit(tx, deps.actor, {
      action: 'support.reply',
      targetType: 'support_ticket',
      targetId: id,
      before: { status: before.status },
      after: { status: input.afterwards },
      details: { reference: before.reference, emailed: Boolean(before.email) },
    })
    return after as TicketRow
  })
  await emailReply(deps, row, input.message)
}

/** An internal note: only admins ever read it; audited. */
export async function addNote(deps: AdminActionDeps, id: number, body: string) {
  await deps.db.transaction(async (tx) => {
    const before = await lockTicket(tx, id)
    await tx.insert(supportEntry).values({
      ticketId: id,
      kind: 'note',
      authorUserId: deps.actor.userId,
      authorName: deps.actorName,
      body,
    })
    await tx.update(supportTicket).set({ updatedAt: new Date() }).where(eq(supportTicket.id, id))
    await recordAudit(tx, deps.actor, {
      action: 'support.note',
      targetType: 'support_ticket',
      targetId: id,
      after: { note: body },
      details: { reference: before.reference },
    })
  })
}

/** Status and assignee; closing a case counts as its answer (the clock stops). Audited with before and after. */
export async function updateTicket(
  deps: AdminActionDeps,
  id: number,
  change: { status?: SupportStatus; assigneeUserId?: string | null },
) {
  await deps.db.transaction(async (tx) => {
    const before = await lockTicket(tx, id)
    if (change.assigneeUserId) {
      const [admin] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, change.assigneeUserId), inArray(user.type, ['admin'])))
      if (!admin) throw new DomainError('validation_error', 400)
    }
    const now = new Date()
    const status = change.status ?? before.status
    const assigneeUserId = change.assigneeUserId === undefined ? before.assigneeUserId : change.assigneeUserId
    await tx
      .update(supportTicket)
      .set({
        status,
        assigneeUserId,
        closedAt: status === 'closed' ? (before.closedAt ?? now) : null,
        answeredAt: status === 'closed' ? (before.answeredAt ?? now) : before.answeredAt,
        updatedAt: now,
      })
      .where(eq(supportTicket.id, id))
    await recordAudit(tx, deps.actor, {
      action: 'support.update',
      targetType: 'support_ticket',
      targetId: id,
      before: { status: before.status, assigneeUserId: before.assigneeUserId },
      after: { status, assigneeUserId },
      details: { reference: before.reference },
    })
  })
}

/** The case behind a signed link, or "not found" for a wrong reference or token (nothing is revealed). */
async function ticketByLink(db: Database | Tx, secret: string, link: { ref: string; token: string }) {
  const [row] = await db
    .select()
    .from(supportTicket)
    .where(eq(supportTicket.reference, link.ref.toUpperCase()))
  if (!row || !isSupportLinkToken(secret, row, link.token)) throw new DomainError('not_found', 404)
  return row
}

/** What the sender sees: their messages and the team's replies; never notes or events. */
export async function publicThread(
  db: Database,
  secret: string,
  link: { ref: string; token: string },
): Promise<SupportPublicThread> {
  const row = await ticketByLink(db, secret, link)
  const entries = await db
    .select()
    .from(supportEntry)
    .where(and(eq(supportEntry.ticketId, row.id), inArray(supportEntry.kind, ['message', 'reply'])))
    .orderBy(asc(supportEntry.createdAt), asc(supportEntry.id))
  return {
    reference: row.reference,
    status: row.status,
    language: isUiLanguage(row.language) ? row.language : 'en',
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      // The team signs as the team: an admin's name is not the sender's business.
      authorName: e.kind === 'reply' ? 'LuxPro' : e.authorName,
      body: e.body,
      createdAt: e.createdAt.toISOString(),
    })),
  }
}

/** The sender's answer through the link: it joins the thread and the case is open again (reopened if closed). */
export async function answerByLink(
  db: Database,
  secret: string,
  link: { ref: string; token: string },
  message: string,
) {
  await db.transaction(async (tx) => {
    const row = await ticketByLink(tx, secret, link)
    await tx.insert(supportEntry).values({
      ticketId: row.id,
      kind: 'message',
      authorUserId: row.senderUserId,
      authorName: row.name,
      body: message,
    })
    await tx
      .update(supportTicket)
      .set({ status: 'open', closedAt: null, updatedAt: new Date() })
      .where(eq(supportTicket.id, row.id))
  })
  return publicThread(db, secret, link)
}
