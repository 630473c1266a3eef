import type { Database } from '@server/db/client'
import { provider, providerDocument } from '@server/db/schema/index'
import { logoMark } from '@server/modules/files/image-pipeline'
import { and, eq, sql } from 'drizzle-orm'

/**
 * The logo's version in its address: the upload's time in seconds (a new upload, a new address).
 * As SQL, for the queries that build cards and profiles (`providerAlias` names the provider's row).
 */
export const logoUrlSql = (providerAlias: string) =>
  sql.raw(`(select '/api/public/providers/' || ${providerAlias}.slug || '/logo?v=' || floor(extract(epoch from d.created_at))::bigint
    from provider_document d where d.provider_id = ${providerAlias}.id and d.kind = 'logo')`)

/** How many logo copies a process keeps (~5 KB each). */
const KEPT = 500

/**
 * The small copy of an active listing's logo, made once per upload and process and kept in memory
 * (most recently used last): a directory page shows twenty of them, none decoded twice.
 */
export function createLogoMarks() {
  const kept = new Map<string, Buffer>()
  return async function logoOf(db: Database, slug: string): Promise<Buffer | null> {
    const [row] = await db
      .select({ bytes: providerDocument.bytes, createdAt: providerDocument.createdAt })
      .from(providerDocument)
      .innerJoin(provider, eq(provider.id, providerDocument.providerId))
      .where(and(eq(provider.slug, slug), eq(provider.status, 'active'), eq(providerDocument.kind, 'logo')))
    if (!row) return null
    const key = `${slug}@${row.createdAt.getTime()}`
    const hit = kept.get(key)
    if (hit) {
      kept.delete(key)
      kept.set(key, hit)
      return hit
    }
    const mark = (await logoMark(row.bytes)).bytes
    kept.set(key, mark)
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
    return mark
  }
}
