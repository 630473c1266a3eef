import type { ReviewEligibility } from '@shared/providers/review-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { useAuth } from '@web/lib/auth/auth-context'
import { providerQueryKeys } from './provider-query-keys'

/** GET /api/providers/:slug/review-eligibility (signed in): may this person review the provider, and if not, why. */
export function getReviewEligibility(slug: string, signal?: AbortSignal) {
  return authenticatedRequest<ReviewEligibility>(
    `/api/providers/${encodeURIComponent(slug)}/review-eligibility`,
    { signal },
  )
}

/** Asked only for a signed-in person, and again for each account. */
export function useReviewEligibility(slug: string) {
  const { status, user } = useAuth()
  return useQuery({
    queryKey: providerQueryKeys.eligibility(slug, user?.id),
    queryFn: ({ signal }) => getReviewEligibility(slug, signal),
    enabled: status === 'signedIn',
    staleTime: 0,
  })
}
