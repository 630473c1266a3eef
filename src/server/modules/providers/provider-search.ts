import { type SQL, sql } from 'drizzle-orm'
import type {
  FacetCount,
  ParsedProviderSearchQuery,
  ProviderSearchItem,
  ProviderSearchResult,
  SearchSort,
} from '../../../shared/providers/provider-search-schemas'
import { normalizeText } from '../../../shared/text/normalize'
import type { Database } from '../../db/client'
import type { SearchOrigin } from './search-origin'
import { specialtiesMatching } from './specialty-labels'
import { correctTradeWord } from './trade-words'

const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE_LAT = 111.2
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
export async function tsQueryText(db: Database, match: TextMatch): Promise<string> {
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

/** A PostgreSQL text[] literal, each element quoted and escaped, for one parameter of either driver. */
function textArrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`
}

/** Great-circle distance in km (haversine in plain SQL: no extension needed, Luxembourg is small). */
function distanceKm(origin: SearchOrigin): SQL {
  return sql`(${EARTH_RADIUS_KM * 2} * asin(sqrt(
    power(sin(radians(p.lat - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(p.lat)) * power(sin(radians(p.lon - ${origin.lon}::float8) / 2), 2)
  )))`
}

/** A box around the circle, so the (lat, lon) index does the first cut before the exact distance. */
function boundingBox(origin: SearchOrigin, radiusKm: number): SQL {
  const dLat = radiusKm / KM_PER_DEGREE_LAT
  const dLon = radiusKm / (KM_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180))
  return sql`p.lat between ${origin.lat - dLat}::float8 and ${origin.lat + dLat}::float8 and p.lon between ${origin.lon - dLon}::float8 and ${origin.lon + dLon}::float8`
}

export function effectiveSort(
  query: ParsedProviderSearchQuery,
  hasText: boolean,
  hasOrigin: boolean,
): SearchSort {
  if (query.sort === 'relevance' && !hasText) return hasOrigin ? 'distance' : 'rating'
  if (query.sort) return query.sort
  if (hasText) return 'relevance'
  return hasOrigin ? 'distance' : 'rating'
}

const ORDER_BY: Record<SearchSort, SQL> = {
  relevance: sql`m.rank desc, m.rating desc, m.id`,
  rating: sql`m.rating desc, m.review_count desc, m.id`,
  distance: sql`m.distance_km asc, m.rating desc, m.id`,
  reviews: sql`m.review_count desc, m.rating desc, m.id`,
}

interface SearchRow extends Record<string, unknown> {
  total: number | string
  items: ProviderSearchItem[] | null
  categories: FacetCount[] | null
  letters: FacetCount[] | null
}

/**
 * One statement: the providers matching every filter except category and letter ("matched"), from
 * which the page of results and both facets (providers per category, per initial) are counted, so
 * facets always agree with the results and the database is asked once.
 */
export async function searchProviders(
  db: Database,
  query: ParsedProviderSearchQuery,
  origin: SearchOrigin | null,
): Promise<ProviderSearchResult> {
  const text = textMatch(query.q)
  const tsQuery = text ? await tsQueryText(db, text) : null
  const { statement, sort } = searchStatement(
    query,
    origin,
    text && tsQuery !== null ? { ...text, tsQuery } : null,
  )
  const result = await db.execute<SearchRow>(statement)
  const row = result.rows[0]
  return {
    items: (row?.items ?? []).map((item) => ({ ...item, rating: Number(item.rating) })),
    total: Number(row?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    sort,
    origin: origin ? { label: origin.label, lat: origin.lat, lon: origin.lon } : null,
    facets: { categories: row?.categories ?? [], letters: row?.letters ?? [] },
  }
}

/** The search as one SQL statement (exported for EXPLAIN in benchmarks). */
export function searchStatement(
  query: ParsedProviderSearchQuery,
  origin: SearchOrigin | null,
  text: (TextMatch & { tsQuery: string }) | null,
) {
  const sort = effectiveSort(query, text !== null, origin !== null)

  const where: SQL[] = [sql`p.status = 'active'`]
  if (query.specialty) {
    const wanted = normalizeText(query.specialty)
    const needle = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    // Known specialties match in any of our languages ("fuites" finds "Leak repair"); others as written.
    const known = specialtiesMatching(wanted)
    where.push(
      sql`(p.specialties && ${textArrayLiteral(known)}::text[] or exists (select 1 from unnest(p.specialties) s where regexp_replace(lower(unaccent(s)), '[^[:alnum:]]+', ' ', 'g') like ${needle}))`,
    )
  }
  if (query.minRating !== undefined) where.push(sql`p.rating >= ${query.minRating}`)
  if (query.verified !== undefined) where.push(sql`p.verified = ${query.verified}`)
  if (query.insured !== undefined) where.push(sql`p.insured = ${query.insured}`)
  if (query.premium !== undefined) where.push(sql`p.premium = ${query.premium}`)
  const distance = origin ? distanceKm(origin) : sql`null::float8`
  if (origin && query.radiusKm !== undefined) {
    where.push(boundingBox(origin, query.radiusKm))
    where.push(sql`${distance} <= ${query.radiusKm}`)
  }

  // A query of stop words only ("the", "le") has no lexemes left: it matches by name or not at all.
  const tsQuery = text?.tsQuery ? sql`${text.tsQuery}::tsquery` : sql`''::tsquery`
  const rank = text
    ? sql`ts_rank(p.search_vector, ${tsQuery}) + word_similarity(${text.normalized}, p.search_names)`
    : sql`0::float8`
  // Full-text hits and typo-tolerant name hits, each through its own index (an OR of both would
  // make the planner read the whole table).
  // make the planner read the whole table). As an id array, the hits are fetched by primary key.
  if (text)
    where.push(sql`p.id = any(array(
      select id from provider where search_vector @@ ${tsQuery}
      union
      select id from provider where ${text.normalized} <% search_names
    ))`)
  const categoryFilter = query.category ? sql`m.categories @> array[${query.category}]::text[]` : sql`true`
  const letterFilter = query.letter
    ? sql`m.initial = ${query.letter === '#' ? '#' : query.letter.toLowerCase()}`
    : sql`true`
  const offset = (query.page - 1) * query.pageSize

  const statement = sql`
    with matched as materialized (
      select p.id, p.categories, p.initial, p.rating, p.review_count, ${rank} as rank, ${distance} as distance_km
      from provider p
      where ${sql.join(where, sql` and `)}
    ),
    filtered as materialized (select m.* from matched m where ${categoryFilter} and ${letterFilter}),
    page_ids as materialized (
      select m.id, m.distance_km, row_number() over (order by ${ORDER_BY[sort]}) as position
      from filtered m
      order by ${ORDER_BY[sort]}
      limit ${query.pageSize} offset ${offset}
    ),
    page as (select p.*, ids.distance_km, ids.position from page_ids ids join provider p on p.id = ids.id)
    select
      (select count(*) from filtered) as total,
      (select json_agg(json_build_object(
          'id', page.id, 'slug', page.slug, 'name', page.name, 'companyName', page.company_name,
          'categories', page.categories, 'specialties', page.specialties,
          'descriptions', coalesce(page.descriptions, json_build_object('en', page.description, 'fr', page.description, 'de', page.description)::jsonb),
          'locality', page.locality, 'commune', page.commune, 'lat', page.lat, 'lon', page.lon,
          'rating', page.rating, 'reviewCount', page.review_count, 'yearsExperience', page.years_experience,
          'verified', page.verified, 'insured', page.insured, 'premium', page.premium,
          'medianResponseMinutes', page.median_response_minutes,
          'priceFrom', (select min(s.price_from) from provider_service s where s.provider_id = page.id),
          'distanceKm', round(page.distance_km::numeric, 1)
        ) order by page.position) from page) as items,
      (select json_agg(json_build_object('value', c.value, 'count', c.count) order by c.count desc, c.value)
        from (select unnest(m.categories) as value, count(*) as count from matched m where ${letterFilter} group by 1) c
      ) as categories,
      (select json_agg(json_build_object('value', upper(l.value), 'count', l.count) order by l.value)
        from (select m.initial as value, count(*) as count from matched m where ${categoryFilter} group by 1) l
      ) as letters`
  return { statement, sort }
}
