import type { Database } from '@server/db/client'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { bayesianRating } from '@shared/providers/bayesian-rating'
import { providerQuality } from '@shared/providers/best-match-score'
import { normalizeText } from '@shared/text/normalize'
import { sql } from 'drizzle-orm'
import { buildDirectoryGrid, CATEGORY_COUNT, type DirectoryGrid, HASH, RADIANS } from './directory-grid'

export { CATEGORY_COUNT }

const LETTER_A = 'a'.charCodeAt(0)
const LETTER_Z = 'z'.charCodeAt(0)

export const VERIFIED = 1
export const INSURED = 2
export const PREMIUM = 4

/** Bit of each category in a row's category mask. */
export const CATEGORY_BIT = new Map(CATEGORY_SLUGS.map((slug, index) => [slug, 1 << index]))
if (CATEGORY_SLUGS.length > 31) throw new Error('category masks hold at most 31 categories')

/**
 * What the directory search filters, counts and sorts by, for every active provider, as columns
 * (row i of every array is one provider). 100 000 providers take about 5 MB; one pass over them is
 * well under a millisecond, so no search has to ask the database to read the whole directory.
 */
export interface DirectorySnapshot {
  size: number
  ids: Int32Array
  /** Char code of the provider's initial: 'a'–'z', or '#'. */
  initials: Uint8Array
  categoryMasks: Int32Array
  /** The bit of the provider's main trade (its first category), 0 when it has none. */
  mainCategoryBits: Int32Array
  /** The categories of the services the provider lists, as a mask. */
  serviceCategoryMasks: Int32Array
  ratings: Float64Array
  /** The rating that trusts many reviews over few (bayesian-rating.ts): what "Highest rated" sorts by. */
  trustedRatings: Float64Array
  reviewCounts: Int32Array
  /** The quality part of the best-match score (best-match-score.ts): what does not depend on the search. */
  qualities: Float64Array
  lats: Float64Array
  lons: Float64Array
  /** cos(latitude), for distances. */
  cosLats: Float64Array
  /** VERIFIED | INSURED | PREMIUM. */
  flags: Uint8Array
  /** Row i's specialties are specialtyNames[specialtyIds[specialtyStarts[i] .. specialtyStarts[i + 1]]]. */
  specialtyStarts: Int32Array
  specialtyIds: Int32Array
  /** Each distinct specialty once, as stored, and normalised for matching. */
  specialtyNames: { stored: string; normalized: string }[]
  /** The row of a provider id, or -1 (ids are serial, so an array indexed by id stays small). */
  rowOfId: (id: number) => number
  /** 0 … size-1: the whole directory as candidates, read in memory order. */
  allRows: Int32Array
  /** Providers per initial (by char code) and category: [initial * CATEGORY_COUNT + category bit index]. */
  initialCategoryCounts: Int32Array
  /** Providers per initial (by char code). */
  initialCounts: Int32Array
  /** Providers per category (by bit index). */
  categoryCounts: Int32Array
  /** Rows by place, for searches around a place. */
  grid: DirectoryGrid
  /** Rows in the rating sort order (trusted rating, reviews, id), so that sort needs no sorting. */
  byRating: Int32Array
  /** Rows in the reviews sort order (reviews, rating, id). */
  byReviews: Int32Array
}

/** One active provider, as tests describe it. */
export interface SnapshotRow {
  id: number
  initial: string
  categories: string[]
  rating: number | string
  review_count: number
  lat: number
  lon: number
  verified: boolean
  insured: boolean
  premium: boolean
  specialties: string[]
  /** The categories of the listed services; by default, every category of the provider. */
  service_categories?: string[]
  median_response_minutes?: number | null
}

/**
 * The active providers as the snapshot query reads them: one array per field, aligned (entry i of
 * each is the same provider: every aggregate of the query reads the rows in one pass), in id order.
 */
