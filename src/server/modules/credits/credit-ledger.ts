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
  db: Database,
  userId: string,
  amount: number,
  adminId: string,
): Promise<number> {
  await db.insert(creditLedger).values({ userId, delta: amount, reason: 'refill', createdBy: adminId })
  return creditBalance(db, userId)
}
