import { providersContract } from '@shared/api/providers-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'
import { providerQueryKeys } from './provider-query-keys'

/** GET /api/providers/:slug/review-eligibility (signed in): may this person review the provider, and if not, why. */
export function getReviewEligibility(slug: string, signal?: AbortSignal) {
  return call(providersContract.reviewEligibility, { params: { slug } }, { signal })
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
