import { quotesContract } from '@shared/api/quotes-contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { quoteKeys, tokenQuery } from './quote-keys'

export type ProgressStep = 'start' | 'complete'

/** POST /api/quote-requests/:id/start | /complete?token=: the accepted job moves on. */
export function progressRequest(id: number, step: ProgressStep, token: string | null) {
  return call(quotesContract[step], { params: { id }, query: tokenQuery(token) })
}

export function useProgressRequest(id: number, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (step: ProgressStep) => progressRequest(id, step, token),
    onSuccess: (detail) => {
      queryClient.setQueryData(quoteKeys.detail(id, token), detail)
      void queryClient.invalidateQueries({ queryKey: quoteKeys.inboxAll })
    },
    // Refused (409: the customer decided meanwhile): show the request as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: quoteKeys.request(id) }),
  })
}
