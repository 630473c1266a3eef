import { providersContract } from '@shared/api/providers-contract'
import type { CreateReviewInput } from '@shared/providers/review-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { providerQueryKeys } from './provider-query-keys'

/** POST /api/providers/:slug/reviews → 201 the published review; 403 review_not_allowed, 409 already_reviewed. */
export function createReview(slug: string, input: CreateReviewInput) {
  return call(providersContract.createReview, { params: { slug }, body: input })
}

export function useCreateReview(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(slug, input),
    onSettled: async () => {
      // The rating, the breakdown and the list change at once (product: the rating follows every review).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: providerQueryKeys.profile(slug) }),
        queryClient.invalidateQueries({ queryKey: providerQueryKeys.reviews(slug) }),
        queryClient.invalidateQueries({ queryKey: ['providers', slug, 'review-eligibility'] }),
      ])
    },
  })
}
