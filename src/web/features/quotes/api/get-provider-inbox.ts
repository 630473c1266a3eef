import type { ProviderInbox } from '@shared/quotes/quote-request-schemas'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { quoteKeys } from './quote-keys'

/** GET /api/provider/quote-requests?status=&page=: requests to the caller's businesses, newest first. */
export function getProviderInbox(status: QuoteStatus | null, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })
  return authenticatedRequest<ProviderInbox>(`/api/provider/quote-requests?${query}`, { signal })
}

export function useProviderInbox(status: QuoteStatus | null, page: number) {
  return useQuery({
    queryKey: quoteKeys.inbox(status, page),
    queryFn: ({ signal }) => getProviderInbox(status, page, signal),
    // Keep the list on screen while another chip or page loads.
    placeholderData: keepPreviousData,
  })
}
