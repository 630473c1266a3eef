import type { Database } from '@server/db/client'
import { provider } from '@server/db/schema/index'
import { asc, eq } from 'drizzle-orm'

/** The business the caller runs: the provider row they own (the oldest, should there be several), or null. */
export async function ownedProviderId(db: Database, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: provider.id })
    .from(provider)
    .where(eq(provider.ownerUserId, userId))
    .orderBy(asc(provider.id))
    .limit(1)
  return row?.id ?? null
}
