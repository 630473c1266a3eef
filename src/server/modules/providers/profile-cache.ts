import type { Database } from '@server/db/client'
import type { CachedAnswer } from '@server/http/ready-answer'
import {
  type ProviderProfile,
  ProviderProfileSchema,
  REVIEWS_PAGE_SIZE_DEFAULT,
} from '@shared/providers/provider-profile-schemas'
import { LRUCache } from 'lru-cache'
import { getProviderProfile, readActiveProfiles } from './provider-profile'
import type { ReviewPageRequest } from './review-queries'

const PROFILE_CACHE_ENTRIES = 2_000

export interface KeptProfile {
  profile: ProviderProfile
  /** The answer of GET /api/public/providers/:slug, checked against its schema and serialised once. */
  answer: CachedAnswer
}

/**
 * Writes announce what they change: a listing, a review or a setting clears the kept profiles with the
 * rendered pages, on every instance. What nothing announces (a quote answered moves the provider's
 * response time) shows within this time, as in the directory's snapshot.
 */
const PROFILE_MAX_AGE_SECONDS = 60

/** What a provider page and a first look at the API ask for: the newest reviews, every language. */
const FIRST_REVIEWS: ReviewPageRequest = { page: 1, pageSize: REVIEWS_PAGE_SIZE_DEFAULT }

/** Profiles read in one go when they are all read again: a few statements per this many listings. */
const WARM_BATCH = 200

/**
 * Every kept profile is read again in bulk this often, before it would expire: a provider page that
 * nobody opened for a minute still comes from memory.
 */
const WARM_EVERY_MS = PROFILE_MAX_AGE_SECONDS * 800

/** After a change clears them, the profiles are read again this long after the last change. */
const WARM_AFTER_CHANGE_MS = 1_000

const keyOf = (slug: string, query: ReviewPageRequest) =>
  `${slug} ${query.page} ${query.pageSize} ${query.language ?? ''}`

/** The answer is serialised when first asked for: reading every profile again serialises none. */
function keep(profile: ProviderProfile): KeptProfile {
  let answer: CachedAnswer | undefined
  return {
    profile,
    get answer() {
      answer ??= { json: JSON.stringify(ProviderProfileSchema.parse(profile)) }
      return answer
    },
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Public profiles read from the database, kept a minute (PROFILE_MAX_AGE_SECONDS) when pages are kept
 * at all (PAGE_CACHE_SECONDS > 0), and forgotten whenever the pages are. Pages are kept a few seconds;
 * a page rendered again reads the kept profile, so a long tail of provider pages costs renders, not
 * reads. A server-rendered provider page reads its profile twice (the page's data and its
 * search-engine head), and the page and the API of one provider are asked for together: each is one
 * read of the database. Requests that arrive while a profile is read wait for it.
 *
 * A running server keeps every active listing's first profile warm (keepWarm): read in bulk after the
 * start, before the minute is up and a moment after each change, off any request's path.
 */
export function createProfileCache(pageCacheSeconds: number) {
  const profiles =
    pageCacheSeconds > 0
      ? new LRUCache<string, Promise<KeptProfile | null>>({
          max: PROFILE_CACHE_ENTRIES,
          ttl: Math.max(pageCacheSeconds, PROFILE_MAX_AGE_SECONDS) * 1000,
        })
      : null
  /** Counts the clears: a bulk read that a change overtook is not kept (it may predate the change). */
  let generation = 0
  let warmAfterChange: (() => void) | undefined

  const read = async (db: Database, slug: string, query: ReviewPageRequest): Promise<KeptProfile | null> => {
    const profile = await getProviderProfile(db, slug, query)
    return profile ? keep(profile) : null
  }

  /** Reads every active listing's first profile again, WARM_BATCH at a time; false when a change overtook it. */
  const warm = async (db: Database): Promise<boolean> => {
    if (!profiles) return true
    const startedAt = generation
    let afterId = 0
    for (let count = 0; count < PROFILE_CACHE_ENTRIES; ) {
      const batch = await readActiveProfiles(db, { afterId, limit: WARM_BATCH }, FIRST_REVIEWS)
      if (generation !== startedAt) return false
      for (const profile of batch)
        profiles.set(keyOf(profile.slug, FIRST_REVIEWS), Promise.resolve(keep(profile)))
      const last = batch.at(-1)
      if (!last || batch.length < WARM_BATCH) break
      afterId = last.id
      count += batch.length
      // Requests waiting meanwhile are answered between batches.
      await nextTurn()
    }
    return true
  }

  return {
    /** The active provider's profile with this page of its reviews, or null when there is none. */
    get(db: Database, slug: string, query: ReviewPageRequest): Promise<KeptProfile | null> {
      if (!profiles) return read(db, slug, query)
      const key = keyOf(slug, query)
      const kept = profiles.get(key)
      if (kept) return kept
      const reading = read(db, slug, query)
      profiles.set(key, reading)
      // A failed read is not kept: the next request tries again.
      reading.catch(() => {
        if (profiles.get(key) === reading) profiles.delete(key)
      })
      return reading
    },
    /** Whether the listing's first profile is kept (nothing is read). */
    has: (slug: string) => profiles?.has(keyOf(slug, FIRST_REVIEWS)) ?? false,
    clear: () => {
      generation++
      profiles?.clear()
      warmAfterChange?.()
    },
    warm,
    /**
     * Keeps every active listing's first profile in memory until `stop`: read now, every WARM_EVERY_MS
     * and WARM_AFTER_CHANGE_MS after the last clear. `failed` hears a read that failed (the next try
     * is the next round).
     */
    keepWarm(db: () => Database, failed: (error: unknown) => void): () => void {
      if (!profiles) return () => undefined
      let changeTimer: NodeJS.Timeout | undefined
      let running = false
      let again = false
      // One bulk read at a time; one asked for meanwhile follows it.
      const run = () => {
        if (running) {
          again = true
          return
        }
        running = true
        again = false
        void warm(db())
          .catch(failed)
          .finally(() => {
            running = false
            if (again) run()
          })
      }
      const every = setInterval(run, WARM_EVERY_MS)
      every.unref()
      warmAfterChange = () => {
        clearTimeout(changeTimer)
        changeTimer = setTimeout(run, WARM_AFTER_CHANGE_MS)
        changeTimer.unref()
      }
      run()
      return () => {
        clearInterval(every)
        clearTimeout(changeTimer)
        warmAfterChange = undefined
      }
    },
  }
}
export type ProfileCache = ReturnType<typeof createProfileCache>
