import { useQuery, useQueryClient } from '@tanstack/react-query'

/**
 * Which version of the launch banner the visitor closed, in a first-party cookie so the server
 * renders the page without it (a closed banner never flashes in and out: issue #18).
 */
export const BANNER_DISMISSED_COOKIE = 'luxpro_banner_dismissed'

/** The cache key the server fills from the request's cookie (ssr/entry-server). */
export const BANNER_DISMISSED_KEY = ['launch-banner-dismissed'] as const

const ONE_YEAR_S = 365 * 24 * 60 * 60

/** The closed version named in a Cookie header or document.cookie, or null. */
export function dismissedBannerIn(cookies: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${BANNER_DISMISSED_COOKIE}=([a-z0-9]+)(?:;|$)`).exec(cookies)
  return match?.[1] ?? null
}

export function useBannerDismissal() {
  const queryClient = useQueryClient()
  const dismissed = useQuery({
    queryKey: BANNER_DISMISSED_KEY,
    queryFn: () => dismissedBannerIn(document.cookie),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const dismiss = (version: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is missing from some browsers
    document.cookie = `${BANNER_DISMISSED_COOKIE}=${version}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
    queryClient.setQueryData(BANNER_DISMISSED_KEY, version)
  }
  return { dismissed: dismissed.data, known: dismissed.isSuccess, dismiss }
}
