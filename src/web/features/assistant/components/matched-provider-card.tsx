import type { MatchedProviderView } from '@shared/assistant/chat-schemas'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import { LocalizedLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { SaveProviderButton } from '@web/features/saved/save-provider-button'
import { useDemoMode } from '@web/hooks/use-demo-mode'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * One matched provider: name (to its profile), the town it works from and the distance (two firms
 * may share a name), rating with review count, and the reasons it was picked.
 */
export function MatchedProviderCard({
  provider,
  choice,
  chosen = false,
  replyLanguage,
}: {
  provider: MatchedProviderView
  /** The language the assistant wrote the reasons in (the conversation's). */
  replyLanguage?: string
  /** The checkbox that chooses this provider, when the customer can still choose. */
  choice?: ReactNode
  chosen?: boolean
}) {
  const { t } = useTranslation('assistant')
  const language = useUiLanguage()
  const rating = formatRating(provider.rating, language)
  // The rating and the distance have their own line above; the other reasons become chips.
  const reasons = provider.reasons.filter((reason) => !reason.includes('★') && !/\bkm\b/.test(reason))
  const km = formatDistance(provider.distanceKm, language)
  const demo = useDemoMode()
  return (
    <article
      data-testid="assistant-provider"
      className={cn(
        'flex gap-3 rounded-xl border bg-white p-3.5 transition-colors duration-150',
        chosen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {choice}
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold leading-snug">
          {demo ? (
            // Demo businesses are fictitious: they have no public profile to open (ADR 031).
            provider.name
          ) : (
            <LocalizedLink
              to={`/providers/${provider.slug}`}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {provider.name}
            </LocalizedLink>
          )}
        </h4>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
          {provider.reviewCount > 0 ? (
            <span role="img" aria-label={t('providers.ratingLabel', { rating, count: provider.reviewCount })}>
              <span className="font-semibold text-ink">{rating}</span>{' '}
              <span className="text-amber-700">★</span>{' '}
              <span className="text-slate-600">
                {t('providers.reviews', { count: provider.reviewCount })}
              </span>
            </span>
          ) : (
            <span className="text-slate-600">{t('providers.noReviews')}</span>
          )}
          <span className="inline-flex items-center gap-1 text-slate-700">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            {provider.locality
              ? t('providers.place', { town: placeName(provider.locality, language), km })
              : t('providers.distance', { km })}
          </span>
        </p>
        {reasons.length > 0 && (
          <ul lang={replyLanguage} className="mt-2 flex flex-wrap gap-1.5">
            {reasons.map((reason) => (
              <li
                key={reason}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
              >
                {reason}
              </li>
            ))}
          </ul>
        )}
      </div>
      <SaveProviderButton provider={provider} className="self-start" />
    </article>
  )
}
