import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { supportEntry, supportTicket } from '@server/db/schema/index'
import type { Executor } from '@server/modules/audit/audit-log'
import type { UiLanguage } from '@shared/i18n/languages'
import { promiseOf, supportDueAt } from '@shared/support/support-clock'
import type { ReportTarget, SupportKind } from '@shared/support/support-schemas'

/** No 0/O, 1/I/L: a reference people read out on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** What the sender quotes: SD- and six characters, never the row id. */
export function newSupportReference(): string {
  let body = ''
  for (let i = 0; i < 6; i++) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `SD-${body}`
}

/**
 * The key of a case's reply link: an HMAC of its id and reference with the server's secret. Nothing
 * is stored, every reply email carries the same link, and nobody can make one without the secret.
 */
export function supportLinkToken(secret: string, ticket: { id: number; reference: string }): string {
  return createHmac('sha256', secret).update(`support:${ticket.id}:${ticket.reference}`).digest('base64url')
}

export function isSupportLinkToken(secret: string, ticket: { id: number; reference: string }, token: string) {
  const expected = Buffer.from(supportLinkToken(secret, ticket))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export interface NewTicket {
  kind: SupportKind
  topic: string
  name: string
  email: string | null
  language: UiLanguage
  senderUserId: string | null
  target: { type: ReportTarget; id: number } | null
  message: string
}

export type TicketRow = typeof supportTicket.$inferSelect

/** Opens a case with its first message; call it in the transaction of whatever brought it in. */
export async function openTicket(tx: Executor, input: NewTicket): Promise<TicketRow> {
  const now = new Date()
  const dueAt = supportDueAt(promiseOf(input.kind, input.target?.type ?? null), now)
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx
      .insert(supportTicket)
      .values({
        reference: newSupportReference(),
        kind: input.kind,
        topic: input.topic,
        name: input.name,
        email: input.email,
        language: input.language,
        senderUserId: input.senderUserId,
        targetType: input.target?.type ?? null,
        targetId: input.target?.id ?? null,
        dueAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: supportTicket.reference })
      .returning()
    if (row) {
      await tx.insert(supportEntry).values({
        ticketId: row.id,
        kind: 'message',
        authorUserId: input.senderUserId,
        authorName: input.name,
        body: input.message,
        createdAt: now,
      })
      return row
    }
    if (attempt > 5) throw new Error('could not draw a free support reference')
  }
}
