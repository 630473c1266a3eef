import type { Conversations } from '@shared/quotes/quote-request-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { quoteKeys } from './quote-keys'

/** GET /api/conversations: my requests with messages, as customer or provider, latest first. */
export function getConversations(signal?: AbortSignal) {
  return authenticatedRequest<Conversations>('/api/conversations', { signal })
}

export function useConversations() {
  return useQuery({
    queryKey: quoteKeys.conversations,
    queryFn: ({ signal }) => getConversations(signal),
  })
}
