import { formatRating } from '@shared/format/number'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/** "4.9 ★ (142 reviews)" on screen; "Rated 4.9 out of 5 from 142 reviews" for assistive technology. */
export function ProviderRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  if (reviewCount === 0) return <p className="mt-3 text-sm text-slate-600">{t('card.noReviews')}</p>
  const value = formatRating(rating, language)
  return (
    <p className="mt-3 text-sm">
      <span role="img" aria-label={t('card.ratingLabel', { rating: value, count: reviewCount })}>
        <span className="font-semibold text-ink">{value}</span> <span className="text-amber-700">★</span>{' '}
        <span className="text-slate-600">{t('card.reviews', { count: reviewCount })}</span>
      </span>
    </p>
  )
}
