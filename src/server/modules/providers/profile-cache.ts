import type { Database } from '@server/db/client'
import type { CachedAnswer } from '@server/http/ready-answer'
import { type ProviderProfile, ProviderProfileSchema } from '@shared/providers/provider-profile-schemas'
import { LRUCache } from 'lru-cache'
import { getProviderProfile } from './provider-profile'
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

/**
 * Public profiles read from the database, kept a minute (PROFILE_MAX_AGE_SECONDS) when pages are kept
 * at all (PAGE_CACHE_SECONDS > 0), and forgotten whenever the pages are. Pages are kept a few seconds;
 * a page rendered again reads the kept profile, so a long tail of provider pages costs renders, not
 * reads. A server-rendered provider page reads its profile twice (the page's data and its
 * search-engine head), and the page and the API of one provider are asked for together: each is one
 * read of the database. Requests that arrive while a profile is read wait for it.
 */
export function createProfileCache(pageCacheSeconds: number) {
  const profiles =
    pageCacheSeconds > 0
      ? new LRUCache<string, Promise<KeptProfile | null>>({
          max: PROFILE_CACHE_ENTRIES,
          ttl: Math.max(pageCacheSeconds, PROFILE_MAX_AGE_SECONDS) * 1000,
        })
      : null
  const read = async (db: Database, slug: string, query: ReviewPageRequest): Promise<KeptProfile | null> => {
    const profile = await getProviderProfile(db, slug, query)
    if (!profile) return null
    return { profile, answer: { json: JSON.stringify(ProviderProfileSchema.parse(profile)) } }
  }
  return {
    /** The active provider's profile with this page of its reviews, or null when there is none. */
    get(db: Database, slug: string, query: ReviewPageRequest): Promise<KeptProfile | null> {
      if (!profiles) return read(db, slug, query)
      const key = `${slug} ${query.page} ${query.pageSize} ${query.language ?? ''}`
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
    clear: () => profiles?.clear(),
  }
}
export type ProfileCache = ReturnType<typeof createProfileCache>
