import type {
  FacetCount,
  ParsedProviderSearchQuery,
  SearchSort,
} from '@shared/providers/provider-search-schemas'
import { browse, categoryFacet, letterFacet } from './directory-browse'
import { haversineKm } from './directory-distance'
import { addCellCounts, cellsAround, insideSlice, rowsOfCells } from './directory-grid'
import { firstResults } from './directory-order'
import { radiusOf, type ScanFilter, type Scanned, scan, scanFilterOf } from './directory-scan'
import type { DirectorySnapshot } from './directory-snapshot'
import type { SearchOrigin } from './search-origin'

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

/** The providers a search looks at one by one, and the cells whose providers it takes by their counts. */
interface Candidates {
  rows: Int32Array
  /** The text rank of each candidate, when the search has text. */
  ranks: Float64Array | null
  /** Cells wholly inside the circle whose counts hold as they are: added without a look at each provider. */
  insideCells: number[]
  /** How many providers those cells add to the results. */
  insideRows: number
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

/**
 * Filters, counts and sorts the directory in memory; the caller fetches the page's providers.
 * "matched" are the providers meeting every filter except category and letter: the category facet
 * counts them per category within the letter, the letter facet per initial within the category, so
 * the facets always agree with the results.
 */
export function queryDirectory(snapshot: DirectorySnapshot, input: DirectoryQueryInput): DirectoryPage {
  const { query, origin } = input
  const sort = effectiveSort(query, input.text !== null, origin !== null)
  if (onlyBrowses(input)) return browse(snapshot, query, sort === 'reviews' ? 'reviews' : 'rating')
  const filter = scanFilterOf(snapshot, query, origin)
  const candidates = candidatesOf(snapshot, input, filter)
  const capacity = candidates.rows.length + candidates.insideRows
  const scanned = scan(snapshot, candidates.rows, candidates.ranks, capacity, filter)
  const total = addInsideCells(snapshot, candidates.insideCells, scanned, filter)
  const results = { total, resultRows: scanned.resultRows, resultRanks: scanned.resultRanks }
  const offset = (query.page - 1) * query.pageSize
  const page =
    offset >= total
      ? []
      : firstResults(snapshot, results, sort, origin, Math.min(total, offset + query.pageSize)).slice(offset)
  return {
    sort,
    total,
    items: pageItems(snapshot, scanned.resultRows, page, origin),
    facets: { categories: categoryFacet(scanned.categoryCounts), letters: letterFacet(scanned.letterCounts) },
  }
}

/** No text, place or filter beyond category and letter: the snapshot's counts and presorted rows answer. */
const onlyBrowses = ({ query, origin, text }: DirectoryQueryInput) =>
  !text &&
  !origin &&
  !query.specialty &&
  query.minRating === undefined &&
  query.verified === undefined &&
  query.insured === undefined &&
  query.premium === undefined

/** Candidates: the text hits that are active providers, the providers near the place, or everyone. */
function candidatesOf(
  snapshot: DirectorySnapshot,
  input: DirectoryQueryInput,
  filter: ScanFilter,
): Candidates {
  const { query, origin, text } = input
  if (text) return { ...textCandidates(snapshot, text), insideCells: [], insideRows: 0 }
  const radius = radiusOf(query, origin)
  if (origin && radius !== null) return candidatesAround(snapshot, query, origin, radius, filter)
  return { rows: snapshot.allRows, ranks: null, insideCells: [], insideRows: 0 }
}

function textCandidates(snapshot: DirectorySnapshot, text: TextHits) {
  const rows = new Int32Array(text.ids.length)
  const ranks = new Float64Array(text.ids.length)
  let n = 0
  for (let i = 0; i < text.ids.length; i++) {
    const row = snapshot.rowOfId(text.ids[i]!)
    if (row < 0) continue
    rows[n] = row
    ranks[n++] = text.ranks[i]!
  }
  return { rows: rows.subarray(0, n), ranks }
}

/**
 * Around a place: only the cells near it; a cell wholly inside the circle adds its counts as they
 * are when no other filter could leave out some of its providers.
 */
function candidatesAround(
  snapshot: DirectorySnapshot,
  query: ParsedProviderSearchQuery,
  origin: SearchOrigin,
  radius: number,
  filter: ScanFilter,
): Candidates {
  const cells = cellsAround(snapshot.grid, origin, radius)
  const countsHold = filter.specialties === null && query.minRating === undefined && filter.flagMask === 0
  const insideCells = countsHold ? cells.inside : []
  const rows = rowsOfCells(snapshot.grid, countsHold ? cells.edge : [...cells.edge, ...cells.inside])
  let insideRows = 0
  for (const cell of insideCells) {
    const [from, to] = insideSlice(snapshot.grid, cell, filter.categoryBit)
    insideRows += to - from
  }
  return { rows, ranks: null, insideCells, insideRows }
}

/** Adds the inside cells' counts to the facets and their providers (of the letter) to the results; the new total. */
function addInsideCells(
  snapshot: DirectorySnapshot,
  insideCells: number[],
  scanned: Scanned,
  { categoryBit, letter }: ScanFilter,
): number {
  const { grid, initials } = snapshot
  const { resultRows, categoryCounts, letterCounts } = scanned
  let total = scanned.total
  for (const cell of insideCells) {
    addCellCounts(grid, cell, categoryCounts, letterCounts, categoryBit, letter)
    const rows = categoryBit === 0 ? grid.rowsByCell : grid.rowsByCellCategory
    const [from, to] = insideSlice(grid, cell, categoryBit)
    for (let i = from; i < to; i++) {
      const row = rows[i]!
      if (letter !== 0 && initials[row] !== letter) continue
      resultRows[total++] = row
    }
  }
  return total
}

/** The page's provider ids, with their distance from the origin (km, unrounded) when there is one. */
function pageItems(
  snapshot: DirectorySnapshot,
  resultRows: Int32Array,
  page: number[],
  origin: SearchOrigin | null,
): DirectoryPage['items'] {
  return page.map((r) => {
    const row = resultRows[r]!
    return {
      id: snapshot.ids[row]!,
      distanceKm: origin
        ? haversineKm(origin.lat, origin.lon, snapshot.lats[row]!, snapshot.lons[row]!)
        : null,
    }
  })
}
