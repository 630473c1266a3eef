import type { Database } from '@server/db/client'
import { PROVIDER_LABEL_WORDS } from '@server/i18n/provider-label-words'
import { CATEGORY_KEYWORDS } from '@shared/catalog/category-keywords'
import { sql } from 'drizzle-orm'

const KEYWORDS_JSON = JSON.stringify(
  Object.fromEntries(Object.entries(CATEGORY_KEYWORDS).map(([slug, words]) => [slug, words.join(' ')])),
)

/** The words of each specialty id in every language, so "réparation de fuites" finds "plumbing.leak-repair". */
const LABELS_JSON = JSON.stringify(
  Object.fromEntries([...PROVIDER_LABEL_WORDS].map(([id, words]) => [id, Object.values(words).join(' ')])),
)

/**
 * Rebuilds the search columns of the given providers ('missing': those never filled) from their names,
 * trades (specialties' words, category names and keywords, services), descriptions and place; the keys that
 * rank a match are the trades alone. Call it after writing a provider or its services; the vectors
 * are generated columns and follow by themselves. It belongs to the provider table, like those
 * generated columns, so the seed and every module that writes providers or services share it
 * without depending on one another (ADR 013).
 */
export async function refreshProviderSearchText(db: Pick<Database, 'execute'>, ids: number[] | 'missing') {
  const which =
    ids === 'missing'
      ? sql`(p2.search_document = '' or p2.search_keys = '')`
      : sql`p2.id = any(${`{${ids.join(',')}}`}::int[])`
  await db.execute(sql`
    update provider p set search_names = x.names, search_document = x.document, search_keys = x.keys
    from (
      select p2.id,
        lower(unaccent(concat_ws(' ', p2.name, p2.company_name))) as names,
        lower(unaccent(trades.words)) as keys,
        lower(unaccent(concat_ws(' ',
          p2.name, p2.company_name, trades.words, p2.locality, p2.commune, p2.description,
          p2.descriptions->>'en', p2.descriptions->>'fr', p2.descriptions->>'de'
        ))) as document
      from provider p2
      left join lateral (
        select string_agg(concat_ws(' ', c.names->>'en', c.names->>'fr', c.names->>'de', ${KEYWORDS_JSON}::jsonb->>c.slug), ' ') as names
        from category c where c.slug = any(p2.categories)
      ) cats on true
      left join lateral (
        select string_agg(coalesce(${LABELS_JSON}::jsonb->>s, s), ' ') as names from unnest(p2.specialties) s
      ) specialties on true
      left join lateral (
        select string_agg(concat_ws(' ', s.name->>'en', s.name->>'fr', s.name->>'de'), ' ') as names
        from provider_service s where s.provider_id = p2.id
      ) services on true
      cross join lateral (
        select concat_ws(' ', specialties.names, cats.names, services.names) as words
      ) trades
      where ${which}
    ) x
    where p.id = x.id`)
}
