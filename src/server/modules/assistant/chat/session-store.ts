import { type Database, writeTogether } from '@server/db/client'
import { chatSession, chatTurn, unmatchedRequest } from '@server/db/schema/index'
import type { Tx } from '@server/modules/quotes/quote-moves'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { providerById } from './candidate-providers'
import type { ChatSession } from './chat-session'

/** Conversations in chat_session / chat_turn; a session lives a week after its last message. */
export const CHAT_SESSION_DAYS = 7

const expiry = (now: Date) => new Date(now.getTime() + CHAT_SESSION_DAYS * 24 * 60 * 60 * 1000)

/** The session if it exists and has not expired (whoever owns it: the caller checks). */
export async function loadSession(db: Database, id: string, now: Date): Promise<ChatSession | null> {
  const [row] = await db
    .select()
    .from(chatSession)
    .where(and(eq(chatSession.id, id), gt(chatSession.expiresAt, now)))
  if (!row) return null
  return {
    id: row.id,
    userId: row.userId,
    providerContext: row.providerContextId ? await providerById(db, row.providerContextId) : null,
    state: row.state,
    language: row.language,
    pageLanguage: null,
    category: row.category,
    location: row.location,
    estimate: row.estimate,
    quantities: row.quantities,
    details: row.details,
    customerText: row.customerText,
    projectId: row.projectId,
    demo: row.demo,
    isNew: false,
  }
}

export interface TurnRecord {
  customerText: string | null
  assistantText: string
  /** Keep the request for the admins' "unmatched requests" list. */
  unmatched: boolean
}

/** Stores the session and the turn together: either all of it is written or nothing is. */
export async function saveTurn(db: Database, session: ChatSession, turn: TurnRecord, now: Date) {
  const values = {
    userId: session.userId,
    providerContextId: session.providerContext?.id ?? null,
    state: session.state,
    language: session.language,
    category: session.category,
    location: session.location,
    estimate: session.estimate,
    quantities: session.quantities,
    details: session.details,
    customerText: session.customerText,
    projectId: session.projectId,
    demo: session.demo,
    updatedAt: now,
    expiresAt: expiry(now),
  }
  const turns = [
    ...(turn.customerText === null ? [] : [{ role: 'customer' as const, text: turn.customerText }]),
    { role: 'assistant' as const, text: turn.assistantText },
  ]
  // A demo conversation is not a request the admins could assign (ADR 031).
  const { category, location } = session
  const unmatched = turn.unmatched && !session.demo && category && location ? { category, location } : null
  await writeTogether(db, (writer) => [
    writer
      .insert(chatSession)
      .values({ id: session.id, ...values })
      .onConflictDoUpdate({ target: chatSession.id, set: values }),
    writer.insert(chatTurn).values(turns.map((t) => ({ sessionId: session.id, ...t }))),
    ...(unmatched
      ? [
          writer.insert(unmatchedRequest).values({
            sessionId: session.id,
            text: session.customerText,
            category: unmatched.category,
            locality: unmatched.location.locality,
            commune: unmatched.location.commune,
            language: session.language,
          }),
        ]
      : []),
  ])
  session.isNew = false
}

/**
 * Moves a stored session from providers to quotes_sent, only if it is still in providers: two
 * concurrent sends of the same conversation cannot both go out. False when it had moved on.
 */
export async function claimForSending(db: Database, id: string): Promise<boolean> {
  const claimed = await db
    .update(chatSession)
    .set({ state: 'quotes_sent', updatedAt: sql`now()` })
    .where(and(eq(chatSession.id, id), eq(chatSession.state, 'providers')))
    .returning({ id: chatSession.id })
  return claimed.length > 0
}

export async function releaseClaim(db: Database, id: string): Promise<void> {
  await db.update(chatSession).set({ state: 'providers' }).where(eq(chatSession.id, id))
}

/**
 * Forgets conversations a week after their last message (their turns go with them); the admins'
 * unmatched requests stay, without the link to the session. Returns how many were removed.
 */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(chatSession)
    .where(lte(chatSession.expiresAt, now))
    .returning({ id: chatSession.id })
  return removed.length
}

/**
 * The conversation's project was sent from the project kept at registration: the
 * conversation says so too, for the customer who took it over, listing the providers it went to.
 * Nothing changes when it has moved on or belongs to someone else.
 */
export async function markSentFromKeptProject(
  tx: Tx,
  sessionId: string,
  sent: { userId: string; projectId: number; providerIds: number[] },
) {
  await tx.execute(sql`
    update chat_session
    set state = 'quotes_sent', project_id = ${sent.projectId}, user_id = ${sent.userId}, updated_at = now(),
        details = jsonb_set(details, '{proposedProviders}', (
          select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements(details -> 'proposedProviders') p
          where ${JSON.stringify(sent.providerIds)}::jsonb @> (p -> 'id')))
    where id = ${sessionId} and state = 'providers' and (user_id is null or user_id = ${sent.userId})`)
}
