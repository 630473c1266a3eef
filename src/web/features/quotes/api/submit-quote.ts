import { quotesContract } from '@shared/api/quotes-contract'
import type { QuoteInput } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { quoteKeys, tokenQuery } from './quote-keys'

/** POST /api/quote-requests/:id/quote?token=: creates or revises the quote while the request is pending. */
export function submitQuote(id: number, input: QuoteInput, token: string | null) {
  return call(quotesContract.submitQuote, { params: { id }, query: tokenQuery(token), body: input })
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
