import type { SearchSort } from '@shared/providers/provider-search-schemas'

/*
 * The search contract's limits, mirrored from src/shared/providers/provider-search-schemas.ts.
 * Importing any value from that file brings zod (about 90 KB gzip) into the directory's chunk;
 * search-contract.test.ts keeps these equal to the originals.
 */
export const SEARCH_PAGE_SIZE_DEFAULT = 12
export const SEARCH_PAGE_SIZE_MAX = 50
export const SEARCH_RADIUS_MAX_KM = 100
export const SEARCH_RADIUS_CHOICES = [5, 10, 20, 30, 50] as const
export const SEARCH_QUERY_MAX = 100
export const SEARCH_SORTS = [
  'relevance',
  'rating',
  'distance',
  'reviews',
] as const satisfies readonly SearchSort[]
export const SEARCH_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const
export const SPECIALTY_MAX = 80
export const LOCALITY_MAX = 80

/** The box the API accepts for lat/lon: Luxembourg with a margin. */
export const SEARCH_AREA = { minLat: 49.3, maxLat: 50.3, minLon: 5.6, maxLon: 6.7 } as const

export type SearchLetter = (typeof SEARCH_LETTERS)[number]

export function isSearchLetter(value: string): value is SearchLetter {
  return (SEARCH_LETTERS as readonly string[]).includes(value)
}

export function isSearchSort(value: string): value is SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value)
}

export function isInSearchArea(lat: number, lon: number): boolean {
  return (
    lat >= SEARCH_AREA.minLat &&
    lat <= SEARCH_AREA.maxLat &&
    lon >= SEARCH_AREA.minLon &&
    lon <= SEARCH_AREA.maxLon
  )
}
