import type { ProviderCard } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

/** GET /api/public/providers/top: the best-rated active providers (the landing shows 6). */
export function getTopProviders(limit: number, signal?: AbortSignal) {
  return publicRequest<{ items: ProviderCard[] }>(`/api/public/providers/top?limit=${limit}`, { signal })
}

export function useTopProviders(limit: number) {
  return useQuery({
    queryKey: ['top-providers', limit],
    queryFn: ({ signal }) => getTopProviders(limit, signal),
    select: (data) => data.items,
  })
}
