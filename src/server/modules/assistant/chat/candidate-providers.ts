import type { Database } from '@server/db/client'
import type { ListedPrice } from '@server/modules/assistant/estimate/estimate'
import { haversineKm, type MatchCandidate } from '@server/modules/matching/match-score'
import type { CategorySlug } from '@shared/catalog/categories'
import { type SQL, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'

/**
 * The providers matching may choose from: listed, whose trade is the category (the main one, or a
 * secondary one with a service of it listed: matching/match-score.ts), read in one query per trade
 * and kept (createCandidatePool); those whose service radius reaches the place are the candidates.
 * Availability and the categories of the listed services come along as JSON. What providers list
 * for a catalogue job is read and kept the same way, per job.
 */

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

/** Listed providers of a trade, or in demo mode demo businesses only (ADR 031), wherever they are. */
function providersOfTrade(db: Database, category: CategorySlug, demo: boolean): Promise<MatchCandidate[]> {
  return selectCandidates(
    db,
    sql`p.status = ${demo ? 'demo' : 'active'} and p.categories @> array[${category}]::text[]
      and (p.categories[1] = ${category}
        or exists (select 1 from provider_service s where s.provider_id = p.id and s.category = ${category}))`,
  )
}

/**
 * After this long a trade's providers are read again: what no write announces (opening hours, the
 * measured response time) shows within it.
 */
const POOL_MAX_AGE_MS = 60_000
/** Trades and jobs kept, in both modes (23 trades, about 60 catalogue jobs). */
const POOL_KEYS_MAX = 500

/**
 * The providers matching may choose from, kept in memory per trade (and demo mode): a conversation's
 * providers turn and the matching endpoint read no database, but once a minute per trade and after a
 * write that changes what the directory shows (app.ts clears the pool with the search cache). From
 * them, those whose service radius reaches the place, by the same distance as the directory's.
 */
export function createCandidatePool(db: () => Database) {
  const trades = keptFor<MatchCandidate[]>()
  const jobs = keptFor<JobPriceRow[]>()
  const reaches = (place: { lat: number; lon: number }) => (provider: JobPriceRow | MatchCandidate) =>
    haversineKm(place, provider) <= provider.serviceRadiusKm
  return {
    /** The providers of the trade whose service radius reaches the place. */
    async near(
      category: CategorySlug,
      place: { lat: number; lon: number },
      demo = false,
    ): Promise<MatchCandidate[]> {
      const providers = await trades.read(`${demo}:${category}`, () => providersOfTrade(db(), category, demo))
      return providers.filter(reaches(place))
    },
    /**
     * What providers list for a catalogue job: those whose service radius reaches the place, or only
     * the chat's provider when it has one. A price per unit (per m², per page…) is kept apart from a
     * price for the whole job.
     */
    async listedPrices(
      job: string,
      place: { lat: number; lon: number },
      providerId: number | null,
      demo = false,
    ): Promise<ListedPrice[]> {
      if (providerId !== null) return providerPricesOfJob(db(), job, providerId)
      const rows = await jobs.read(`${demo}:${job}`, () => pricesOfJob(db(), job, demo))
      return rows.filter(reaches(place)).map((row) => row.price)
    },
    /** A write changed a listing: every trade and job is read again when next asked for. */
    clear() {
      trades.clear()
      jobs.clear()
    },
  }
}

/** Values read once per key and kept POOL_MAX_AGE_MS; a failed read is not kept. */
function keptFor<T extends object>() {
  const kept = new LRUCache<string, Promise<T>>({ max: POOL_KEYS_MAX, ttl: POOL_MAX_AGE_MS })
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const found = kept.get(key)
      if (found) return found
      const value = load()
      kept.set(key, value)
      value.catch(() => {
        if (kept.get(key) === value) kept.delete(key)
      })
      return value
    },
    clear: () => kept.clear(),
  }
}
export type CandidatePool = ReturnType<typeof createCandidatePool>

/** A listed provider by id or slug (a provider-specific chat from a profile page). */
export async function providerById(db: Database, idOrSlug: number | string): Promise<MatchCandidate | null> {
  const where = typeof idOrSlug === 'number' ? sql`p.id = ${idOrSlug}` : sql`p.slug = ${idOrSlug}`
  const [found] = await selectCandidates(db, sql`${where} and p.status = 'active'`)
  return found ?? null
}

interface JobPriceRow {
  providerId: number
  lat: number
  lon: number
  serviceRadiusKm: number
  price: ListedPrice
}

/** Every price listed for a catalogue job by listed providers (or demo businesses), net of VAT. */
async function pricesOfJob(db: Database, job: string, demo: boolean): Promise<JobPriceRow[]> {
  const result = await db.execute<{
    provider_id: number
    lat: number
    lon: number
    service_radius_km: number
    price_from: number
    unit: string
  }>(
    sql`select s.provider_id, p.lat, p.lon, p.service_radius_km, s.price_from, s.unit
      from provider_service s join provider p on p.id = s.provider_id
      where s.job = ${job} and s.price_from is not null and p.status = ${demo ? 'demo' : 'active'}`,
  )
  return result.rows.map((row) => ({
    providerId: row.provider_id,
    lat: Number(row.lat),
    lon: Number(row.lon),
    serviceRadiusKm: Number(row.service_radius_km),
    price: { priceFrom: Number(row.price_from), perUnit: row.unit !== 'job' },
  }))
}

/** What one provider lists for a catalogue job (a chat from its profile page), wherever the place. */
async function providerPricesOfJob(db: Database, job: string, providerId: number): Promise<ListedPrice[]> {
  const result = await db.execute<{ price_from: number; unit: string }>(
    sql`select s.price_from, s.unit from provider_service s
      where s.provider_id = ${providerId} and s.job = ${job} and s.price_from is not null`,
  )
  return result.rows.map((row) => ({ priceFrom: Number(row.price_from), perUnit: row.unit !== 'job' }))
}
