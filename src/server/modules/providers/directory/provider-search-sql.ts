import type { Database } from '@server/db/client'
import { logoUrlSql } from '@server/modules/providers/provider-logo'
import { reviewedDocumentsJson, vatCheckJson } from '@server/modules/providers/verification-facts'
import { ProviderSearchItemSchema } from '@shared/providers/provider-search-schemas'
import { normalizeText } from '@shared/text/normalize'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { TEXT_TIER } from './directory-query'
import { correctTradeWord } from './trade-words'

/** Words of a query we look at: more only slow the search down without narrowing it. */
const MAX_QUERY_WORDS = 8

export interface TextMatch {
  /** The query as the search columns store text: lower case, no accents. */
  normalized: string
  /**
   * 'word:* & (typo:* | fix:*)' — every word as a prefix, so results come while typing, and a
   * misspelt trade word also as the word it most likely means.
   */
  prefixQuery: string
}

export function textMatch(q: string | undefined): TextMatch | null {
  if (!q) return null
  const words = normalizeText(q).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS)
  if (words.length === 0) return null
  const terms = words.map((word) => {
    const fix = correctTradeWord(word)
    return fix ? `(${word}:* | ${fix}:*)` : `${word}:*`
  })
  return { normalized: words.join(' '), prefixQuery: terms.join(' & ') }
}

/**
 * The query in every language we stem, and unstemmed: a provider matches when any of them does.
 * Computed by a first small query, so the search itself gets a constant the planner can estimate
 * (with the function calls inline it reads the whole table instead of the index).
 */
export async function tsQueryText(db: Pick<Database, 'execute'>, match: TextMatch): Promise<string> {
  const q = match.prefixQuery
  // Each language's form once: repeated identical terms make the planner overestimate the matches
  // and read the whole table instead of the index.
  const result = await db.execute<{ q: string }>(sql`
    select coalesce(string_agg(distinct '(' || t.q::text || ')', ' | '), '') as q
    from (values (to_tsquery('simple'::regconfig, ${q})), (to_tsquery('english'::regconfig, ${q})),
                 (to_tsquery('french'::regconfig, ${q})), (to_tsquery('german'::regconfig, ${q}))) t(q)
    where t.q::text <> ''`)
  return result.rows[0]?.q ?? ''
}

/**
 * The active providers a text query matches, and where it matched them (TEXT_TIER): full-text hits
 * (stemmed, any language) and typo-tolerant name hits, each through its own index (an OR of both
 * would make the planner read the whole table). Where a word matched is read from the key vector,
 * small and in the row, by its weights: A the names, B what the provider does (specialties,
 * categories and their keywords, services); a hit in neither was found in the description or place.
 */
export function textHitsStatement(match: TextMatch, tsQueryTextValue: string) {
  // A query of stop words only ("the", "le") has no lexemes left: it matches by name or not at all.
  const tsQuery = tsQueryTextValue ? sql`${tsQueryTextValue}::tsquery` : sql`''::tsquery`
  return sql`
    select id, max(tier)::real as rank
    from (
      select id,
        case when ts_rank('{0,0,0,1}', search_key_vector, ${tsQuery}) > 0 then ${TEXT_TIER.name}
             when ts_rank('{0,0,1,0}', search_key_vector, ${tsQuery}) > 0 then ${TEXT_TIER.trade}
             else ${TEXT_TIER.description} end as tier
      from provider where status = 'active' and search_vector @@ ${tsQuery}
      union all
      select id, ${TEXT_TIER.name}
      from provider where status = 'active' and ${match.normalized} <% search_names
    ) hits
    group by id
    order by id`
}

/** A PostgreSQL int[] literal, one parameter for either driver. */
const intArrayLiteral = (values: number[]) => `{${values.join(',')}}`

/**
 * A result card as stored: everything but the distance, which depends on the search. Checked against
 * the answer's schema once, when read, so the searches that show it send it without checking again.
 */
const SearchCardSchema = ProviderSearchItemSchema.omit({ distanceKm: true }).extend({
  rating: z.coerce.number(),
})
export type SearchCard = z.output<typeof SearchCardSchema>

/** The cards of one page of results, in the given order (distance is the caller's to add). */
export async function fetchSearchItems(db: Pick<Database, 'execute'>, ids: number[]): Promise<SearchCard[]> {
  if (ids.length === 0) return []
  const result = await db.execute<{ item: unknown }>(searchItemsStatement(ids))
  return result.rows.map((row) =>
    SearchCardSchema.parse(typeof row.item === 'string' ? JSON.parse(row.item) : row.item),
  )
}

export function searchItemsStatement(ids: number[]) {
  return sql`
    select json_build_object(
        'id', p.id, 'slug', p.slug, 'name', p.name, 'companyName', p.company_name,
        'categories', p.categories, 'specialties', p.specialties,
        'descriptions', coalesce(p.descriptions, json_build_object('en', p.description, 'fr', p.description, 'de', p.description)::jsonb),
        'locality', p.locality, 'commune', p.commune, 'lat', p.lat, 'lon', p.lon,
        'rating', p.rating, 'reviewCount', p.review_count, 'yearsExperience', p.years_experience,
        'verified', p.verified, 'insured', p.insured, 'premium', p.premium,
        'logoUrl', ${logoUrlSql('p')},
        'verification', json_build_object(
          'vatNumber', p.vat_number, 'vatCheck', ${vatCheckJson('p')},
          'documents', ${reviewedDocumentsJson(sql`p.id`)}),
        'medianResponseMinutes', p.median_response_minutes,
        'priceFrom', (select min(s.price_from) from provider_service s where s.provider_id = p.id)
      ) as item
    from unnest(${intArrayLiteral(ids)}::int[]) with ordinality as page(id, position)
    join provider p on p.id = page.id
    order by page.position`
}
