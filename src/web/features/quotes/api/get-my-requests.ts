import type { CustomerProjects } from '@shared/quotes/quote-request-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { quoteKeys } from './quote-keys'

/** GET /api/quote-requests: the customer's projects with every request sent for them. */
export function getMyRequests(signal?: AbortSignal) {
  return authenticatedRequest<CustomerProjects>('/api/quote-requests', { signal })
}

export function useMyRequests() {
  return useQuery({
    queryKey: quoteKeys.mine,
    queryFn: ({ signal }) => getMyRequests(signal),
  })
}
