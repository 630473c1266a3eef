import type { ProviderCard } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

export const TOP_PROVIDERS_LIMIT = 6

/** GET /api/public/providers/top: the best-rated active providers. */
export function getTopProviders(limit = TOP_PROVIDERS_LIMIT, signal?: AbortSignal) {
  return publicRequest<{ items: ProviderCard[] }>(`/api/public/providers/top?limit=${limit}`, { signal })
}

export function useTopProviders(limit = TOP_PROVIDERS_LIMIT) {
  return useQuery({
    queryKey: ['showcase', 'top-providers', limit],
    queryFn: ({ signal }) => getTopProviders(limit, signal),
    select: (data) => data.items,
  })
}
