import { countPanelFilters, type DirectoryParams, hasLocation } from './directory-params'
import { SEARCH_RADIUS_CHOICES } from './search-contract'

/** Why a search found nobody, which decides what the empty state suggests doing next. */
export type EmptyReason =
  | { kind: 'radius'; km: number; wider: number | null }
  | { kind: 'filters' }
  | { kind: 'query'; query: string }
  | { kind: 'none' }

export function emptyReason(params: DirectoryParams): EmptyReason {
  if (hasLocation(params) && params.radiusKm !== null) {
    const km = params.radiusKm
    return { kind: 'radius', km, wider: SEARCH_RADIUS_CHOICES.find((choice) => choice > km) ?? null }
  }
  if (countPanelFilters(params) > 0 || params.category || params.letter) return { kind: 'filters' }
  if (params.q) return { kind: 'query', query: params.q }
  return { kind: 'none' }
}
