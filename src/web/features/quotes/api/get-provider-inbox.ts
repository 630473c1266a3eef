import { quotesContract } from '@shared/api/quotes-contract'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { quoteKeys } from './quote-keys'

/** GET /api/provider/quote-requests?status=&page=: requests to the caller's businesses, newest first. */
export function getProviderInbox(status: QuoteStatus | null, page: number, signal?: AbortSignal) {
  return call(quotesContract.providerInbox, { query: { status: status ?? undefined, page } }, { signal })
}

export function useProviderInbox(status: QuoteStatus | null, page: number) {
  return useQuery({
    queryKey: quoteKeys.inbox(status, page),
    queryFn: ({ signal }) => getProviderInbox(status, page, signal),
    // Keep the list on screen while another chip or page loads.
    placeholderData: keepPreviousData,
  })
}
