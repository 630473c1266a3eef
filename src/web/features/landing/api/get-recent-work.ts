import type { RecentWork } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

export const RECENT_WORK_LIMIT = 6

const recentWorkPath = (limit: number) => `/api/public/work/recent?limit=${limit}`
const recentWorkKey = (limit: number) => ['showcase', 'recent-work', limit] as const

/** The landing's real work: cache key and API path (the server renders the page with it). */
export function recentWorkRequest(limit = RECENT_WORK_LIMIT) {
  return { queryKey: recentWorkKey(limit), path: recentWorkPath(limit) }
}

/** GET /api/public/work/recent: photos listed businesses uploaded, newest first. */
export function useRecentWork(limit = RECENT_WORK_LIMIT) {
  return useQuery({
    queryKey: recentWorkKey(limit),
    queryFn: ({ signal }) => publicRequest<{ items: RecentWork[] }>(recentWorkPath(limit), { signal }),
    select: (data) => data.items,
  })
}
