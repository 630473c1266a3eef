import type { Conversations } from '@shared/quotes/quote-request-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

export const conversationKeys = { all: ['quote-requests', 'conversations'] as const }

/** GET /api/conversations: my requests with messages, as customer or provider, latest first. */
export function useConversations() {
  return useQuery({
    queryKey: conversationKeys.all,
    queryFn: ({ signal }) => authenticatedRequest<Conversations>('/api/conversations', { signal }),
    refetchInterval: 30_000,
  })
}
