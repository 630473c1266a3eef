import { providersContract } from '@shared/api/providers-contract'
import { type AssistantLanguage, isAssistantLanguage } from '@shared/i18n/languages'
import type { ReviewPage } from '@shared/providers/provider-profile-schemas'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { providerQueryKeys } from './provider-query-keys'

/** GET /api/public/providers/:slug/reviews: one page of reviews, newest first. */
export function getProviderReviews(
  slug: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
  language?: AssistantLanguage,
) {
  return call(
    providersContract.reviews,
    { params: { slug }, query: { page, pageSize, language } },
    { signal },
  )
}

/**
 * The reviews list, starting from the first page the profile already brought, so the list shows at
 * once and "More reviews" fetches the following pages only. With a `language`, only the reviews
 * written in it, asked of the server from the first page.
 */
export function useProviderReviews(
  slug: string,
  firstPage: ReviewPage,
  firstPageLoadedAt: number,
  language = '',
) {
  return useInfiniteQuery({
    queryKey: [...providerQueryKeys.reviews(slug), language],
    queryFn: ({ pageParam, signal }) =>
      getProviderReviews(
        slug,
        pageParam,
        firstPage.pageSize,
        signal,
        isAssistantLanguage(language) ? language : undefined,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    initialData: language ? undefined : { pages: [firstPage], pageParams: [1] },
    initialDataUpdatedAt: language ? undefined : firstPageLoadedAt,
  })
}
