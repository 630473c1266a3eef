import type { UnmatchedRequests, UnmatchedRequestsQuery } from '@shared/admin/unmatched-request-schemas'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { queryString } from '@web/features/admin/api/admin-keys'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** GET /api/admin/unmatched-requests: requests the assistant found no provider for. */
export function useUnmatchedRequests(query: UnmatchedRequestsQuery) {
  return useQuery({
    queryKey: ['admin', 'unmatched-requests', query],
    queryFn: ({ signal }) =>
      authenticatedRequest<UnmatchedRequests>(`/api/admin/unmatched-requests${queryString(query)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
