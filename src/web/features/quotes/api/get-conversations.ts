import { quotesContract } from '@shared/api/quotes-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { quoteKeys } from './quote-keys'

/** GET /api/conversations: my requests with messages, as customer or provider, latest first. */
export function getConversations(signal?: AbortSignal) {
  return call(quotesContract.conversations, {}, { signal })
}

export function useConversations() {
  return useQuery({
    queryKey: quoteKeys.conversations,
    queryFn: ({ signal }) => getConversations(signal),
  })
}
