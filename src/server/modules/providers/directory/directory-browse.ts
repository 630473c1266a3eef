import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import type { FacetCount, ParsedProviderSearchQuery } from '@shared/providers/provider-search-schemas'
import { letterCodeOf } from './directory-grid'
import { CATEGORY_COUNT, type DirectorySnapshot } from './directory-snapshot'

/** A page of the directory: provider ids (and distances) for the caller to fetch, the total and both facets. */
export interface BrowsedPage {
  sort: 'rating' | 'reviews'
  total: number
  items: { id: number; distanceKm: null }[]
  facets: { categories: FacetCount[]; letters: FacetCount[] }
}

/**
 * Browsing by category and/or letter only (the A–Z bar, category pages, the directory's first page):
 * the counts come from the snapshot's tables and the page from its presorted rows, so the cost does
 * not depend on the size of the directory.
 */
export function browse(
  snapshot: DirectorySnapshot,
  query: ParsedProviderSearchQuery,
  sort: 'rating' | 'reviews',
): BrowsedPage {
  const bitIndex = query.category ? CATEGORY_SLUGS.indexOf(query.category) : -1
  const letter = letterCodeOf(query.letter)
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
  return {
    sort,
    total,
    items: browsedItems(snapshot, query, sort, bitIndex, letter, total),
    facets: { categories: categoryFacet(categoryCounts), letters: letterFacet(letterCounts) },
  }
}

/** The page's providers, walking the presorted rows of the sort order and skipping those of other categories or letters. */
function browsedItems(
  snapshot: DirectorySnapshot,
  query: ParsedProviderSearchQuery,
  sort: 'rating' | 'reviews',
  bitIndex: number,
  letter: number,
  total: number,
): BrowsedPage['items'] {
  const offset = (query.page - 1) * query.pageSize
  const items: BrowsedPage['items'] = []
  if (offset >= total) return items
  const bit = bitIndex >= 0 ? 1 << bitIndex : 0
  const presorted = sort === 'rating' ? snapshot.byRating : snapshot.byReviews
  let seen = 0
  for (let i = 0; i < presorted.length && items.length < query.pageSize; i++) {
    const row = presorted[i]!
    if (bit !== 0 && (snapshot.categoryMasks[row]! & bit) === 0) continue
    if (letter !== 0 && snapshot.initials[row] !== letter) continue
    if (seen++ >= offset) items.push({ id: snapshot.ids[row]!, distanceKm: null })
  }
  return items
}

/** Categories with providers, the most first (then by slug). */
export function categoryFacet(counts: Int32Array): FacetCount[] {
  return CATEGORY_SLUGS.flatMap((value, bit) => (counts[bit] ? [{ value, count: counts[bit]! }] : [])).sort(
    (a, b) => b.count - a.count || (a.value < b.value ? -1 : 1),
  )
}

/** Initials with providers, in alphabetical order ('#' first), as the A–Z bar shows them. */
export function letterFacet(counts: Int32Array): FacetCount[] {
  const facet: FacetCount[] = []
  for (let code = 0; code < counts.length; code++)
    if (counts[code]) facet.push({ value: String.fromCharCode(code).toUpperCase(), count: counts[code]! })
  return facet
}
