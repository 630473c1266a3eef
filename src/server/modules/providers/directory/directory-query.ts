import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import type {
  FacetCount,
  ParsedProviderSearchQuery,
  SearchSort,
} from '@shared/providers/provider-search-schemas'
import { normalizeText } from '@shared/text/normalize'
import {
  cellsAround,
  type DirectoryGrid,
  EARTH_RADIUS_KM,
  FLAT_MARGIN,
  HASH,
  INITIAL_COUNT,
  initialCode,
  initialIndex,
  KM_PER_DEGREE,
  RADIANS,
} from './directory-grid'
import {
  CATEGORY_BIT,
  CATEGORY_COUNT,
  type DirectorySnapshot,
  INSURED,
  PREMIUM,
  VERIFIED,
} from './directory-snapshot'
import type { SearchOrigin } from './search-origin'
import { specialtiesMatching } from './specialty-labels'

/** Above this many results, the rating and reviews orders are read from the snapshot's presorted rows. */
const PRESORTED_FROM = 256

/**
 * The result index of each snapshot row while a search picks its page from a presorted order, -1
 * otherwise. Shared, and set back after use, so a search does not allocate and clear one per
 * provider (searches run one at a time: queryDirectory never waits).
 */
let resultOfRow = new Int32Array(0)

/** The providers a text query matched (by id) and how well each did. */
export interface TextHits {
  ids: Int32Array
  ranks: Float64Array
}

export interface DirectoryQueryInput {
  query: ParsedProviderSearchQuery
  origin: SearchOrigin | null
  /** null when the search has no text; otherwise only these providers can match. */
  text: TextHits | null
}

export interface DirectoryPage {
  sort: SearchSort
  total: number
  /** The requested page, in order: provider ids and their distance from the origin (km, unrounded). */
  items: { id: number; distanceKm: number | null }[]
  facets: { categories: FacetCount[]; letters: FacetCount[] }
}

export function effectiveSort(
  query: Pick<ParsedProviderSearchQuery, 'sort'>,
  hasText: boolean,
  hasOrigin: boolean,
): SearchSort {
  if (query.sort === 'relevance' && !hasText) return hasOrigin ? 'distance' : 'rating'
  if (query.sort) return query.sort
  if (hasText) return 'relevance'
  return hasOrigin ? 'distance' : 'rating'
}

/** Great-circle distance in km (haversine: Luxembourg is small enough for a sphere). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return kmOfHaversine(haversine(lat1, lon1, Math.cos(lat1 * RADIANS), lat2, lon2, Math.cos(lat2 * RADIANS)))
}

/**
 * The haversine of the angle between two points, given the cosines of their latitudes (the snapshot
 * keeps them per provider). It grows with the distance, so sorting by it is sorting by distance
 * without an arcsine and a square root per provider.
 */
function haversine(lat1: number, lon1: number, cosLat1: number, lat2: number, lon2: number, cosLat2: number) {
  return (
    Math.sin(((lat2 - lat1) * RADIANS) / 2) ** 2 +
    cosLat1 * cosLat2 * Math.sin(((lon2 - lon1) * RADIANS) / 2) ** 2
  )
}

const kmOfHaversine = (h: number) => 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))

/** Which of the snapshot's distinct specialties a specialty filter accepts, in any of our languages. */
function acceptedSpecialties(snapshot: DirectorySnapshot, specialty: string): Uint8Array {
  const wanted = normalizeText(specialty)
  // Known specialties match in any interface language ("fuites" finds "Leak repair"); others as written.
  const known = new Set(specialtiesMatching(wanted))
  return Uint8Array.from(snapshot.specialtyNames, (name) =>
    known.has(name.stored) || name.normalized.includes(wanted) ? 1 : 0,
  )
}

/**
 * Filters, counts and sorts the directory in memory; the caller fetches the page's providers.
 * "matched" are the providers meeting every filter except category and letter: the category facet
 * counts them per category within the letter, the letter facet per initial within the category, so
 * the facets always agree with the results.
 */
