import type { CachedAnswer } from '@server/http/ready-answer'
import { LRUCache } from 'lru-cache'

/** As long as browsers may keep the answer (Cache-Control max-age), so no reader sees older data twice as long. */
export const SEARCH_CACHE_TTL_MS = 60_000
const SEARCH_CACHE_ENTRIES = 1_000

/**
 * Recent search answers, keyed by the validated query. The embedded database answers one query at
 * a time, so the popular searches (a category page, a letter, the first page of the directory) are
 * served from memory — as ready-to-send bytes, because serialising and compressing a 16 KB answer
 * per request costs more than the lookup. Any write that changes what a search shows clears it (see routes.ts).
 */
export interface SearchCacheOptions {
  /** Also forget what the answers were computed from (the directory index). */
  onClear?: () => void
  /**
   * Tell the other instances that a write here changed what searches show (app.ts sends a
   * PostgreSQL NOTIFY; each instance that hears it calls clearFromElsewhere()).
   */
  publish?: () => void
}

export function createSearchCache(options: SearchCacheOptions = {}) {
  const cache = new LRUCache<string, CachedAnswer>({
    max: SEARCH_CACHE_ENTRIES,
    ttl: SEARCH_CACHE_TTL_MS,
  })
  return {
    key: (query: object) => JSON.stringify(query, Object.keys(query).sort()),
    get: (key: string) => cache.get(key),
    set: (key: string, json: string): CachedAnswer => {
      const answer: CachedAnswer = { json }
      cache.set(key, answer)
      return answer
    },
    /**
     * A write in this process changed what searches show: forget every answer (and, through onClear,
     * what they were computed from), here and, through publish, in every other instance.
     */
    clear: () => {
      cache.clear()
      options.onClear?.()
      options.publish?.()
    },
    /** Another instance wrote (or this one may have missed its word): forget, without telling anyone. */
    clearFromElsewhere: () => {
      cache.clear()
      options.onClear?.()
    },
  }
}
export type SearchCache = ReturnType<typeof createSearchCache>
