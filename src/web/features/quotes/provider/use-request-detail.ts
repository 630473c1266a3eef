import { useQuery } from '@tanstack/react-query'
import { ApiRequestError } from '@web/lib/api/request-error'
import { quoteApi, quoteKeys } from '../api/quote-api'

/** One request, opened with the email link's token when there is one (else the session decides). */
export function useRequestDetail(id: number, token: string | null) {
  const query = useQuery({
    queryKey: [...quoteKeys.detail(id), token],
    queryFn: () => quoteApi.detail(id, token),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  })
  const unavailable =
    !(Number.isInteger(id) && id > 0) ||
    (query.error instanceof ApiRequestError && query.error.status === 404)
  return {
    ...query,
    unavailable,
    unavailableMessage: unavailable && query.error ? query.error.message : undefined,
  }
}
