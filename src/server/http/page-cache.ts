import { LRUCache } from 'lru-cache'

/** A page as it is sent: status, document, where the render's time went, and its compressed forms. */
export interface CachedPage {
  status: number
  html: string
  timings?: Record<string, number>
  /** The document compressed per content encoding, made on first need. */
  encoded: Map<string, Promise<Buffer>>
}

const PAGE_CACHE_ENTRIES = 500

/**
 * Server-rendered pages kept for a few seconds (PAGE_CACHE_SECONDS, ADR 033). A public page is the
 * same for every visitor who asks for it in the same language and landing version with the same
 * banner closed — the render sees nothing else of theirs — so a popular directory page is rendered
 * once and sent many times. Any write through this instance forgets every page; a write through
 * another instance, or a job, shows within the time-to-live. Visitors the early-access gate let in
 * are never served from it (their pages hold data for them only).
 */
export function createPageCache(ttlSeconds: number) {
  const pages =
    ttlSeconds > 0
      ? new LRUCache<string, Promise<CachedPage>>({ max: PAGE_CACHE_ENTRIES, ttl: ttlSeconds * 1000 })
      : null
  return {
    /**
     * The page under `key`, or the one `render` makes, kept if `render` says so (a page that fell
     * back to the browser-rendered shell is not). Requests that arrive while it renders wait for it.
     * `kept` says whether it came from memory (for the Server-Timing header).
     */
    async page(
      key: string,
      render: () => Promise<{ page: CachedPage; keep: boolean }>,
    ): Promise<{ page: CachedPage; kept: boolean }> {
      if (!pages) return { page: (await render()).page, kept: false }
      const kept = pages.get(key)
      if (kept) return { page: await kept, kept: true }
      const rendering: Promise<CachedPage> = render().then(
        ({ page, keep }) => {
          if (!keep && pages.get(key) === rendering) pages.delete(key)
          return page
        },
        (error: unknown) => {
          if (pages.get(key) === rendering) pages.delete(key)
          throw error
        },
      )
      pages.set(key, rendering)
      return { page: await rendering, kept: false }
    },
    clear: () => pages?.clear(),
  }
}
