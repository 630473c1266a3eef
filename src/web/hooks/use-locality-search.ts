import type { Locality } from '@shared/catalog/catalog-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

export const LOCALITY_LIMIT = 8
/** Fewer letters match half the country; two are enough for "Ke" → Kehlen, Kayl… */
export const LOCALITY_MIN_CHARS = 2

/** One cache for every place search of the app (directory filter, profile address, …). */
export const localityKeys = {
  search: (query: string) => ['localities', query.trim().toLowerCase()] as const,
}

/** GET /api/public/localities: Luxembourg localities, communes, quarters and postal codes. */
export async function searchLocalities(query: string, signal?: AbortSignal): Promise<Locality[]> {
  const params = new URLSearchParams({ q: query, limit: String(LOCALITY_LIMIT) })
  const { items } = await publicRequest<{ items: Locality[] }>(`/api/public/localities?${params}`, { signal })
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
