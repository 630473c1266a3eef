import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DirectoryParams } from '@web/features/directory/lib/directory-params'
import { readLastResults, saveLastResults } from '@web/features/directory/lib/last-results'
import { classifySearchFailure, shouldRetrySearch } from '@web/features/directory/lib/search-failure'
import { buildSearchQuery } from '@web/features/directory/lib/search-request'
import { publicRequest } from '@web/lib/api/public-client'
import { useMemo } from 'react'

/** GET /api/public/providers/search (through the public handler, so answers are cached 10 min). */
export function searchProviders(query: string, signal?: AbortSignal) {
  return publicRequest<ProviderSearchResult>(`/api/public/providers/search?${query}`, { signal })
}

/**
 * The directory's results for its URL params. While the next answer loads, the previous one stays
 * on screen; every answer is kept on the device, and shown back when the API cannot be reached.
 */
export function useProviderSearch(params: DirectoryParams) {
  const query = buildSearchQuery(params)
  const search = useQuery({
    queryKey: ['directory', 'search', query],
    queryFn: async ({ signal }) => {
      const result = await searchProviders(query, signal)
      saveLastResults(query, result)
      return result
    },
    placeholderData: keepPreviousData,
    retry: shouldRetrySearch,
  })
  const failure = search.isError ? classifySearchFailure(search.error) : null
  const saved = useMemo(() => (failure === 'unreachable' ? readLastResults() : null), [failure])
  return { search, query, failure, saved }
}
