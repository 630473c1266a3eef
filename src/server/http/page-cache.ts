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
 * Writes that change no public page: an assistant conversation, a quote request and its messages,
 * signing in or up, a visitor's counters and forms. They leave the rendered pages as they are.
 */
const WRITES_SHOWN_ON_NO_PAGE = [
  '/api/public/chat',
  '/api/chat',
  '/api/public/project-estimate',
  '/api/quote-requests',
  '/api/pending-project',
  '/api/project-photos',
  '/api/auth/',
  '/api/public/contact',
  '/api/public/error-reports',
  '/api/public/partner-applications',
  '/api/notifications',
  '/api/access/',
  '/api/landing',
  '/api/credits/spend',
]

/** Whether a successful write to `path` may have changed what a public page shows. */
export function writeMayChangePages(path: string): boolean {
  return !WRITES_SHOWN_ON_NO_PAGE.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )
}

/**
 * Server-rendered pages kept for a few seconds (PAGE_CACHE_SECONDS, ADR 033). A public page is the
 * same for every visitor who asks for it in the same language and landing version with the same
 * banner closed — the render sees nothing else of theirs — so a popular directory page is rendered
 * once and sent many times. What changes a public page forgets every page (ADR 044): a listing or
 * a review (with the search cache, in every instance), a setting (in every instance), and any other
 * write through this instance but those known to change no public page (WRITES_SHOWN_ON_NO_PAGE); a
 * job's write shows within the time-to-live. Visitors the early-access gate let in
 * are never served from it (their pages hold data for them only).
 */
export function createPageCache(ttlSeconds: number, { onClear }: { onClear?: () => void } = {}) {
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
    /** Forgets every page, and (onClear) what they were drawn from. */
    clear: () => {
      pages?.clear()
      onClear?.()
    },
  }
}
export type PageCache = ReturnType<typeof createPageCache>
