import type { QuoteInput, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { quoteKeys, withToken } from './quote-keys'

/** POST /api/quote-requests/:id/quote?token=: creates or revises the quote while the request is pending. */
export function submitQuote(id: number, input: QuoteInput, token: string | null) {
  return authenticatedRequest<QuoteRequestDetail>(withToken(`/api/quote-requests/${id}/quote`, token), {
    method: 'POST',
    body: input,
  })
}

export function useSubmitQuote(id: number, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: QuoteInput) => submitQuote(id, input, token),
    onSuccess: (detail) => {
      queryClient.setQueryData(quoteKeys.detail(id, token), detail)
      void queryClient.invalidateQueries({ queryKey: quoteKeys.inboxAll })
    },
    // Refused (409: the customer decided meanwhile): show the request as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: quoteKeys.request(id) }),
  })
}
