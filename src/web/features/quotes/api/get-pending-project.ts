import type { PendingProject } from '@shared/quotes/pending-project-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { pendingProjectKey } from '@web/lib/api/pending-project-key'

/** GET /api/pending-project: the customer's project kept at registration, or null. */
export async function getPendingProject(signal?: AbortSignal) {
  return (await authenticatedRequest<{ pending: PendingProject | null }>('/api/pending-project', { signal }))
    .pending
}

export function usePendingProject({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: pendingProjectKey,
    queryFn: ({ signal }) => getPendingProject(signal),
    enabled,
  })
}
