import type { DeclineInput, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { quoteKeys, withToken } from './quote-keys'

/** POST /api/quote-requests/:id/decline?token=: the provider says no; the customer is told why. */
export function declineRequest(id: number, input: DeclineInput, token: string | null) {
  return authenticatedRequest<QuoteRequestDetail>(withToken(`/api/quote-requests/${id}/decline`, token), {
    method: 'POST',
    body: input,
  })
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
