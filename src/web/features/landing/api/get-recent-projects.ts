import type { RecentProject } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

export const RECENT_PROJECTS_LIMIT = 6

const recentProjectsPath = (limit: number) => `/api/public/projects/recent?limit=${limit}`
const recentProjectsKey = (limit: number) => ['showcase', 'recent-projects', limit] as const

/** GET /api/public/projects/recent: the latest projects whose customers agreed to show them. */
export function getRecentProjects(limit = RECENT_PROJECTS_LIMIT, signal?: AbortSignal) {
  return publicRequest<{ items: RecentProject[] }>(recentProjectsPath(limit), { signal })
}

/** The landing's recent projects: cache key and API path (the server renders the page with it). */
export function recentProjectsRequest(limit = RECENT_PROJECTS_LIMIT) {
  return { queryKey: recentProjectsKey(limit), path: recentProjectsPath(limit) }
}

export function useRecentProjects(limit = RECENT_PROJECTS_LIMIT) {
  return useQuery({
    queryKey: recentProjectsKey(limit),
    queryFn: ({ signal }) => getRecentProjects(limit, signal),
    select: (data) => data.items,
  })
}