export interface SnapshotColumns {
  ids: number[]
  initials: string[]
  categories: string[][]
  ratings: (number | string)[]
  reviewCounts: number[]
  lats: number[]
  lons: number[]
  /** VERIFIED | INSURED | PREMIUM. */
  flags: number[]
  specialties: string[][]
  serviceCategories: string[][]
  medianResponseMinutes: (number | null)[]
}

export async function loadDirectorySnapshot(db: Pick<Database, 'execute'>): Promise<DirectorySnapshot> {
  // One row of JSON arrays rather than a row per provider: the database builds them, and parsing
  // them is a fraction of the work of 100,000 rows (which held PGlite's thread for 2.5 s).
  const result = await db.execute<{ [K in keyof SnapshotColumns]: SnapshotColumns[K] | string | null }>(sql`
    select json_agg(id) as ids, json_agg(initial) as initials, json_agg(categories) as categories,
      json_agg(rating) as ratings, json_agg(review_count) as "reviewCounts", json_agg(lat) as lats,
      json_agg(lon) as lons, json_agg(verified::int | (insured::int << 1) | (premium::int << 2)) as flags,
      json_agg(specialties) as specialties, json_agg(service_categories) as "serviceCategories",
      json_agg(median_response_minutes) as "medianResponseMinutes"
    from (
      select p.id, p.initial, p.categories, p.rating, p.review_count, p.lat, p.lon, p.verified, p.insured,
        p.premium, p.specialties, p.median_response_minutes, coalesce(s.categories, '{}') as service_categories
      from provider p
      left join (
        select provider_id, array_agg(distinct category) as categories from provider_service group by provider_id
      ) s on s.provider_id = p.id
      where p.status = 'active' order by p.id
    ) active`)
  const row = result.rows[0]
  const column = <K extends keyof SnapshotColumns>(key: K): SnapshotColumns[K] => {
    const value = row?.[key]
    // No active provider: json_agg gives null. Drivers that do not parse json give text.
    if (value === null || value === undefined) return [] as SnapshotColumns[K]
    return (typeof value === 'string' ? JSON.parse(value) : value) as SnapshotColumns[K]
  }
  return buildDirectorySnapshot({
    ids: column('ids'),
    initials: column('initials'),
    categories: column('categories'),
    ratings: column('ratings'),
    reviewCounts: column('reviewCounts'),
    lats: column('lats'),
    lons: column('lons'),
    flags: column('flags'),
    specialties: column('specialties'),
    serviceCategories: column('serviceCategories'),
    medianResponseMinutes: column('medianResponseMinutes'),
  })
}

export function snapshotColumnsOf(rows: readonly SnapshotRow[]): SnapshotColumns {
  return {
    ids: rows.map((row) => row.id),
    initials: rows.map((row) => row.initial),
    categories: rows.map((row) => row.categories),
    ratings: rows.map((row) => row.rating),
    reviewCounts: rows.map((row) => row.review_count),
    lats: rows.map((row) => row.lat),
    lons: rows.map((row) => row.lon),
    flags: rows.map(
      (row) => (row.verified ? VERIFIED : 0) | (row.insured ? INSURED : 0) | (row.premium ? PREMIUM : 0),
    ),
    specialties: rows.map((row) => row.specialties),
    serviceCategories: rows.map((row) => row.service_categories ?? row.categories),
    medianResponseMinutes: rows.map((row) => row.median_response_minutes ?? null),
  }
}

