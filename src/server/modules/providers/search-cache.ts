import { LRUCache } from 'lru-cache'
import type { ProviderSearchResult } from '../../../shared/providers/provider-search-schemas'

/** As long as browsers may keep the answer (Cache-Control max-age), so no reader sees older data twice as long. */
export const SEARCH_CACHE_TTL_MS = 60_000
const SEARCH_CACHE_ENTRIES = 1_000

/**
 * Recent search answers, keyed by the validated query. The embedded database answers one query at
 * a time, so the popular searches (a category page, a letter, the first page of the directory) are
 * served from memory; any write that changes what a search shows clears it (see routes.ts).
 */
export function createSearchCache() {
  const cache = new LRUCache<string, ProviderSearchResult>({
    max: SEARCH_CACHE_ENTRIES,
    ttl: SEARCH_CACHE_TTL_MS,
  })
  return {
    key: (query: object) => JSON.stringify(query, Object.keys(query).sort()),
    get: (key: string) => cache.get(key),
    set: (key: string, result: ProviderSearchResult) => void cache.set(key, result),
    clear: () => cache.clear(),
  }
}
export type SearchCache = ReturnType<typeof createSearchCache>
