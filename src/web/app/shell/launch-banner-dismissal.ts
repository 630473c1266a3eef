import { BANNER_DISMISSED_COOKIE, dismissedBannerIn } from '@shared/admin/launch-banner-cookie'
import { useQuery, useQueryClient } from '@tanstack/react-query'

/** The cache key the server fills from the request's cookie (ssr/entry-server). */
export const BANNER_DISMISSED_KEY = ['launch-banner-dismissed'] as const

const ONE_YEAR_S = 365 * 24 * 60 * 60

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
