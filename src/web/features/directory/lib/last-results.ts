import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'

/** product §8: when the API cannot be reached, the directory shows the last results it received. */
export const LAST_RESULTS_STORAGE_KEY = 'luxpro:directory:last'

export interface SavedResults {
  /** The API query string these results answered. */
  query: string
  savedAt: string
  result: ProviderSearchResult
}

export function saveLastResults(query: string, result: ProviderSearchResult, now = new Date()): void {
  const saved: SavedResults = { query, savedAt: now.toISOString(), result }
  try {
    localStorage.setItem(LAST_RESULTS_STORAGE_KEY, JSON.stringify(saved))
  } catch {
    // Storage full or disabled (private mode): the directory works without the offline copy.
  }
}

function looksLikeResult(value: unknown): value is ProviderSearchResult {
  const result = value as Partial<ProviderSearchResult> | null
  return (
    typeof result === 'object' &&
    result !== null &&
    Array.isArray(result.items) &&
    typeof result.total === 'number' &&
    typeof result.page === 'number' &&
    typeof result.pageSize === 'number' &&
    Array.isArray(result.facets?.categories) &&
    Array.isArray(result.facets?.letters)
  )
}

/** The saved results, or null when there are none or what is stored is not a search result. */
export function readLastResults(): SavedResults | null {
  try {
    const raw = localStorage.getItem(LAST_RESULTS_STORAGE_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as Partial<SavedResults>
    if (typeof saved.query !== 'string' || typeof saved.savedAt !== 'string') return null
    if (Number.isNaN(Date.parse(saved.savedAt)) || !looksLikeResult(saved.result)) return null
    return saved as SavedResults
  } catch {
    return null
  }
}