export function queryDirectory(snapshot: DirectorySnapshot, input: DirectoryQueryInput): DirectoryPage {
  const { query, origin, text } = input
  const sort = effectiveSort(query, text !== null, origin !== null)
  if (
    !text &&
    !origin &&
    !query.specialty &&
    query.minRating === undefined &&
    query.verified === undefined &&
    query.insured === undefined &&
    query.premium === undefined
  )
    return browse(snapshot, query, sort === 'reviews' ? 'reviews' : 'rating')
  const { ratings, reviewCounts, ids } = snapshot

  // Candidates: the text hits that are active providers, the providers near the place, or everyone.
  let candidates: Int32Array = snapshot.allRows
  let candidateRanks: Float64Array | null = null
  if (text) {
    candidates = new Int32Array(text.ids.length)
    candidateRanks = new Float64Array(text.ids.length)
    let n = 0
    for (let i = 0; i < text.ids.length; i++) {
      const row = snapshot.rowOfId(text.ids[i]!)
      if (row < 0) continue
      candidates[n] = row
      candidateRanks[n++] = text.ranks[i]!
    }
    candidates = candidates.subarray(0, n)
  }

  const specialties = query.specialty ? acceptedSpecialties(snapshot, query.specialty) : null
  const minRating = query.minRating
  let flagMask = 0
  let flagWanted = 0
  for (const [flag, wanted] of [
    [VERIFIED, query.verified],
    [INSURED, query.insured],
    [PREMIUM, query.premium],
  ] as const) {
    if (wanted === undefined) continue
    flagMask |= flag
    if (wanted) flagWanted |= flag
  }
  const radius = origin && query.radiusKm !== undefined ? query.radiusKm : null
  const categoryBit = query.category ? (CATEGORY_BIT.get(query.category) ?? 0) : 0
  const letter = query.letter ? (query.letter === '#' ? HASH : query.letter.toLowerCase().charCodeAt(0)) : 0

  // Around a place: only the cells near it; a cell wholly inside the circle adds its counts as they
  // are when no other filter could leave out some of its providers.
  let insideCells: number[] = []
  let insideRows = 0
  if (!text && origin && radius !== null) {
    const cells = cellsAround(snapshot.grid, origin, radius)
    const countsHold = specialties === null && minRating === undefined && flagMask === 0
    insideCells = countsHold ? cells.inside : []
    candidates = rowsOfCells(snapshot.grid, countsHold ? cells.edge : [...cells.edge, ...cells.inside])
    for (const cell of insideCells) {
      const [from, to] = insideSlice(snapshot.grid, cell, categoryBit)
      insideRows += to - from
    }
  }

  const scanned = scan(snapshot, candidates, candidateRanks, candidates.length + insideRows, {
    minRating: minRating ?? -1,
    flagMask,
    flagWanted,
    specialties,
    origin,
    radius: radius ?? -1,
    categoryBit,
    letter,
  })
  const { resultRows, resultRanks, categoryCounts, letterCounts } = scanned
  let total = scanned.total
  for (const cell of insideCells) {
    addCellCounts(snapshot.grid, cell, categoryCounts, letterCounts, categoryBit, letter)
    const rows = categoryBit === 0 ? snapshot.grid.rowsByCell : snapshot.grid.rowsByCellCategory
    const [from, to] = insideSlice(snapshot.grid, cell, categoryBit)
    for (let i = from; i < to; i++) {
      const row = rows[i]!
      if (letter !== 0 && snapshot.initials[row] !== letter) continue
      resultRows[total++] = row
    }
  }
  // Sorting by distance compares every result's haversine; the km are computed for the page only.
  const resultHaversines = new Float64Array(sort === 'distance' && origin ? total : 0)
  if (sort === 'distance' && origin) {
    const cosOriginLat = Math.cos(origin.lat * RADIANS)
    const { lats, lons, cosLats } = snapshot
    for (let r = 0; r < total; r++) {
      const row = resultRows[r]!
      resultHaversines[r] = haversine(
        origin.lat,
        origin.lon,
        cosOriginLat,
        lats[row]!,
        lons[row]!,
        cosLats[row]!,
      )
    }
  }

  const offset = (query.page - 1) * query.pageSize
  const page = offset >= total ? [] : firstResults(Math.min(total, offset + query.pageSize)).slice(offset)
  return {
    sort,
    total,
    items: page.map((r) => {
      const row = resultRows[r]!
      return {
        id: ids[row]!,
        distanceKm: origin
          ? haversineKm(origin.lat, origin.lon, snapshot.lats[row]!, snapshot.lons[row]!)
          : null,
      }
    }),
    facets: { categories: categoryFacet(categoryCounts), letters: letterFacet(letterCounts) },
  }

  /** The first `count` results (indexes into the result columns) in the sort order, sorting no more than needed. */
  function firstResults(count: number): number[] {
    if ((sort === 'rating' || sort === 'reviews') && total > PRESORTED_FROM) {
      // Walk the snapshot's presorted rows and keep those that are results.
      if (resultOfRow.length < snapshot.size) resultOfRow = new Int32Array(snapshot.size).fill(-1)
      for (let r = 0; r < total; r++) resultOfRow[resultRows[r]!] = r
      const presorted = sort === 'rating' ? snapshot.byRating : snapshot.byReviews
      const picked: number[] = []
      for (let i = 0; i < presorted.length && picked.length < count; i++) {
        const r = resultOfRow[presorted[i]!]!
        if (r >= 0) picked.push(r)
      }
      for (let r = 0; r < total; r++) resultOfRow[resultRows[r]!] = -1
      return picked
    }
    const rowOf = (r: number) => resultRows[r]!
    const byRating = (a: number, b: number) => ratings[rowOf(b)]! - ratings[rowOf(a)]!
    const byId = (a: number, b: number) => ids[rowOf(a)]! - ids[rowOf(b)]!
    // Haversines order by distance; nearly equal ones are compared in km, where they may be the same
    // number (and then the rating decides, as for any tie).
    const byDistance = (a: number, b: number) => {
      const ha = resultHaversines[a]!
      const hb = resultHaversines[b]!
      return Math.abs(ha - hb) > 1e-9 * Math.max(ha, hb) ? ha - hb : kmOfHaversine(ha) - kmOfHaversine(hb)
    }
    const compare: Record<SearchSort, (a: number, b: number) => number> = {
      relevance: (a, b) => resultRanks[b]! - resultRanks[a]! || byRating(a, b) || byId(a, b),
      rating: (a, b) => byRating(a, b) || reviewCounts[rowOf(b)]! - reviewCounts[rowOf(a)]! || byId(a, b),
      distance: (a, b) => byDistance(a, b) || byRating(a, b) || byId(a, b),
      reviews: (a, b) => reviewCounts[rowOf(b)]! - reviewCounts[rowOf(a)]! || byRating(a, b) || byId(a, b),
    }
    return smallest(total, count, compare[sort])
  }
}

