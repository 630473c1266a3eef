import { formatRating } from '@shared/format/number'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { RatingStars } from './rating-stars'

/** "★★★★★ 4.9 (142 reviews)", a link down to the reviews. */
export function HeaderRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  if (reviewCount === 0) return <p className="text-sm text-slate-600">{t('header.noReviews')}</p>
  const value = formatRating(rating, language)
  return (
    <a
      href="#reviews"
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-sm text-ink underline-offset-4 hover:underline"
    >
      <RatingStars rating={rating} label={t('rating.value', { rating: value })} />
      <span className="font-semibold" aria-hidden="true">
        {value}
      </span>
      <span className="text-brand-700">({t('rating.reviews', { count: reviewCount })})</span>
    </a>
  )
}
