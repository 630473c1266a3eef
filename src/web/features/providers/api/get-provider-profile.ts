import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'
import { ApiRequestError } from '@web/lib/api/request-error'
import { providerQueryKeys } from './provider-query-keys'

/** GET /api/public/providers/:slug: the whole profile with the first page of reviews; 404 for unknown slugs. */
export function getProviderProfile(slug: string, signal?: AbortSignal) {
  return publicRequest<ProviderProfile>(`/api/public/providers/${encodeURIComponent(slug)}`, { signal })
}

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404

export function useProviderProfile(slug: string) {
  return useQuery({
    queryKey: providerQueryKeys.profile(slug),
    queryFn: ({ signal }) => getProviderProfile(slug, signal),
    // An unknown provider stays unknown: asking again only delays the not-found page.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  })
}