/**
 * Browsing by category and/or letter only (the A–Z bar, category pages, the directory's first page):
 * the counts come from the snapshot's tables and the page from its presorted rows, so the cost does
 * not depend on the size of the directory.
 */
function browse(
  snapshot: DirectorySnapshot,
  query: ParsedProviderSearchQuery,
  sort: 'rating' | 'reviews',
): DirectoryPage {
  const bitIndex = query.category ? CATEGORY_SLUGS.indexOf(query.category) : -1
  const letter = query.letter ? (query.letter === '#' ? HASH : query.letter.toLowerCase().charCodeAt(0)) : 0
  const categoryCounts = new Int32Array(CATEGORY_COUNT)
  const letterCounts = new Int32Array(128)
  for (let bit = 0; bit < CATEGORY_COUNT; bit++)
    categoryCounts[bit] = letter
      ? snapshot.initialCategoryCounts[letter * CATEGORY_COUNT + bit]!
      : snapshot.categoryCounts[bit]!
  for (let initial = 0; initial < 128; initial++)
    letterCounts[initial] =
      bitIndex >= 0
        ? snapshot.initialCategoryCounts[initial * CATEGORY_COUNT + bitIndex]!
        : snapshot.initialCounts[initial]!
  const total =
    bitIndex >= 0
      ? letter
        ? letterCounts[letter]!
        : categoryCounts[bitIndex]!
      : letter
        ? letterCounts[letter]!
        : snapshot.size
  const offset = (query.page - 1) * query.pageSize
  const items: DirectoryPage['items'] = []
  if (offset < total) {
    const bit = bitIndex >= 0 ? 1 << bitIndex : 0
    const presorted = sort === 'rating' ? snapshot.byRating : snapshot.byReviews
    let seen = 0
    for (let i = 0; i < presorted.length && items.length < query.pageSize; i++) {
      const row = presorted[i]!
      if (bit !== 0 && (snapshot.categoryMasks[row]! & bit) === 0) continue
      if (letter !== 0 && snapshot.initials[row] !== letter) continue
      if (seen++ >= offset) items.push({ id: snapshot.ids[row]!, distanceKm: null })
    }
  }
  return {
    sort,
    total,
    items,
    facets: { categories: categoryFacet(categoryCounts), letters: letterFacet(letterCounts) },
  }
}

