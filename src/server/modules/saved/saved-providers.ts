import type { Database } from '@server/db/client'
import { user } from '@server/db/schema/auth'
import { provider } from '@server/db/schema/providers'
import { savedProvider } from '@server/db/schema/saved'
import { DomainError } from '@server/http/domain-error'
import { logoUrlSql } from '@server/modules/providers/provider-logo'
import { MAX_SAVED_PROVIDERS, type SavedProvider } from '@shared/saved/saved-provider-schemas'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Only listed providers are in anyone's list: active ones, or in demo mode its demo businesses
 * (ADR 031). A hidden listing's row stays, unseen, and shows again when the listing does.
 */
const listed = (demo: boolean): SQL => eq(provider.status, demo ? 'demo' : 'active')

const columns = {
  id: provider.id,
  slug: provider.slug,
  name: provider.name,
  categories: provider.categories,
  locality: provider.locality,
  rating: provider.rating,
  reviewCount: provider.reviewCount,
  logoUrl: sql<string | null>`${logoUrlSql('provider')}`,
  note: savedProvider.note,
  savedAt: savedProvider.createdAt,
}

const toView = ({ savedAt, ...row }: { savedAt: Date } & Omit<SavedProvider, 'savedAt'>): SavedProvider => ({
  ...row,
  savedAt: savedAt.toISOString(),
})

async function rowsOf(db: Database | Tx, userId: string, demo: boolean, providerId?: number) {
  const rows = await db
    .select(columns)
    .from(savedProvider)
    .innerJoin(provider, eq(provider.id, savedProvider.providerId))
    .where(
      and(
        eq(savedProvider.userId, userId),
        listed(demo),
        providerId === undefined ? undefined : eq(savedProvider.providerId, providerId),
      ),
    )
    .orderBy(desc(savedProvider.createdAt), desc(savedProvider.providerId))
  return rows.map(toView)
}

/** The caller's saved providers, newest first. */
export function listSavedProviders(db: Database, userId: string, demo: boolean) {
  return rowsOf(db, userId, demo)
}

/** Changes to one person's list wait for each other, so two at once cannot pass the cap together. */
async function lockList(tx: Tx, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update')
}

async function listedCount(tx: Tx, userId: string, demo: boolean) {
  const [row] = await tx
    .select({ n: count() })
    .from(savedProvider)
    .innerJoin(provider, eq(provider.id, savedProvider.providerId))
    .where(and(eq(savedProvider.userId, userId), listed(demo)))
  return row?.n ?? 0
}

/**
 * Saves a listed provider (saving it again changes nothing). Null when the provider is not listed;
 * 409 saved_list_full at the cap.
 */
export function saveProvider(
  db: Database,
  userId: string,
  providerId: number,
  demo: boolean,
): Promise<SavedProvider | null> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId)
    const [target] = await tx
      .select({ id: provider.id })
      .from(provider)
      .where(and(eq(provider.id, providerId), listed(demo)))
    if (!target) return null
    const [already] = await rowsOf(tx, userId, demo, providerId)
    if (already) return already
    if ((await listedCount(tx, userId, demo)) >= MAX_SAVED_PROVIDERS)
      throw new DomainError('saved_list_full', 409)
    // A row of a listing hidden meanwhile may remain: saving it again keeps its note.
    await tx.insert(savedProvider).values({ userId, providerId }).onConflictDoNothing()
    const [saved] = await rowsOf(tx, userId, demo, providerId)
    return saved ?? null
  })
}

/** Writes the private note of a provider in the caller's list; null when it is not in it (or not listed). */
export async function setSavedNote(
  db: Database,
  userId: string,
  providerId: number,
  note: string,
  demo: boolean,
): Promise<SavedProvider | null> {
  return db.transaction(async (tx) => {
    const [shown] = await rowsOf(tx, userId, demo, providerId)
    if (!shown) return null
    await tx
      .update(savedProvider)
      .set({ note })
      .where(and(eq(savedProvider.userId, userId), eq(savedProvider.providerId, providerId)))
    return { ...shown, note }
  })
}

/** Removes a provider from the caller's list; false when it was not in it. */
export async function removeSavedProvider(db: Database, userId: string, providerId: number) {
  const removed = await db
    .delete(savedProvider)
    .where(and(eq(savedProvider.userId, userId), eq(savedProvider.providerId, providerId)))
    .returning({ providerId: savedProvider.providerId })
  return removed.length > 0
}

/**
 * Joins the list a visitor kept in their browser to their account, in one transaction: ids already
 * saved, repeated or not listed are skipped, and only as many as the cap leaves room for are added,
 * in the order given (the browser's newest first). Answers the whole list.
 */
export function mergeSavedProviders(
  db: Database,
  userId: string,
  providerIds: readonly number[],
  demo: boolean,
): Promise<SavedProvider[]> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId)
    const wanted = [...new Set(providerIds)]
    if (wanted.length > 0) {
      const present = await tx
        .select({ id: provider.id })
        .from(provider)
        .where(and(inArray(provider.id, wanted), listed(demo)))
      const mine = await tx
        .select({ id: savedProvider.providerId })
        .from(savedProvider)
        .where(and(eq(savedProvider.userId, userId), inArray(savedProvider.providerId, wanted)))
      const listedIds = new Set(present.map((row) => row.id))
      const savedIds = new Set(mine.map((row) => row.id))
      const room = MAX_SAVED_PROVIDERS - (await listedCount(tx, userId, demo))
      const added = wanted.filter((id) => listedIds.has(id) && !savedIds.has(id)).slice(0, Math.max(room, 0))
      if (added.length > 0) {
        // The first given is the browser's newest: it gets the latest time, a millisecond apart from the next.
        const now = Date.now()
        await tx
          .insert(savedProvider)
          .values(
            added.map((id, index) => ({
              userId,
              providerId: id,
              createdAt: new Date(now - index),
            })),
          )
          .onConflictDoNothing()
      }
    }
    return rowsOf(tx, userId, demo)
  })
}
