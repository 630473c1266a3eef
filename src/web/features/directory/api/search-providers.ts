import { operationUrl } from '@shared/api/operation'
import { providersContract } from '@shared/api/providers-contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DirectoryParams } from '@web/features/directory/lib/directory-params'
import { readLastResults, saveLastResults } from '@web/features/directory/lib/last-results'
import { classifySearchFailure, shouldRetrySearch } from '@web/features/directory/lib/search-failure'
import { buildSearchQuery } from '@web/features/directory/lib/search-request'
import { call } from '@web/lib/api/call'
import { useEffect, useMemo } from 'react'

/** The directory's query string (fixed order, one cache entry per search) as the operation's query. */
const searchInput = (query: string) => ({ query: Object.fromEntries(new URLSearchParams(query)) })
const searchKey = (query: string) => ['directory', 'search', query] as const

/** GET /api/public/providers/search. */
export function searchProviders(query: string, signal?: AbortSignal) {
  return call(providersContract.search, searchInput(query), { signal })
}

/** The answer the directory shows for these params: its cache key and its API path (the server renders with it). */
export function directorySearchRequest(params: DirectoryParams) {
  const query = buildSearchQuery(params)
  return { queryKey: searchKey(query), path: operationUrl(providersContract.search, searchInput(query)) }
}

/**
 * The directory's results for its URL params. While the next answer loads, the previous one stays
 * on screen; every answer is kept on the device, and shown back when the API cannot be reached.
 */
export function useProviderSearch(params: DirectoryParams) {
  const query = buildSearchQuery(params)
  const search = useQuery({
    queryKey: searchKey(query),
    queryFn: ({ signal }) => searchProviders(query, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetrySearch,
  })
  // Fetched here or rendered by the server with the page: either way kept for a later outage.
  const answer = search.isPlaceholderData ? undefined : search.data
  useEffect(() => {
    if (answer) saveLastResults(query, answer)
  }, [query, answer])
  const failure = search.isError ? classifySearchFailure(search.error) : null
  const saved = useMemo(() => (failure === 'unreachable' ? readLastResults() : null), [failure])
  return { search, query, failure, saved }
}
