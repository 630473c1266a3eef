import type { Database } from '@server/db/client'
import { CATEGORY_KEYWORDS } from '@shared/catalog/category-keywords'
import { PROVIDER_LABELS } from '@shared/providers/provider-labels'
import { sql } from 'drizzle-orm'

const KEYWORDS_JSON = JSON.stringify(
  Object.fromEntries(Object.entries(CATEGORY_KEYWORDS).map(([slug, words]) => [slug, words.join(' ')])),
)

/** French and German names of specialties, so "réparation de fuites" finds "Leak repair". */
const LABELS_JSON = JSON.stringify(
  Object.fromEntries(
    Object.entries(PROVIDER_LABELS).map(([english, names]) => [english, `${names.fr} ${names.de}`]),
  ),
)

/**
 * Rebuilds the search columns of the given providers ('missing': those never filled) from their names,
 * trades (specialties, category names and keywords, services), descriptions and place; the keys that
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
        select string_agg(${LABELS_JSON}::jsonb->>s, ' ') as names from unnest(p2.specialties) s
      ) specialties on true
      left join lateral (
        select string_agg(concat_ws(' ', s.name->>'en', s.name->>'fr', s.name->>'de'), ' ') as names
        from provider_service s where s.provider_id = p2.id
      ) services on true
      cross join lateral (
        select concat_ws(' ', array_to_string(p2.specialties, ' '), specialties.names, cats.names, services.names) as words
      ) trades
      where ${which}
    ) x
    where p.id = x.id`)
}
