import type { UnmatchedRequests, UnmatchedRequestsQuery } from '@shared/admin/unmatched-request-schemas'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** GET /api/admin/unmatched-requests: requests the assistant found no provider for. */
export function useUnmatchedRequests(query: UnmatchedRequestsQuery) {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })
  if (query.category) search.set('category', query.category)
  return useQuery({
    queryKey: ['admin', 'unmatched-requests', query],
    queryFn: ({ signal }) =>
      authenticatedRequest<UnmatchedRequests>(`/api/admin/unmatched-requests?${search}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
