import type { CategorySlug } from '@shared/catalog/categories'
import { proximityScaleKm } from '@shared/providers/best-match-score'
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
import { CATEGORY_BIT, CATEGORY_COUNT, type DirectorySnapshot } from './directory-snapshot'
import type { SearchOrigin } from './search-origin'

/** Where a text query matched a provider, from the best: its name, what it does, its description or place. */
export const TEXT_TIER = { name: 3, trade: 2, description: 1 } as const

/** The providers a text query matched (by id) and where it matched each (TEXT_TIER). */
export interface TextHits {
  ids: Int32Array
  ranks: Float64Array
}

export interface DirectoryQueryInput {
  query: ParsedProviderSearchQuery
  origin: SearchOrigin | null
  /**
   * The trades the query names (trade-words.ts), or null. When it names one, the results are the
   * providers of that trade (main trade, or a secondary one they list a service of), however their
   * descriptions read; `text` then only puts those its other words match first.
   */
  trades: readonly CategorySlug[] | null
  /** null when the search has no text; otherwise, without trades, only these providers can match. */
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
  const sort = effectiveSort(query, input.text !== null || input.trades !== null, origin !== null)
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
      : firstResults(
          snapshot,
          results,
          { sort, origin, scaleKm: scaleOf(input.trades) },
          Math.min(total, offset + query.pageSize),
        ).slice(offset)
  return {
    sort,
    total,
    items: pageItems(snapshot, scanned.resultRows, page, origin),
    facets: { categories: categoryFacet(scanned.categoryCounts), letters: letterFacet(scanned.letterCounts) },
  }
}

/** No text, place or filter beyond category and letter: the snapshot's counts and presorted rows answer. */
const onlyBrowses = ({ query, origin, text, trades }: DirectoryQueryInput) =>
  !text &&
  !trades &&
  !origin &&
  !query.specialty &&
  query.minRating === undefined &&
  query.verified === undefined &&
  query.insured === undefined &&
  query.premium === undefined

/**
 * Candidates: the providers of the trades named, the text hits that are active providers, the
 * providers near the place, or everyone.
 */
function candidatesOf(
  snapshot: DirectorySnapshot,
  input: DirectoryQueryInput,
  filter: ScanFilter,
): Candidates {
  const { query, origin, text, trades } = input
  if (trades) return { ...tradeCandidates(snapshot, trades, text), insideCells: [], insideRows: 0 }
  if (text) return { ...textCandidates(snapshot, text), insideCells: [], insideRows: 0 }
  const radius = radiusOf(query, origin)
  if (origin && radius !== null) return candidatesAround(snapshot, query, origin, radius, filter)
  return { rows: snapshot.allRows, ranks: null, insideCells: [], insideRows: 0 }
}

/** What being of the trade most providers matched by what they do adds to a rank (less than a tier). */
const MOST_OF_THE_TRADE = 0.5

/**
 * The text hits that are active providers, ranked by where the query matched them. Among those it
 * matched by what they do (a service word, "Sicherungskasten"), the firms of the trade most of them
 * have as their main one come first when it is most of them: an electrician before the IT firm that
 * also lists a fuse box.
 */
function textCandidates(snapshot: DirectorySnapshot, text: TextHits) {
  const rows = new Int32Array(text.ids.length)
  const ranks = new Float64Array(text.ids.length)
  const mainTrades = new Int32Array(CATEGORY_COUNT)
  let byTrade = 0
  let n = 0
  for (let i = 0; i < text.ids.length; i++) {
    const row = snapshot.rowOfId(text.ids[i]!)
    if (row < 0) continue
    rows[n] = row
    ranks[n++] = text.ranks[i]!
    if (text.ranks[i] === TEXT_TIER.trade && snapshot.mainCategoryBits[row] !== 0) {
      mainTrades[31 - Math.clz32(snapshot.mainCategoryBits[row]!)]!++
      byTrade++
    }
  }
  const top = mainTrades.reduce((best, count, bit) => (count > mainTrades[best]! ? bit : best), 0)
  if (mainTrades[top]! * 2 > byTrade)
    for (let c = 0; c < n; c++)
      if (ranks[c] === TEXT_TIER.trade && snapshot.mainCategoryBits[rows[c]!] === 1 << top)
        ranks[c] = TEXT_TIER.trade + MOST_OF_THE_TRADE
  return { rows: rows.subarray(0, n), ranks }
}

/** Home work within 10 km is near; office services within 25 km (best-match-score.ts). */
const scaleOf = (trades: readonly CategorySlug[] | null) =>
  Math.max(...(trades ?? [null]).map(proximityScaleKm))

/**
 * The providers of the named trades: those whose main trade it is, then those for whom it is a
 * secondary trade they list a service of; a provider that merely ticks the category is left out.
 * Their rank: first how the query's other words matched them (TEXT_TIER, 0 when not at all), then
 * main before secondary.
 */
function tradeCandidates(
  snapshot: DirectorySnapshot,
  trades: readonly CategorySlug[],
  text: TextHits | null,
) {
  let wanted = 0
  for (const trade of trades) wanted |= CATEGORY_BIT.get(trade) ?? 0
  const textTierOfRow = new Uint8Array(text ? snapshot.size : 0)
  if (text)
    for (let i = 0; i < text.ids.length; i++) {
      const row = snapshot.rowOfId(text.ids[i]!)
      if (row >= 0) textTierOfRow[row] = text.ranks[i]!
    }
  const { mainCategoryBits, categoryMasks, serviceCategoryMasks } = snapshot
  const rows = new Int32Array(snapshot.size)
  const ranks = new Float64Array(snapshot.size)
  let n = 0
  for (let row = 0; row < snapshot.size; row++) {
    const main = (mainCategoryBits[row]! & wanted) !== 0
    if (!main && (categoryMasks[row]! & serviceCategoryMasks[row]! & wanted) === 0) continue
    rows[n] = row
    ranks[n++] = (text ? textTierOfRow[row]! * 2 : 0) + (main ? 1 : 0)
  }
  return { rows: rows.subarray(0, n), ranks: ranks.subarray(0, n) }
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
