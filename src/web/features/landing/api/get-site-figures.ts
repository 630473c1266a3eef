import { operationUrl } from '@shared/api/operation'
import { showcaseContract } from '@shared/api/showcase-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

const SITE_FIGURES_KEY = ['showcase', 'figures'] as const

/** The landing's figures: cache key and API path (the server renders the page with them). */
export function siteFiguresRequest() {
  return { queryKey: SITE_FIGURES_KEY, path: operationUrl(showcaseContract.figures) }
}

/** GET /api/public/figures: what the site states about itself, counted by the server. */
export function useSiteFigures() {
  return useQuery({
    queryKey: SITE_FIGURES_KEY,
    queryFn: ({ signal }) => call(showcaseContract.figures, {}, { signal }),
  })
}
