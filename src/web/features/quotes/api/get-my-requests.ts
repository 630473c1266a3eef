import { quotesContract } from '@shared/api/quotes-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { quoteKeys } from './quote-keys'

/** GET /api/quote-requests: the customer's projects with every request sent for them. */
export function getMyRequests(signal?: AbortSignal) {
  return call(quotesContract.myRequests, {}, { signal })
}

export function useMyRequests() {
  return useQuery({
    queryKey: quoteKeys.mine,
    queryFn: ({ signal }) => getMyRequests(signal),
  })
}
