import { operationUrl } from '@shared/api/operation'
import { showcaseContract } from '@shared/api/showcase-contract'
/** The landing shows six of the best-rated providers (hooks/use-top-providers fetches them). */
export const TOP_PROVIDERS_LIMIT = 6

/**
 * The landing's top providers: the cache key and API path of useTopProviders(TOP_PROVIDERS_LIMIT),
 * so the server can render the page with them (the server-rendering API test fails if they part).
 */
export function topProvidersRequest(limit = TOP_PROVIDERS_LIMIT) {
  return {
    queryKey: ['top-providers', limit] as const,
    path: operationUrl(showcaseContract.topProviders, { query: { limit } }),
  }
}
