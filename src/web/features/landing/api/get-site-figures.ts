import type { SiteFigures } from '@shared/showcase/showcase-schemas'
import { useQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'

const SITE_FIGURES_PATH = '/api/public/figures'
const SITE_FIGURES_KEY = ['showcase', 'figures'] as const

/** The landing's figures: cache key and API path (the server renders the page with them). */
export function siteFiguresRequest() {
  return { queryKey: SITE_FIGURES_KEY, path: SITE_FIGURES_PATH }
}

/** GET /api/public/figures: what the site states about itself, counted by the server. */
export function useSiteFigures() {
  return useQuery({
    queryKey: SITE_FIGURES_KEY,
    queryFn: ({ signal }) => publicRequest<SiteFigures>(SITE_FIGURES_PATH, { signal }),
  })
}
