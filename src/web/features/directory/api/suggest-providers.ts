import { useQuery } from '@tanstack/react-query'
import { buildSuggestionQuery } from '@web/features/directory/lib/search-request'
import { searchProviders } from './search-providers'

export const PROVIDER_SUGGESTION_LIMIT = 5
export const SUGGESTION_MIN_CHARS = 2

/** Up to five providers for the words typed so far, for the search box's suggestions. */
export function useProviderSuggestions(text: string) {
  const q = text.trim()
  return useQuery({
    queryKey: ['directory', 'suggestions', q.toLowerCase()],
    queryFn: ({ signal }) => searchProviders(buildSuggestionQuery(q, PROVIDER_SUGGESTION_LIMIT), signal),
    select: (result) => result.items,
    enabled: q.length >= SUGGESTION_MIN_CHARS,
    staleTime: 5 * 60_000,
    retry: false,
  })
}
