import { operationUrl } from '@shared/api/operation'
import { showcaseContract } from '@shared/api/showcase-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export const RECENT_WORK_LIMIT = 6

const recentWorkKey = (limit: number) => ['showcase', 'recent-work', limit] as const

/** The landing's real work: cache key and API path (the server renders the page with it). */
export function recentWorkRequest(limit = RECENT_WORK_LIMIT) {
  return {
    queryKey: recentWorkKey(limit),
    path: operationUrl(showcaseContract.recentWork, { query: { limit } }),
  }
}

/** GET /api/public/work/recent: photos listed businesses uploaded, newest first. */
export function useRecentWork(limit = RECENT_WORK_LIMIT) {
  return useQuery({
    queryKey: recentWorkKey(limit),
    queryFn: ({ signal }) => call(showcaseContract.recentWork, { query: { limit } }, { signal }),
    select: (data) => data.items,
  })
}
