import { quotesContract } from '@shared/api/quotes-contract'
import type { DeclineInput } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { quoteKeys, tokenQuery } from './quote-keys'

/** POST /api/quote-requests/:id/decline?token=: the provider says no; the customer is told why. */
export function declineRequest(id: number, input: DeclineInput, token: string | null) {
  return call(quotesContract.decline, { params: { id }, query: tokenQuery(token), body: input })
}

export function useDeclineRequest(id: number, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DeclineInput) => declineRequest(id, input, token),
    onSuccess: (detail) => {
      queryClient.setQueryData(quoteKeys.detail(id, token), detail)
      void queryClient.invalidateQueries({ queryKey: quoteKeys.inboxAll })
    },
    // Refused (409: the customer decided meanwhile): show the request as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: quoteKeys.request(id) }),
  })
}
