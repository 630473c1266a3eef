import type { Database } from '@server/db/client'
import type { ParsedProviderSearchQuery } from '@shared/providers/provider-search-schemas'
import { LRUCache } from 'lru-cache'
import type { TextHits } from './directory-query'
import { type DirectorySnapshot, loadDirectorySnapshot, VERIFIED } from './directory-snapshot'
import {
  fetchSearchItems,
  type SearchCard,
  type TextMatch,
  textHitsStatement,
  tsQueryText,
} from './provider-search-sql'
import { resolveSearchOrigin, type SearchOrigin } from './search-origin'

/** As long as the answer cache keeps a search (search-cache.ts): no source of staleness outlives the other. */
const SNAPSHOT_MAX_AGE_MS = 60_000
/** Text hits kept, counted in providers (about 12 bytes each). */
const TEXT_HITS_MAX_PROVIDERS = 2_000_000
const ORIGINS_MAX = 2_000
/** Result cards kept (about 1.5 KB each): the providers near the top of popular searches. */
const CARDS_MAX = 5_000

export interface DirectoryIndexOptions {
  /**
   * Whether anything besides this process writes to the database (PostgreSQL: other instances,
   * scripts). Other instances' writes reach invalidate() within a second through the search cache's
   * cluster notice (app.ts); scripts and a missed notice are covered by a clock: the snapshot and
   * text hits are read again once they are a minute old. The embedded database has no other writer,
   * and this process's writes call invalidate(): reading them again by the clock would only stall it
   * (at 100,000 providers a snapshot takes PGlite seconds, on the thread that serves requests).
   */
  sharedDatabase: boolean
}

/**
 * What the directory search reads besides the page it shows: the snapshot of every active provider,
 * the providers each recent text query matched, and the places searched around. Writes in this
 * process that change what a search shows call invalidate() (through the search cache's clear());
 * another instance's writes call it within a second (its NOTIFY, heard in app.ts); a script's show
 * within a minute, as with the answer cache.
 */
export function createDirectoryIndex(db: Database, options: DirectoryIndexOptions) {
  const snapshots = snapshotLoader(
    db,
    options.sharedDatabase ? SNAPSHOT_MAX_AGE_MS : Number.POSITIVE_INFINITY,
  )
  const textHits = textHitsCache(db, options.sharedDatabase)
  const cards = cardCache(db)
  const origins = originCache(db)
  return {
    /** The active providers, at most a minute old when others write (the old one serves while a newer one loads). */
    snapshot: snapshots.current,
    /** The providers (active or not) a text query matches, with their relevance. */
    textHits: textHits.read,
    /** The result cards of these providers, in this order (a provider gone since is left out). */
    cards: cards.read,
    origin: origins.resolve,
    /** How many active providers are verified: the figure the landing states, as current as a search. */
    async verifiedProviders(): Promise<number> {
      const { flags, size } = await snapshots.current()
      let verified = 0
      for (let row = 0; row < size; row++) if ((flags[row] ?? 0) & VERIFIED) verified++
      return verified
    },
    /** A write changed what searches show: the next search reads the directory again. */
    invalidate() {
      snapshots.invalidate()
      textHits.clear()
      cards.clear()
    },
  }
}
export type DirectoryIndex = ReturnType<typeof createDirectoryIndex>

/** The snapshot, read once for all the searches that want it at the same time. */
function snapshotLoader(db: Database, maxAgeMs: number) {
  let current: { snapshot: DirectorySnapshot; loadedAt: number } | null = null
  let loading: Promise<DirectorySnapshot> | null = null
  let generation = 0

  function load(): Promise<DirectorySnapshot> {
    if (loading) return loading
    const startedIn = generation
    const pending = loadDirectorySnapshot(db).then((snapshot) => {
      // A write during the load may not be in it: keep it only for this round of readers.
      if (startedIn === generation) current = { snapshot, loadedAt: Date.now() }
      return snapshot
    })
    loading = pending
    void pending.then(
      () => {
        if (loading === pending) loading = null
      },
      () => {
        if (loading === pending) loading = null
      },
    )
    return pending
  }

  return {
    async current(): Promise<DirectorySnapshot> {
      if (!current) return load()
      if (Date.now() - current.loadedAt > maxAgeMs) void load().catch(() => undefined)
      return current.snapshot
    },
    invalidate() {
      generation++
      current = null
      loading = null
    },
  }
}

/**
 * Refreshes of texts still served from memory go one at a time, so that they never take the
 * connections searches need (at 100,000 providers one text can take 0.1 s of database time).
 */
