import { quotesContract } from '@shared/api/quotes-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { ApiRequestError } from '@web/lib/api/request-error'
import { quoteKeys, tokenQuery } from './quote-keys'

/**
 * GET /api/quote-requests/:id?token=: one request as its viewer may see it. Anyone else gets
 * 404 quote_request_unavailable, whatever the reason (the server reveals nothing).
 */
export function getQuoteRequest(id: number, token: string | null, signal?: AbortSignal) {
  return call(quotesContract.request, { params: { id }, query: tokenQuery(token) }, { signal })
}

export const isValidRequestId = (id: number) => Number.isInteger(id) && id > 0

/** True for the answer "you may not open this request" (or an id that cannot exist). */
export function isUnavailable(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 404
}

export function useQuoteRequest(id: number, token: string | null) {
  const valid = isValidRequestId(id)
  const query = useQuery({
    queryKey: quoteKeys.detail(id, token),
    queryFn: ({ signal }) => getQuoteRequest(id, token, signal),
    enabled: valid,
    // A refused link stays refused: retrying only delays the explanation.
    retry: (count, error) => !isUnavailable(error) && count < 2,
  })
  const unavailable = !valid || isUnavailable(query.error)
  return {
    ...query,
    unavailable,
    /** The server's own localized explanation, when it gave one. */
    unavailableMessage: isUnavailable(query.error) ? query.error.message : undefined,
  }
}
