import type { ReviewPage } from '@shared/providers/provider-profile-schemas'
import { useInfiniteQuery } from '@tanstack/react-query'
import { publicRequest } from '@web/lib/api/public-client'
import { providerQueryKeys } from './provider-query-keys'

/** GET /api/public/providers/:slug/reviews: one page of reviews, newest first. */
export function getProviderReviews(slug: string, page: number, pageSize: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) })
  return publicRequest<ReviewPage>(`/api/public/providers/${encodeURIComponent(slug)}/reviews?${query}`, {
    signal,
  })
}

/**
 * The reviews list, starting from the first page the profile already brought, so the list shows at
 * once and "More reviews" fetches the following pages only.
 */
export function useProviderReviews(slug: string, firstPage: ReviewPage, firstPageLoadedAt: number) {
  return useInfiniteQuery({
    queryKey: providerQueryKeys.reviews(slug),
    queryFn: ({ pageParam, signal }) => getProviderReviews(slug, pageParam, firstPage.pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    initialData: { pages: [firstPage], pageParams: [1] },
    initialDataUpdatedAt: firstPageLoadedAt,
  })
}