function oneAtATime() {
  let refreshing = false
  const waiting: (() => void)[] = []
  return {
    turn(): Promise<void> {
      if (!refreshing) {
        refreshing = true
        return Promise.resolve()
      }
      return new Promise((resolve) => waiting.push(resolve))
    },
    done() {
      const next = waiting.shift()
      if (next) next()
      else refreshing = false
    },
  }
}

/**
 * One database query per text at a time, however many searches ask for it at once; once a minute
 * (when others write) the old answer serves while a fresh one is read (stale-while-revalidate).
 */
function textHitsCache(db: Database, sharedDatabase: boolean) {
  const refreshes = oneAtATime()
  const cache = new LRUCache<string, TextHits, TextMatch>({
    maxSize: TEXT_HITS_MAX_PROVIDERS,
    sizeCalculation: (hits) => Math.max(1, hits.ids.length),
    ...(sharedDatabase ? { ttl: SNAPSHOT_MAX_AGE_MS } : {}),
    // The same clock as the snapshot's and the cards' ages.
    perf: { now: () => Date.now() },
    allowStale: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: async (_key, stale, { context }) => {
      if (stale) await refreshes.turn()
      try {
        const tsQuery = await tsQueryText(db, context)
        const result = await db.execute<{ id: number; rank: number }>(textHitsStatement(context, tsQuery))
        return {
          ids: Int32Array.from(result.rows, (row) => row.id),
          ranks: Float64Array.from(result.rows, (row) => Number(row.rank)),
        }
      } finally {
        if (stale) refreshes.done()
      }
    },
  })
  return {
    async read(match: TextMatch): Promise<TextHits> {
      // A write clearing the cache aborts a read in progress (it may predate the write), which then
      // gives undefined: read again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const hits = await cache.fetch(match.prefixQuery, { context: match })
        if (hits) return hits
      }
      throw new Error(`text hits for "${match.prefixQuery}" were not read`)
    },
    clear: () => cache.clear(),
  }
}

/**
 * Cards older than a minute still show while they are read again in the background (whatever the
 * database: a provider's measured response time changes without invalidate()).
 */
function cardCache(db: Database) {
  const cards = new LRUCache<number, { card: SearchCard; readAt: number }>({ max: CARDS_MAX })
  const cardsBeingRead = new Set<number>()
  let generation = 0

  const readCards = async (which: number[]) => {
    const readIn = generation
    const readAt = Date.now()
    const read = await fetchSearchItems(db, which)
    // A write during the read may not be in it: such cards serve this search only.
    if (readIn === generation) for (const card of read) cards.set(card.id, { card, readAt })
    return read
  }
  function refreshInBackground(ids: number[]) {
    const staleBefore = Date.now() - SNAPSHOT_MAX_AGE_MS
    const stale = ids.filter((id) => {
      const entry = cards.get(id)
      return entry !== undefined && entry.readAt < staleBefore && !cardsBeingRead.has(id)
    })
    if (stale.length === 0) return
    for (const id of stale) cardsBeingRead.add(id)
    void readCards(stale)
      .catch(() => undefined)
      .finally(() => {
        for (const id of stale) cardsBeingRead.delete(id)
      })
  }

  return {
    async read(ids: number[]): Promise<SearchCard[]> {
      const justRead = new Map((await readCards(ids.filter((id) => !cards.has(id)))).map((c) => [c.id, c]))
      refreshInBackground(ids)
      return ids.flatMap((id) => {
        const card = justRead.get(id) ?? cards.get(id)?.card
        return card ? [card] : []
      })
    },
    clear() {
      generation++
      cards.clear()
    },
  }
}

/** Localities are reference data: a place resolves the same way until the next deployment. */
function originCache(db: Database) {
  const origins = new LRUCache<string, SearchOrigin | 'unknown' | 'none'>({ max: ORIGINS_MAX })
  return {
    async resolve(
      query: Pick<ParsedProviderSearchQuery, 'locality' | 'postalCode' | 'lat' | 'lon'>,
    ): Promise<SearchOrigin | null | 'unknown'> {
      if (query.lat !== undefined && query.lon !== undefined)
        return { label: null, lat: query.lat, lon: query.lon }
      if (query.postalCode === undefined && query.locality === undefined) return null
      const key = query.postalCode !== undefined ? `postal:${query.postalCode}` : `place:${query.locality}`
      const cached = origins.get(key)
      if (cached) return cached === 'none' ? null : cached
      const origin = await resolveSearchOrigin(db, query)
      origins.set(key, origin ?? 'none')
      return origin
    },
  }
}
