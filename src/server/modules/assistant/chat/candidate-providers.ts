import type { Database } from '@server/db/client'
import type { ListedPrice } from '@server/modules/assistant/estimate/estimate'
import type { MatchCandidate } from '@server/modules/matching/match-score'
import type { CategorySlug } from '@shared/catalog/categories'
import { SEARCH_RADIUS_MAX_KM } from '@shared/providers/provider-search-schemas'
import { type SQL, sql } from 'drizzle-orm'

/**
 * The providers matching may choose from: listed, whose trade is the category (the main one, or a
 * secondary one with a service of it listed: matching/match-score.ts), read in one query per trade
 * and kept (createCandidatePool); those whose service radius reaches the place are the candidates.
 * Availability and the categories of the listed services come along as JSON. What providers list
 * for a job is read for the place with a box of the largest radius we accept (the (lat, lon) index
 * cuts first) and the exact haversine distance against each provider's own radius.
 */

const KM_PER_DEGREE_LAT = 111.32
const EARTH_RADIUS_KM = 6371

/**
 * One row holding every candidate as a JSON array of arrays: PGlite hands rows over one by one, and
 * for ~500 candidates one text value is several times cheaper than ~500 rows of 13 columns. Their
 * availability is joined once (not one sub-query per candidate).
 */
function candidatesQuery(where: SQL): SQL {
  return sql`with c as (
        select p.id, p.slug, p.name, p.locality, p.rating, p.review_count, p.lat, p.lon, p.service_radius_km,
        p.categories, p.median_response_minutes, p.verified, p.insured, p.premium
      from provider p where ${where}),
    slots as (
      select a.provider_id, json_agg(json_build_array(a.day, a.start_time, a.end_time)) as slots
      from availability a join c on c.id = a.provider_id group by a.provider_id),
    offered as (
      select s.provider_id, json_agg(distinct s.category) as categories
      from provider_service s join c on c.id = s.provider_id group by s.provider_id)
    select coalesce(json_agg(json_build_array(c.id, c.slug, c.name, c.locality, c.rating, c.review_count, c.lat,
      c.lon, c.service_radius_km, c.categories, c.median_response_minutes, c.verified, c.insured, c.premium,
      slots.slots, offered.categories))::text, '[]') as candidates
    from c left join slots on slots.provider_id = c.id left join offered on offered.provider_id = c.id`
}

type CandidateTuple = [
  id: number,
  slug: string,
  name: string,
  locality: string,
  rating: number | string,
  reviewCount: number,
  lat: number,
  lon: number,
  serviceRadiusKm: number,
  categories: string[],
  medianResponseMinutes: number | null,
  verified: boolean,
  insured: boolean,
  premium: boolean,
  availability: Array<[day: number, startTime: string, endTime: string]> | null,
  serviceCategories: string[] | null,
]

function toCandidate(t: CandidateTuple): MatchCandidate {
  return {
    id: t[0],
    slug: t[1],
    name: t[2],
    locality: t[3],
    rating: Number(t[4]),
    reviewCount: t[5],
    lat: t[6],
    lon: t[7],
    serviceRadiusKm: t[8],
    categories: t[9],
    medianResponseMinutes: t[10],
    verified: t[11],
    insured: t[12],
    premium: t[13],
    availability: (t[14] ?? []).map(([day, startTime, endTime]) => ({ day, startTime, endTime })),
    serviceCategories: t[15] ?? [],
  }
}

async function selectCandidates(db: Database, where: SQL): Promise<MatchCandidate[]> {
  const result = await db.execute<{ candidates: string }>(candidatesQuery(where))
  const tuples = JSON.parse(result.rows[0]?.candidates ?? '[]') as CandidateTuple[]
  return tuples.map(toCandidate)
}

function distanceKm(place: { lat: number; lon: number }): SQL {
  return sql`(${EARTH_RADIUS_KM * 2} * asin(sqrt(
    power(sin(radians(p.lat - ${place.lat}::float8) / 2), 2)
    + cos(radians(${place.lat}::float8)) * cos(radians(p.lat)) * power(sin(radians(p.lon - ${place.lon}::float8) / 2), 2)
  )))`
}

