import type { Database } from '@server/db/client'
import { creditLedger } from '@server/db/schema/index'
import { eq, sql } from 'drizzle-orm'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export async function creditBalance(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
  return row?.balance ?? 0
}

/**
 * Spends one credit; false when the balance is 0 or less (product §4). A per-user advisory lock makes
 * concurrent spends queue, so two clicks cannot both spend the last credit.
 */
export async function spendCredit(
  db: Database,
  userId: string,
): Promise<{ spent: boolean; balance: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${userId}`}))`)
    const balance = await creditBalance(tx, userId)
    if (balance <= 0) return { spent: false, balance }
    await tx.insert(creditLedger).values({ userId, delta: -1, reason: 'spend' })
    return { spent: true, balance: balance - 1 }
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
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${userId}`}))`)
  const before = await creditBalance(tx, userId)
  if (before + delta < 0) return null
  await tx
    .insert(creditLedger)
    .values({ userId, delta, reason: delta > 0 ? 'refill' : 'adjust', note, createdBy: adminId })
  return { before, after: before + delta }
}
