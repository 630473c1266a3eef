import { sql } from 'drizzle-orm'
import { CATEGORY_SLUGS } from '../../../shared/catalog/categories'
import { normalizeText } from '../../../shared/text/normalize'
import type { Database } from '../../db/client'
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
  ratings: Float64Array
  reviewCounts: Int32Array
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
  /** Rows in the rating sort order (rating, reviews, id), so that sort needs no sorting. */
  byRating: Int32Array
  /** Rows in the reviews sort order (reviews, rating, id). */
  byReviews: Int32Array
}

/** One active provider as the snapshot query reads it. */
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
}

export async function loadDirectorySnapshot(db: Pick<Database, 'execute'>): Promise<DirectorySnapshot> {
  const result = await db.execute<SnapshotRow & Record<string, unknown>>(sql`
    select id, initial, categories, rating::float8 as rating, review_count, lat, lon,
      verified, insured, premium, specialties
    from provider where status = 'active' order by id`)
  return buildDirectorySnapshot(result.rows)
}

export function buildDirectorySnapshot(rows: readonly SnapshotRow[]): DirectorySnapshot {
  const size = rows.length
  const snapshot: Omit<DirectorySnapshot, 'grid' | 'rowOfId'> = {
    size,
    ids: new Int32Array(size),
    initials: new Uint8Array(size),
    categoryMasks: new Int32Array(size),
    ratings: new Float64Array(size),
    reviewCounts: new Int32Array(size),
    lats: new Float64Array(size),
    lons: new Float64Array(size),
    cosLats: new Float64Array(size),
    flags: new Uint8Array(size),
    specialtyStarts: new Int32Array(size + 1),
    specialtyIds: new Int32Array(rows.reduce((n, row) => n + (row.specialties?.length ?? 0), 0)),
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
  rows.forEach((row, i) => {
    snapshot.ids[i] = row.id
    const code = (row.initial || '#').charCodeAt(0)
    snapshot.initials[i] = code >= LETTER_A && code <= LETTER_Z ? code : HASH
    let mask = 0
    for (const category of row.categories ?? []) mask |= CATEGORY_BIT.get(category as never) ?? 0
    snapshot.categoryMasks[i] = mask
    const initial = snapshot.initials[i]!
    snapshot.initialCounts[initial]!++
    for (let bit = 0; bit < CATEGORY_COUNT; bit++)
      if (mask & (1 << bit)) {
        snapshot.initialCategoryCounts[initial * CATEGORY_COUNT + bit]!++
        snapshot.categoryCounts[bit]!++
      }
    snapshot.ratings[i] = Number(row.rating)
    snapshot.reviewCounts[i] = row.review_count
    snapshot.lats[i] = row.lat
    snapshot.lons[i] = row.lon
    snapshot.cosLats[i] = Math.cos(row.lat * RADIANS)
    snapshot.flags[i] =
      (row.verified ? VERIFIED : 0) | (row.insured ? INSURED : 0) | (row.premium ? PREMIUM : 0)
    snapshot.specialtyStarts[i] = nextSpecialty
    for (const specialty of row.specialties ?? []) {
      let id = specialtyIdOf.get(specialty)
      if (id === undefined) {
        id = snapshot.specialtyNames.length
        specialtyIdOf.set(specialty, id)
        snapshot.specialtyNames.push({ stored: specialty, normalized: normalizeText(specialty) })
      }
      snapshot.specialtyIds[nextSpecialty++] = id
    }
  })
  snapshot.specialtyStarts[size] = nextSpecialty
  const maxId = rows.reduce((max, row) => Math.max(max, row.id), 0)
  const rowsById = new Int32Array(maxId + 1).fill(-1)
  rows.forEach((row, i) => {
    rowsById[row.id] = i
  })
  const rowsInOrder = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, i) => i).sort(compare)
  const { ratings, reviewCounts, ids } = snapshot
  snapshot.byRating = rowsInOrder(
    (a, b) => ratings[b]! - ratings[a]! || reviewCounts[b]! - reviewCounts[a]! || ids[a]! - ids[b]!,
  )
  snapshot.byReviews = rowsInOrder(
    (a, b) => reviewCounts[b]! - reviewCounts[a]! || ratings[b]! - ratings[a]! || ids[a]! - ids[b]!,
  )
  return {
    ...snapshot,
    rowOfId: (id) => (id >= 0 && id <= maxId ? rowsById[id]! : -1),
    grid: buildDirectoryGrid(snapshot.lats, snapshot.lons, snapshot.initials, snapshot.categoryMasks),
  }
}
