import { showcaseContract } from '@shared/api/showcase-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

/** GET /api/public/providers/top: the best-rated active providers (the landing shows 6). */
export function getTopProviders(limit: number, signal?: AbortSignal) {
  return call(showcaseContract.topProviders, { query: { limit } }, { signal })
}

export function useTopProviders(limit: number) {
  return useQuery({
    queryKey: ['top-providers', limit],
    queryFn: ({ signal }) => getTopProviders(limit, signal),
    select: (data) => data.items,
  })
}
