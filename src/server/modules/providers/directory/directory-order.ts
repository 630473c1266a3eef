import { bestMatchScore } from '@shared/providers/best-match-score'
import type { SearchSort } from '@shared/providers/provider-search-schemas'
import { haversinesFrom, kmOfHaversine } from './directory-distance'
import type { DirectorySnapshot } from './directory-snapshot'
import type { SearchOrigin } from './search-origin'

/** Above this many results, the rating and reviews orders are read from the snapshot's presorted rows. */
const PRESORTED_FROM = 256

/**
 * The result index of each snapshot row while a search picks its page from a presorted order, -1
 * otherwise. Shared, and set back after use, so a search does not allocate and clear one per
 * provider (searches run one at a time: queryDirectory never waits).
 */
let resultOfRow = new Int32Array(0)

/** A search's results: snapshot rows (and text ranks) in the order the scan found them. */
export interface Results {
  total: number
  resultRows: Int32Array
  resultRanks: Float64Array
}

export interface Order {
  sort: SearchSort
  origin: SearchOrigin | null
  /** The proximity scale of the best-match score (best-match-score.ts) for what is searched. */
  scaleKm: number
}

/** The first `count` results (indexes into the result columns) in the sort order, sorting no more than needed. */
export function firstResults(
  snapshot: DirectorySnapshot,
  results: Results,
  order: Order,
  count: number,
): number[] {
  const { sort } = order
  if ((sort === 'rating' || sort === 'reviews') && results.total > PRESORTED_FROM)
    return firstPresorted(
      snapshot,
      results,
      sort === 'rating' ? snapshot.byRating : snapshot.byReviews,
      count,
    )
  return smallest(results.total, count, comparatorOf(snapshot, results, order))
}

/** Walks the snapshot's presorted rows and keeps those that are results. */
function firstPresorted(
  snapshot: DirectorySnapshot,
  { total, resultRows }: Results,
  presorted: Int32Array,
  count: number,
): number[] {
  if (resultOfRow.length < snapshot.size) resultOfRow = new Int32Array(snapshot.size).fill(-1)
  for (let r = 0; r < total; r++) resultOfRow[resultRows[r]!] = r
  const picked: number[] = []
  for (let i = 0; i < presorted.length && picked.length < count; i++) {
    const r = resultOfRow[presorted[i]!]!
    if (r >= 0) picked.push(r)
  }
  for (let r = 0; r < total; r++) resultOfRow[resultRows[r]!] = -1
  return picked
}

/**
 * How two results (indexes into the result columns) compare in the sort order; ties go to the
 * better rated (many reviews over few), then the lower id. Best match ("relevance"): how the query
 * matched (its rank: trade and where the words matched), then the best-match score.
 */
function comparatorOf(
  snapshot: DirectorySnapshot,
  { total, resultRows, resultRanks }: Results,
  { sort, origin, scaleKm }: Order,
): (a: number, b: number) => number {
  const { trustedRatings, reviewCounts, ids } = snapshot
  // Sorting by distance compares every result's haversine; the km are computed for the page only.
  const resultHaversines =
    (sort === 'distance' || sort === 'relevance') && origin
      ? haversinesFrom(origin, snapshot, resultRows, total)
      : new Float64Array(0)
  const scores =
    sort === 'relevance' ? bestMatchScores(snapshot, resultRows, resultHaversines, total, scaleKm) : null
  const rowOf = (r: number) => resultRows[r]!
  const byRating = (a: number, b: number) => trustedRatings[rowOf(b)]! - trustedRatings[rowOf(a)]!
  const byId = (a: number, b: number) => ids[rowOf(a)]! - ids[rowOf(b)]!
  // Haversines order by distance; nearly equal ones are compared in km, where they may be the same
  // number (and then the rating decides, as for any tie).
  const byDistance = (a: number, b: number) => {
    const ha = resultHaversines[a]!
    const hb = resultHaversines[b]!
    return Math.abs(ha - hb) > 1e-9 * Math.max(ha, hb) ? ha - hb : kmOfHaversine(ha) - kmOfHaversine(hb)
  }
  const compare: Record<SearchSort, (a: number, b: number) => number> = {
    relevance: (a, b) => resultRanks[b]! - resultRanks[a]! || scores![b]! - scores![a]! || byId(a, b),
    rating: (a, b) => byRating(a, b) || reviewCounts[rowOf(b)]! - reviewCounts[rowOf(a)]! || byId(a, b),
    distance: (a, b) => byDistance(a, b) || byRating(a, b) || byId(a, b),
    reviews: (a, b) => reviewCounts[rowOf(b)]! - reviewCounts[rowOf(a)]! || byRating(a, b) || byId(a, b),
  }
  return compare[sort]
}

/** Each result's best-match score: proximity (when there is a place) × the provider's quality. */
function bestMatchScores(
  { qualities }: DirectorySnapshot,
  resultRows: Int32Array,
  resultHaversines: Float64Array,
  total: number,
  scaleKm: number,
): Float64Array {
  const scores = new Float64Array(total)
  const hasPlace = resultHaversines.length > 0
  for (let r = 0; r < total; r++)
    scores[r] = bestMatchScore(
      qualities[resultRows[r]!]!,
      hasPlace ? kmOfHaversine(resultHaversines[r]!) : null,
      scaleKm,
    )
  return scores
}

/**
 * The `count` smallest of 0 … n-1 by `compare`, in order. A bounded insertion keeps only `count` at a
 * time, so the first page of 100 000 results costs one pass, not a sort of all of them.
 */
export function smallest(n: number, count: number, compare: (a: number, b: number) => number): number[] {
  if (count <= 0) return []
  if (count * 8 >= n)
    return Array.from({ length: n }, (_, i) => i)
      .sort(compare)
      .slice(0, count)
  const kept: number[] = []
  for (let i = 0; i < n; i++) {
    if (kept.length === count && compare(i, kept[count - 1]!) >= 0) continue
    let low = 0
    let high = kept.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (compare(kept[mid]!, i) <= 0) low = mid + 1
      else high = mid
    }
    kept.splice(low, 0, i)
    if (kept.length > count) kept.pop()
  }
  return kept
}
