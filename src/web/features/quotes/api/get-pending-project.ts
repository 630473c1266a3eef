import { quotesContract } from '@shared/api/quotes-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { pendingProjectKey } from '@web/lib/api/pending-project-key'

/** GET /api/pending-project: the customer's project kept at registration, or null. */
export async function getPendingProject(signal?: AbortSignal) {
  return (await call(quotesContract.pendingProject, {}, { signal })).pending
}

export function usePendingProject({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: pendingProjectKey,
    queryFn: ({ signal }) => getPendingProject(signal),
    enabled,
  })
}