interface ScanFilter {
  /** -1: none. */
  minRating: number
  flagMask: number
  flagWanted: number
  specialties: Uint8Array | null
  origin: SearchOrigin | null
  /** -1: none (with an origin, distances are still measured). */
  radius: number
  /** 0: any category. */
  categoryBit: number
  /** Char code of the initial; 0: any. */
  letter: number
}

/**
 * One pass over the candidates: the filters, both facets and the results. Kept apart from
 * queryDirectory and free of closures, so that V8 compiles this hot loop on its own.
 */
function scan(
  snapshot: DirectorySnapshot,
  candidates: Int32Array,
  candidateRanks: Float64Array | null,
  resultCapacity: number,
  filter: ScanFilter,
) {
  const { categoryMasks, initials, ratings, lats, lons, cosLats, flags } = snapshot
  const { minRating, flagMask, flagWanted, specialties, origin, radius, categoryBit, letter } = filter
  const originLat = origin?.lat ?? 0
  const originLon = origin?.lon ?? 0
  const cosOrigin = Math.cos(originLat * RADIANS)
  // Clearly outside / inside the circle by the flat distance (in degrees², see FLAT_MARGIN); only the
  // rows near the edge need the haversine.
  const radiusDegrees = radius / KM_PER_DEGREE
  const surelyOutside = (radiusDegrees * (1 + FLAT_MARGIN)) ** 2
  const surelyInside = (radiusDegrees * (1 - FLAT_MARGIN)) ** 2

  const categoryCounts = new Int32Array(CATEGORY_SLUGS.length)
  const letterCounts = new Int32Array(128)
  // The results, as parallel columns: snapshot row, text rank, distance from the origin.
  const resultRows = new Int32Array(resultCapacity)
  const resultRanks = new Float64Array(candidateRanks ? resultCapacity : 0)
  let total = 0

  for (let c = 0; c < candidates.length; c++) {
    const row = candidates[c]!
    if (ratings[row]! < minRating) continue
    if ((flags[row]! & flagMask) !== flagWanted) continue
    if (specialties !== null && !hasAcceptedSpecialty(snapshot, row, specialties)) continue
    if (radius >= 0) {
      const northSouth = lats[row]! - originLat
      const eastWest = lons[row]! - originLon
      const flat = northSouth * northSouth + cosOrigin * cosLats[row]! * eastWest * eastWest
      if (flat > surelyOutside) continue
      if (
        flat >= surelyInside &&
        kmOfHaversine(haversine(originLat, originLon, cosOrigin, lats[row]!, lons[row]!, cosLats[row]!)) >
          radius
      )
        continue
    }
    // matched: counted in the facets, then a result when the category and letter also fit.
    const mask = categoryMasks[row]!
    const initial = initials[row]!
    const inCategory = categoryBit === 0 || (mask & categoryBit) !== 0
    const inLetter = letter === 0 || initial === letter
    if (inLetter)
      for (let bits = mask; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++
    if (inCategory) letterCounts[initial]!++
    if (inCategory && inLetter) {
      resultRows[total] = row
      if (candidateRanks !== null) resultRanks[total] = candidateRanks[c]!
      total++
    }
  }
  return { total, resultRows, resultRanks, categoryCounts, letterCounts }
}

/** Where a cell's providers (of the category, when one is chosen) are in rowsByCell or rowsByCellCategory. */
function insideSlice(grid: DirectoryGrid, cell: number, categoryBit: number): [number, number] {
  if (categoryBit === 0) return [grid.cellStarts[cell]!, grid.cellStarts[cell + 1]!]
  const k = cell * CATEGORY_COUNT + 31 - Math.clz32(categoryBit)
  return [grid.cellCategoryStarts[k]!, grid.cellCategoryStarts[k + 1]!]
}

function rowsOfCells(grid: DirectoryGrid, cells: number[]): Int32Array {
  let count = 0
  for (const cell of cells) count += grid.cellStarts[cell + 1]! - grid.cellStarts[cell]!
  const rows = new Int32Array(count)
  let n = 0
  for (const cell of cells) {
    rows.set(grid.rowsByCell.subarray(grid.cellStarts[cell]!, grid.cellStarts[cell + 1]!), n)
    n += grid.cellStarts[cell + 1]! - grid.cellStarts[cell]!
  }
  return rows
}

/** A cell wholly inside the circle: its providers per category (within the letter) and per initial (within the category). */
function addCellCounts(
  grid: DirectoryGrid,
  cell: number,
  categoryCounts: Int32Array,
  letterCounts: Int32Array,
  categoryBit: number,
  letter: number,
) {
  const bitIndex = categoryBit === 0 ? -1 : 31 - Math.clz32(categoryBit)
  if (letter === 0) {
    const at = cell * CATEGORY_COUNT
    for (let bit = 0; bit < CATEGORY_COUNT; bit++) categoryCounts[bit]! += grid.categoryCounts[at + bit]!
  } else {
    const at = (cell * INITIAL_COUNT + initialIndex(letter)) * CATEGORY_COUNT
    for (let bit = 0; bit < CATEGORY_COUNT; bit++)
      categoryCounts[bit]! += grid.initialCategoryCounts[at + bit]!
  }
  for (let initial = 0; initial < INITIAL_COUNT; initial++)
    letterCounts[initialCode(initial)]! +=
      bitIndex < 0
        ? grid.initialCounts[cell * INITIAL_COUNT + initial]!
        : grid.initialCategoryCounts[(cell * INITIAL_COUNT + initial) * CATEGORY_COUNT + bitIndex]!
}

function hasAcceptedSpecialty(snapshot: DirectorySnapshot, row: number, accepted: Uint8Array): boolean {
  for (let s = snapshot.specialtyStarts[row]!; s < snapshot.specialtyStarts[row + 1]!; s++)
    if (accepted[snapshot.specialtyIds[s]!]) return true
  return false
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

function categoryFacet(counts: Int32Array): FacetCount[] {
  return CATEGORY_SLUGS.flatMap((value, bit) => (counts[bit] ? [{ value, count: counts[bit]! }] : [])).sort(
    (a, b) => b.count - a.count || (a.value < b.value ? -1 : 1),
  )
}

function letterFacet(counts: Int32Array): FacetCount[] {
  const facet: FacetCount[] = []
  for (let code = 0; code < counts.length; code++)
    if (counts[code]) facet.push({ value: String.fromCharCode(code).toUpperCase(), count: counts[code]! })
  return facet
}
