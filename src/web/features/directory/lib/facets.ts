import type { FacetCount } from '@shared/providers/provider-search-schemas'

/** Counts by value, or null when the answer has not come yet (nothing should look empty then). */
export function facetCounts(facets: readonly FacetCount[] | undefined): ReadonlyMap<string, number> | null {
  if (!facets) return null
  return new Map(facets.map(({ value, count }) => [value, count]))
}
