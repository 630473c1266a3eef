import { formatNumber } from '@shared/format/number'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useProviderReviews } from '@web/features/providers/api/get-provider-reviews'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewCard } from './review-card'
import { ReviewLanguageFilter } from './review-language-filter'

/**
 * The reviews, newest first, with "More reviews" under them. After more load, focus moves to the
 * first new review so keyboard and screen-reader users continue reading where the list grew.
 */
export function ReviewList({
  profile,
  profileLoadedAt,
  ownReviewId,
}: {
  profile: ProviderProfile
  profileLoadedAt: number
  ownReviewId: number | null
}) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const [writtenIn, setWrittenIn] = useState('')
  const reviews = useProviderReviews(profile.slug, profile.reviews, profileLoadedAt, writtenIn)
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? []
  const total = reviews.data?.pages.at(-1)?.total ?? profile.reviews.total
  const cards = useRef(new Map<number, HTMLElement>())
  const focusFrom = useRef<number | null>(null)

  useEffect(() => {
    const from = focusFrom.current
    if (from === null || items.length <= from) return
    focusFrom.current = null
    const first = items[from]
    if (first) cards.current.get(first.id)?.focus()
  }, [items])

  const filter = (
    <ReviewLanguageFilter languages={profile.reviews.languages} value={writtenIn} onChange={setWrittenIn} />
  )
  if (items.length === 0 && !writtenIn) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
        {t('reviews.empty', { name: profile.name })}
      </p>
    )
  }

  return (
    <div className="space-y-4">
      {filter}
      <ul aria-label={t('reviews.list', { name: profile.name })} className="space-y-4">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard
              ref={(element) => {
                if (element) cards.current.set(review.id, element)
                else cards.current.delete(review.id)
              }}
              review={review}
              providerName={profile.name}
              isOwn={review.id === ownReviewId}
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('reviews.shown', {
          shown: formatNumber(items.length, language),
          total: formatNumber(total, language),
        })}
      </p>
      {reviews.isFetchNextPageError && <Callout tone="error">{t('reviews.moreFailed')}</Callout>}
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          loading={reviews.isFetchingNextPage}
          onClick={() => {
            if (reviews.isFetchingNextPage) return
            focusFrom.current = items.length
            void reviews.fetchNextPage()
          }}
        >
          {!reviews.isFetchingNextPage && <ChevronDown className="size-5" aria-hidden="true" />}
          {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.more')}
        </Button>
      )}
    </div>
  )
}