/** Listed providers of a trade, or in demo mode demo businesses only (ADR 031), wherever they are. */
function providersOfTrade(db: Database, category: CategorySlug, demo: boolean): Promise<MatchCandidate[]> {
  return selectCandidates(
    db,
    sql`p.status = ${demo ? 'demo' : 'active'} and p.categories @> array[${category}]::text[]
      and (p.categories[1] = ${category}
        or exists (select 1 from provider_service s where s.provider_id = p.id and s.category = ${category}))`,
  )
}

/** Kilometres between two points, as distanceKm() computes them in SQL. */
function kilometresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/**
 * After this long a trade's providers are read again: what no write announces (opening hours, the
 * measured response time) shows within it.
 */
const POOL_MAX_AGE_MS = 60_000

/**
 * The providers matching may choose from, kept in memory per trade (and demo mode): a conversation's
 * providers turn and the matching endpoint read no database, but once a minute per trade and after a
 * write that changes what the directory shows (app.ts clears the pool with the search cache). From
 * them, those whose service radius reaches the place, by the same distance as the directory's.
 */
export function createCandidatePool(db: () => Database) {
  const kept = new Map<string, { providers: Promise<MatchCandidate[]>; readAt: number }>()
  return {
    async near(
      category: CategorySlug,
      place: { lat: number; lon: number },
      demo = false,
    ): Promise<MatchCandidate[]> {
      const key = `${demo ? 'demo' : 'active'}:${category}`
      let entry = kept.get(key)
      if (!entry || Date.now() - entry.readAt > POOL_MAX_AGE_MS) {
        const providers = providersOfTrade(db(), category, demo)
        entry = { providers, readAt: Date.now() }
        kept.set(key, entry)
        providers.catch(() => {
          if (kept.get(key)?.providers === providers) kept.delete(key)
        })
      }
      return (await entry.providers).filter(
        (provider) => kilometresBetween(place, provider) <= provider.serviceRadiusKm,
      )
    },
    /** A write changed a listing: every trade is read again when next asked for. */
    clear() {
      kept.clear()
    },
  }
}
export type CandidatePool = ReturnType<typeof createCandidatePool>

/** A listed provider by id or slug (a provider-specific chat from a profile page). */
export async function providerById(db: Database, idOrSlug: number | string): Promise<MatchCandidate | null> {
  const where = typeof idOrSlug === 'number' ? sql`p.id = ${idOrSlug}` : sql`p.slug = ${idOrSlug}`
  const [found] = await selectCandidates(db, sql`${where} and p.status = 'active'`)
  return found ?? null
}

/**
 * What providers list for a catalogue job, net of VAT: every listed provider (or demo business in
 * demo mode) whose service radius reaches the place, or only the chat's provider when it has one.
 * A price per unit (per m², per page…) is kept apart from a price for the whole job.
 */
export async function listedJobPrices(
  db: Database,
  job: string,
  place: { lat: number; lon: number },
  providerId: number | null,
  demo = false,
): Promise<ListedPrice[]> {
  const dLat = SEARCH_RADIUS_MAX_KM / KM_PER_DEGREE_LAT
  const dLon = SEARCH_RADIUS_MAX_KM / (KM_PER_DEGREE_LAT * Math.cos((place.lat * Math.PI) / 180))
  const where =
    providerId !== null
      ? sql`p.id = ${providerId}`
      : sql`p.status = ${demo ? 'demo' : 'active'}
        and p.lat between ${place.lat - dLat}::float8 and ${place.lat + dLat}::float8
        and p.lon between ${place.lon - dLon}::float8 and ${place.lon + dLon}::float8
        and ${distanceKm(place)} <= p.service_radius_km`
  const result = await db.execute<{ price_from: number; unit: string }>(
    sql`select s.price_from, s.unit from provider_service s join provider p on p.id = s.provider_id
      where s.job = ${job} and s.price_from is not null and ${where}`,
  )
  return result.rows.map((row) => ({ priceFrom: Number(row.price_from), perUnit: row.unit !== 'job' }))
}
