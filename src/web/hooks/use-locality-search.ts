import { catalogContract } from '@shared/api/catalog-contract'
import type { Locality } from '@shared/catalog/catalog-schemas'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export const LOCALITY_LIMIT = 8
/** Fewer letters match half the country; two are enough for "Ke" → Kehlen, Kayl… */
export const LOCALITY_MIN_CHARS = 2

/** One cache for every place search of the app (directory filter, profile address, …). */
export const localityKeys = {
  search: (query: string) => ['localities', query.trim().toLowerCase()] as const,
}

/** GET /api/public/localities: Luxembourg localities, communes, quarters and postal codes. */
export async function searchLocalities(query: string, signal?: AbortSignal): Promise<Locality[]> {
  const { items } = await call(
    catalogContract.localities,
    { query: { q: query, limit: LOCALITY_LIMIT } },
    { signal },
  )
  return items
}

export function useLocalitySearch(query: string) {
  const q = query.trim()
  return useQuery({
    queryKey: localityKeys.search(q),
    queryFn: ({ signal }) => searchLocalities(q, signal),
    enabled: q.length >= LOCALITY_MIN_CHARS,
    staleTime: 10 * 60_000,
    retry: false,
  })
}