export function buildDirectorySnapshot(columns: SnapshotColumns): DirectorySnapshot {
  const size = columns.ids.length
  const snapshot: Omit<DirectorySnapshot, 'grid' | 'rowOfId'> = {
    size,
    ids: Int32Array.from(columns.ids),
    initials: new Uint8Array(size),
    categoryMasks: new Int32Array(size),
    mainCategoryBits: Int32Array.from(columns.categories, (categories) => maskOf(categories?.slice(0, 1))),
    serviceCategoryMasks: Int32Array.from(columns.serviceCategories, maskOf),
    ratings: Float64Array.from(columns.ratings, Number),
    trustedRatings: Float64Array.from(columns.ratings, (rating, i) =>
      bayesianRating(Number(rating), Number(columns.reviewCounts[i] ?? 0)),
    ),
    reviewCounts: Int32Array.from(columns.reviewCounts),
    qualities: Float64Array.from(columns.ratings, (rating, i) =>
      providerQuality({
        rating: Number(rating),
        reviewCount: Number(columns.reviewCounts[i] ?? 0),
        medianResponseMinutes: columns.medianResponseMinutes[i] ?? null,
        verified: ((columns.flags[i] ?? 0) & VERIFIED) !== 0,
      }),
    ),
    lats: Float64Array.from(columns.lats),
    lons: Float64Array.from(columns.lons),
    cosLats: Float64Array.from(columns.lats, (lat) => Math.cos(lat * RADIANS)),
    flags: Uint8Array.from(columns.flags),
    specialtyStarts: new Int32Array(size + 1),
    specialtyIds: new Int32Array(columns.specialties.reduce((n, list) => n + (list?.length ?? 0), 0)),
    specialtyNames: [],
    allRows: Int32Array.from({ length: size }, (_, i) => i),
    initialCategoryCounts: new Int32Array(128 * CATEGORY_COUNT),
    initialCounts: new Int32Array(128),
    categoryCounts: new Int32Array(CATEGORY_COUNT),
    byRating: new Int32Array(size),
    byReviews: new Int32Array(size),
  }
  const specialtyIdOf = new Map<string, number>()
  let nextSpecialty = 0
  for (let i = 0; i < size; i++) {
    const code = (columns.initials[i] || '#').charCodeAt(0)
    const initial = code >= LETTER_A && code <= LETTER_Z ? code : HASH
    snapshot.initials[i] = initial
    const mask = maskOf(columns.categories[i])
    snapshot.categoryMasks[i] = mask
    snapshot.initialCounts[initial]!++
    for (let bit = 0; bit < CATEGORY_COUNT; bit++)
      if (mask & (1 << bit)) {
        snapshot.initialCategoryCounts[initial * CATEGORY_COUNT + bit]!++
        snapshot.categoryCounts[bit]!++
      }
    snapshot.specialtyStarts[i] = nextSpecialty
    for (const specialty of columns.specialties[i] ?? []) {
      let id = specialtyIdOf.get(specialty)
      if (id === undefined) {
        id = snapshot.specialtyNames.length
        specialtyIdOf.set(specialty, id)
        snapshot.specialtyNames.push({ stored: specialty, normalized: normalizeText(specialty) })
      }
      snapshot.specialtyIds[nextSpecialty++] = id
    }
  }
  snapshot.specialtyStarts[size] = nextSpecialty
  const maxId = snapshot.ids.reduce((max, id) => Math.max(max, id), 0)
  const rowsById = new Int32Array(maxId + 1).fill(-1)
  snapshot.ids.forEach((id, i) => {
    rowsById[id] = i
  })
  const rowsInOrder = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, i) => i).sort(compare)
  const { trustedRatings, reviewCounts, ids } = snapshot
  snapshot.byRating = rowsInOrder(
    (a, b) =>
      trustedRatings[b]! - trustedRatings[a]! || reviewCounts[b]! - reviewCounts[a]! || ids[a]! - ids[b]!,
  )
  snapshot.byReviews = rowsInOrder(
    (a, b) =>
      reviewCounts[b]! - reviewCounts[a]! || trustedRatings[b]! - trustedRatings[a]! || ids[a]! - ids[b]!,
  )
  return {
    ...snapshot,
    rowOfId: (id) => (id >= 0 && id <= maxId ? rowsById[id]! : -1),
    grid: buildDirectoryGrid(snapshot.lats, snapshot.lons, snapshot.initials, snapshot.categoryMasks),
  }
}

function maskOf(categories: readonly string[] | null | undefined): number {
  let mask = 0
  for (const category of categories ?? []) mask |= CATEGORY_BIT.get(category as never) ?? 0
  return mask
}
