import { ProviderCardListSchema } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

export const TOP_PROVIDERS_LIMIT = 12

export async function getTopProviders(limit: number, signal?: AbortSignal) {
  const body = await publicRequest<unknown>(`/api/public/providers/top?limit=${limit}`, { signal })
  return ProviderCardListSchema.parse(body).items
}

export function useTopProviders(limit = TOP_PROVIDERS_LIMIT) {
  return useQuery({
    queryKey: ['dev-tools', 'top-providers', limit],
    queryFn: ({ signal }) => getTopProviders(limit, signal),
  })
}
