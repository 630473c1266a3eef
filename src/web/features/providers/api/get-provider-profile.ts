import { operationUrl } from '@shared/api/operation'
import { providersContract } from '@shared/api/providers-contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { ApiRequestError } from '@web/lib/api/request-error'
import { providerQueryKeys } from './provider-query-keys'

/** GET /api/public/providers/:slug: the whole profile with the first page of reviews; 404 for unknown slugs. */
export function getProviderProfile(slug: string, signal?: AbortSignal) {
  return call(providersContract.profile, { params: { slug } }, { signal })
}

/** The profile's cache key and API path (the server renders the page with it). */
export function providerProfileRequest(slug: string) {
  return {
    queryKey: providerQueryKeys.profile(slug),
    path: operationUrl(providersContract.profile, { params: { slug } }),
  }
}

/**
 * A 404 from the API. Read by its status, not its class: an error the server rendered the page with
 * reaches the browser as plain data.
 */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.status === 404
    : typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404

export function useProviderProfile(slug: string) {
  const queryClient = useQueryClient()
  const queryKey = providerQueryKeys.profile(slug)
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getProviderProfile(slug, signal),
    // An unknown provider stays unknown: asking again only delays the not-found page (and a 404
    // the server rendered the page with is shown as it is, not replaced by a loading state).
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
    retryOnMount: !isNotFound(queryClient.getQueryState(queryKey)?.error),
  })
}
