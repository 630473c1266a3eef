import { formatPercent, formatRating } from '@shared/format/number'
import { RatingStars } from '@web/features/providers/components/rating-stars'
import { breakdownTotal, ratingBars } from '@web/features/providers/lib/rating-breakdown'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/** The average, the review count and one bar per star level, 5 stars first. */
export function RatingSummary({
  rating,
  reviewCount,
  breakdown,
}: {
  rating: number
  reviewCount: number
  breakdown: number[]
}) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const value = formatRating(rating, language)
  const counted = breakdownTotal(breakdown)
  if (reviewCount === 0 && counted === 0) {
    return (
      <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="sr-only">{t('reviews.summary')}</h3>
        <RatingStars rating={0} size="lg" />
        <p className="mt-2 font-medium text-slate-700">{t('header.noReviews')}</p>
      </div>
    )
  }
  return (
    <div className="grid gap-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8">
      <h3 className="sr-only">{t('reviews.summary')}</h3>
      <p className="flex items-center gap-3 sm:flex-col sm:items-start sm:justify-center sm:border-r sm:border-slate-200 sm:pr-8">
        <span className="text-4xl font-bold text-ink" aria-hidden="true">
          {value}
        </span>
        <span className="flex flex-col gap-1">
          <RatingStars
            rating={rating}
            size="lg"
            label={t('rating.label', { rating: value, count: reviewCount })}
          />
          <span className="text-sm text-slate-600" aria-hidden="true">
            {t('rating.reviews', { count: reviewCount })}
          </span>
        </span>
      </p>
      <div>
        <ul aria-label={t('reviews.breakdown')} className="space-y-2">
          {ratingBars(breakdown).map((bar) => {
            const stars = t('reviews.stars', { count: bar.stars })
            const percent = formatPercent(bar.percent, language)
            return (
              <li
                key={bar.stars}
                className="grid grid-cols-[4.5rem_minmax(0,1fr)_3rem] items-center gap-3 text-sm"
              >
                <span className="sr-only">{t('reviews.barLabel', { stars, count: bar.count, percent })}</span>
                <span className="whitespace-nowrap text-slate-700" aria-hidden="true">
                  {stars}
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-amber-500"
                    style={{ width: `${bar.percent}%` }}
                  />
                </span>
                <span className="text-right tabular-nums text-slate-700" aria-hidden="true">
                  {percent}
                </span>
              </li>
            )
          })}
        </ul>
        <p className="mt-3 text-xs text-slate-600">{t('reviews.basedOn', { count: counted })}</p>
      </div>
    </div>
  )
}
