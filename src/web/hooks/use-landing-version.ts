import { siteContract } from '@shared/api/site-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

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
      return call(
        siteContract.landingVersion,
        { query: forced === 'A' || forced === 'B' ? { v: forced } : {} },
        { signal },
      )
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
