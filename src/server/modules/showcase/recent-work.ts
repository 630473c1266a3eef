import type { Database } from '@server/db/client'
import { portfolioItem, provider } from '@server/db/schema/index'
import { responsiveImage } from '@server/modules/files/stored-image'
import { portfolioImageUrl } from '@server/modules/workspace/portfolio'
import type { RecentWork } from '@shared/showcase/showcase-schemas'
import { desc, eq } from 'drizzle-orm'

/** The most the landing's strip asks for (ShowcaseQuerySchema's limit). */
const KEPT = 12
/** A safety net: the answer is also forgotten whenever a portfolio or a listing changes here. */
const TTL_MS = 60_000

/**
 * Uploaded portfolio photos of listed businesses, newest first: the landing's real work. Only
 * photos the image pipeline has resized (a refused or unconverted one has no copies to offer), only
 * of active listings (a listing taken down, or a demo business, shows nothing).
 */
export async function listRecentWork(db: Database, limit: number): Promise<RecentWork[]> {
  const rows = await db
    .select({
      id: portfolioItem.id,
      caption: portfolioItem.caption,
      variants: portfolioItem.variants,
      providerSlug: provider.slug,
      providerName: provider.name,
      categories: provider.categories,
    })
    .from(portfolioItem)
    .innerJoin(provider, eq(provider.id, portfolioItem.providerId))
    .where(eq(provider.status, 'active'))
    .orderBy(desc(portfolioItem.createdAt), desc(portfolioItem.id))
    .limit(limit * 2)
  const items: RecentWork[] = []
  for (const row of rows) {
    const image = responsiveImage(row.variants)
    const category = row.categories[0]
    if (!image || !category) continue
    items.push({
      id: row.id,
      imageUrl: portfolioImageUrl(row.id),
      image,
      caption: row.caption,
      providerSlug: row.providerSlug,
      providerName: row.providerName,
      category,
    })
    if (items.length === limit) break
  }
  return items
}

/**
 * The strip's answer kept in memory (ADR 044's hot reads): read once, then forgotten when a
 * portfolio changes through this instance, when any listing changes anywhere (with the search
 * cache), or after a minute.
 */
export function createRecentWorkCache(db: () => Database) {
  let kept: { items: RecentWork[]; at: number } | null = null
  let reading: Promise<RecentWork[]> | null = null
  return {
    async list(limit: number): Promise<RecentWork[]> {
      if (kept && Date.now() - kept.at < TTL_MS) return kept.items.slice(0, limit)
      if (!reading) {
        const started = Date.now()
        reading = listRecentWork(db(), KEPT)
          .then((items) => {
            kept = { items, at: started }
            return items
          })
          .finally(() => {
            reading = null
          })
      }
      return (await reading).slice(0, limit)
    },
    clear() {
      kept = null
    },
  }
}
export type RecentWorkCache = ReturnType<typeof createRecentWorkCache>
