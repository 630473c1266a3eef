import type { SearchSort } from '@shared/providers/provider-search-schemas'
import { type DirectoryParams, type DirectoryView, hasLocation } from './directory-params'
import { SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX } from './search-contract'

/** The map shows as many providers as one answer may hold; the list stays short enough to scan. */
export function pageSizeFor(view: DirectoryView): number {
  return view === 'map' ? SEARCH_PAGE_SIZE_MAX : SEARCH_PAGE_SIZE_DEFAULT
}

/** Relevance needs words to be relevant to; distance needs a place to measure from. */
export function availableSorts(
  params: Pick<DirectoryParams, 'q' | 'locality' | 'postalCode' | 'lat' | 'lon'>,
) {
  const sorts: SearchSort[] = []
  if (params.q) sorts.push('relevance')
  sorts.push('rating', 'reviews')
  if (hasLocation(params)) sorts.push('distance')
  return sorts
}

/**
 * The query string of GET /api/public/providers/search for the directory's params, in a fixed
 * order so that equal searches share one cache entry. It only sends what the API accepts together:
 * one location (coordinates, else postal code, else locality), a radius only with a location and a
 * sort only where it applies.
 */
export function buildSearchQuery(params: DirectoryParams, pageSize = pageSizeFor(params.view)): string {
  const query = new URLSearchParams()
  const add = (key: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') query.set(key, String(value))
  }
  add('q', params.q)
  add('letter', params.letter)
  add('category', params.category)
  add('specialty', params.specialty)
  add('minRating', params.minRating)
  if (params.lat !== null && params.lon !== null) {
    add('lat', params.lat)
    add('lon', params.lon)
  } else if (params.postalCode) add('postalCode', params.postalCode)
  else add('locality', params.locality)
  if (hasLocation(params)) add('radiusKm', params.radiusKm)
  add('verified', params.verified && 'true')
  add('insured', params.insured && 'true')
  add('premium', params.premium && 'true')
  if (params.sort && availableSorts(params).includes(params.sort)) add('sort', params.sort)
  add('page', params.page)
  add('pageSize', pageSize)
  return query.toString()
}

/** The few providers shown as suggestions under the search box while typing. */
export function buildSuggestionQuery(text: string, limit: number): string {
  return new URLSearchParams({ q: text.trim(), pageSize: String(limit) }).toString()
}
