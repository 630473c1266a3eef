import type { UnmatchedRequestsQuery } from '@shared/admin/unmatched-request-schemas'
import { adminOverviewContract } from '@shared/api/admin-overview-contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

/** Requests the assistant found no provider for. */
export function useUnmatchedRequests(query: UnmatchedRequestsQuery) {
  return useQuery({
    queryKey: ['admin', 'unmatched-requests', query],
    queryFn: ({ signal }) => call(adminOverviewContract.unmatched.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}
