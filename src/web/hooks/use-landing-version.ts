import type { LandingVersionAnswer } from '@shared/landing/landing-version-schemas'
import { useQuery } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

/** The landing version's cache key: the server renders the landing with it filled in (ssr/entry-server). */
export const LANDING_VERSION_KEY = ['landing-version'] as const

/**
 * The landing version this visitor sees (ADR 032): the server decides and keeps it in a
 * first-party cookie; `?v=A|B` in the page's address forces one. Asked only when the page was not
 * rendered by the server.
 */
export function useLandingVersion() {
  return useQuery({
    queryKey: LANDING_VERSION_KEY,
    queryFn: async ({ signal }) => {
      const forced = new URLSearchParams(window.location.search).get('v')
      const query = forced === 'A' || forced === 'B' ? `?v=${forced}` : ''
      return sendRequest<LandingVersionAnswer>(`/api/public/landing-version${query}`, { signal })
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
