import { formatRating } from '@shared/format/number'
import { type CardSignal, type CardSignalFacts, cardSignals } from '@shared/providers/card-signals'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { Clock, Landmark, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * A card's line of signals: at most three, chosen by `cardSignals` (the one rule, in shared), as
 * plain text with small icons rather than chips. `town` joins the distance ("Bertrange · 2.2 km away").
 */
export function ProviderSignals({ facts, town }: { facts: CardSignalFacts; town?: string }) {
  const { t } = useTranslation('common')
  return (
    <ul
      aria-label={t('signals.label')}
      data-testid="card-signals"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"
    >
      {cardSignals(facts).map((signal) => (
        <li key={signal.kind} className="inline-flex items-center gap-1">
          <Signal signal={signal} town={town} />
        </li>
      ))}
    </ul>
  )
}

function Signal({ signal, town }: { signal: CardSignal; town?: string }) {
  const { t } = useTranslation('common')
  const language = useUiLanguage()
  const icon = 'size-4 shrink-0 text-slate-500'
  switch (signal.kind) {
    case 'rating': {
      if (signal.reviewCount === 0) return <span className="text-slate-600">{t('signals.noReviews')}</span>
      const rating = formatRating(signal.rating, language)
      return (
        <span
          role="img"
          aria-label={t('signals.ratingLabel', { rating, count: signal.reviewCount })}
          className="whitespace-nowrap"
        >
          <span className="font-semibold text-ink">{rating}</span> <span className="text-amber-700">★</span>{' '}
          <span className="text-slate-600">{t('signals.reviews', { count: signal.reviewCount })}</span>
        </span>
      )
    }
    case 'distance': {
      const km = formatDistance(signal.km, language)
      return (
        <>
          <MapPin className={icon} aria-hidden="true" />
          <span data-testid="distance" data-km={signal.km}>
            {town ? t('signals.place', { town, km }) : t('signals.distance', { km })}
          </span>
        </>
      )
    }
    case 'response':
      return (
        <>
          <Clock className={icon} aria-hidden="true" />
          {t(`signals.response.${signal.time.unit}`, { count: signal.time.count })}
        </>
      )
    case 'verified':
      return (
        <>
          <Landmark className={icon} aria-hidden="true" />
          {t('signals.verified')}
        </>
      )
  }
}
