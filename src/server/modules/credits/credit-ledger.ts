import type { Database } from '@server/db/client'
import { creditLedger, quoteRequest } from '@server/db/schema/index'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { isFinal } from '@shared/quotes/quote-transitions'
import { eq, sql } from 'drizzle-orm'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export async function creditBalance(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
  return row?.balance ?? 0
}

/** Makes one account's credit changes queue: two clicks cannot both spend the last credit. */
async function lockCredits(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${userId}`}))`)
}

/**
 * Spends one credit, for `projectId` when it pays for a project (ADR 027); false when the balance
 * is 0 or less (product §4).
 */
export async function spendCredit(
  db: Database | Tx,
  userId: string,
  projectId: number | null = null,
): Promise<{ spent: boolean; balance: number }> {
  return db.transaction(async (tx) => {
    await lockCredits(tx, userId)
    const balance = await creditBalance(tx, userId)
    if (balance <= 0) return { spent: false, balance }
    await tx.insert(creditLedger).values({ userId, delta: -1, reason: 'spend', projectId })
    return { spent: true, balance: balance - 1 }
  })
}

/** The request's statuses that nobody can move on from (a closed request). */
const CLOSED = QUOTE_STATUSES.filter(isFinal)

/**
 * ADR 027: a project holds its credit while it is open and gives it back once every request of it
 * is closed (completed, rejected or cancelled). Once per project, and only for a credit it spent;
 * called in the transaction that closes a request.
 */
export async function returnProjectCredit(db: Database | Tx, projectId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two last requests closing at once: the second waits here, then sees the first one closed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits-project:${projectId}`}))`)
    const returned = await tx.execute(sql`
    insert into ${creditLedger} (user_id, delta, reason, project_id)
    select spend.user_id, 1, 'returned', spend.project_id
    from ${creditLedger} spend
    where spend.project_id = ${projectId} and spend.reason = 'spend' and spend.user_id is not null
      and not exists (
        select 1 from ${quoteRequest} r
        where r.project_id = ${projectId}
          and r.status not in (${sql.join(
            CLOSED.map((status) => sql`${status}`),
            sql`, `,
          )}))
    on conflict (project_id, reason) where project_id is not null do nothing
    returning id`)
    return returned.rows.length > 0
  })
}

export async function refillCredits(
  db: Database | Tx,
  userId: string,
  amount: number,
  adminId: string,
  note: string | null = null,
): Promise<number> {
  await db.insert(creditLedger).values({ userId, delta: amount, reason: 'refill', note, createdBy: adminId })
  return creditBalance(db, userId)
}

/**
 * An admin adds credits (a refill) or takes some back (an adjustment), with the reason written to
 * the ledger beside the entry. Under the account's credit lock, like a spend, so the balance never
 * goes below zero: null when it would.
 */
export async function adjustCredits(
  tx: Tx,
  userId: string,
  delta: number,
  note: string,
  adminId: string,
): Promise<{ before: number; after: number } | null> {
  await lockCredits(tx, userId)
  const before = await creditBalance(tx, userId)
  if (before + delta < 0) return null
  await tx
    .insert(creditLedger)
    .values({ userId, delta, reason: delta > 0 ? 'refill' : 'adjust', note, createdBy: adminId })
  return { before, after: before + delta }
}

/**
 * Whether this session is the account's first: the welcome credits are granted once, when the first
 * session is created (auth's session hook), so they were written just after it. A minute of slack
 * covers clocks that differ between the app and the database.
 */
export async function welcomedInSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db.execute<{ first: boolean }>(sql`
    select exists (
      select 1 from credit_ledger l join session s on s.id = ${sessionId} and s.user_id = l.user_id
      where l.user_id = ${userId} and l.reason = 'welcome' and l.created_at >= s.created_at - interval '1 minute'
    ) as first`)
  return rows.rows[0]?.first === true
}
