import { operationUrl } from '@shared/api/operation'
import { showcaseContract } from '@shared/api/showcase-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export const RECENT_PROJECTS_LIMIT = 6

const recentProjectsKey = (limit: number) => ['showcase', 'recent-projects', limit] as const

/** GET /api/public/projects/recent: the latest projects whose customers agreed to show them. */
export function getRecentProjects(limit = RECENT_PROJECTS_LIMIT, signal?: AbortSignal) {
  return call(showcaseContract.recentProjects, { query: { limit } }, { signal })
}

/** The landing's recent projects: cache key and API path (the server renders the page with it). */
export function recentProjectsRequest(limit = RECENT_PROJECTS_LIMIT) {
  return {
    queryKey: recentProjectsKey(limit),
    path: operationUrl(showcaseContract.recentProjects, { query: { limit } }),
  }
}

export function useRecentProjects(limit = RECENT_PROJECTS_LIMIT) {
  return useQuery({
    queryKey: recentProjectsKey(limit),
    queryFn: ({ signal }) => getRecentProjects(limit, signal),
    select: (data) => data.items,
  })
}
