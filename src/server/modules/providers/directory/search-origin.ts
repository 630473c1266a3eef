import type { Database } from '@server/db/client'
import { searchLocalities } from '@server/modules/catalog/locality-search'
import type { ParsedProviderSearchQuery } from '@shared/providers/provider-search-schemas'

export interface SearchOrigin {
  label: string | null
  lat: number
  lon: number
}

/** The point a search measures distance from: coordinates as given, or the locality / postal code looked up. */
export async function resolveSearchOrigin(
  db: Database,
  query: Pick<ParsedProviderSearchQuery, 'locality' | 'postalCode' | 'lat' | 'lon'>,
): Promise<SearchOrigin | null | 'unknown'> {
  if (query.lat !== undefined && query.lon !== undefined)
    return { label: null, lat: query.lat, lon: query.lon }
  const place = query.postalCode ?? query.locality
  if (!place) return null
  const [match] = await searchLocalities(db, place, 1)
  if (!match) return 'unknown'
  const label = query.postalCode ? `L-${query.postalCode} ${match.name}` : match.name
  return { label, lat: match.lat, lon: match.lon }
}
