import type { RecentProject } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

export const RECENT_PROJECTS_LIMIT = 6

/** GET /api/public/projects/recent: the latest projects whose customers agreed to show them. */
export function getRecentProjects(limit = RECENT_PROJECTS_LIMIT, signal?: AbortSignal) {
  return publicRequest<{ items: RecentProject[] }>(`/api/public/projects/recent?limit=${limit}`, { signal })
}

export function useRecentProjects(limit = RECENT_PROJECTS_LIMIT) {
  return useQuery({
    queryKey: ['showcase', 'recent-projects', limit],
    queryFn: ({ signal }) => getRecentProjects(limit, signal),
    select: (data) => data.items,
  })
}
