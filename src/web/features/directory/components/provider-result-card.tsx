import { categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import type { ProviderSearchItem } from '@shared/providers/provider-search-schemas'
import { responseTime } from '@shared/providers/response-time'
import { LocalizedLink } from '@web/components/localized-link'
import { TrustBadges } from '@web/components/trust/trust-badges'
import { trustChecks } from '@web/components/trust/trust-checks'
import { SaveProviderButton } from '@web/features/saved/save-provider-button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { Clock, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProviderRating } from './provider-rating'
import { ShortlistToggle } from './shortlist-toggle'

export const resultCardClasses =
  'relative flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm'

/** One provider in the results: what people decide on (trust, distance, price), linking to the profile. */
export function ProviderResultCard({ provider }: { provider: ProviderSearchItem }) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const response =
    provider.medianResponseMinutes === null ? null : responseTime(provider.medianResponseMinutes)
  const description = provider.descriptions[language]
  const showCompany = provider.companyName && provider.companyName !== provider.name
  return (
    <article
      data-testid="provider-card"
      className={`${resultCardClasses} transition-shadow duration-150 focus-within:shadow-md hover:shadow-md`}
    >
      <h3 className="text-lg leading-snug font-semibold">
        {/* The link covers the whole card (after:inset-0), so the card is one big target. */}
        <LocalizedLink
          to={`/providers/${provider.slug}`}
          className="rounded-sm text-ink underline-offset-4 after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-brand-700 hover:underline"
        >
          {provider.name}
        </LocalizedLink>
      </h3>
      {showCompany && <p className="text-sm text-slate-600">{provider.companyName}</p>}
      <p className="mt-1 text-sm text-slate-700">
        {provider.categories.map((slug) => categoryName(slug, language)).join(' · ')}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span>{placeName(provider.locality, language)}</span>
        {provider.distanceKm !== null && (
          <>
            <span aria-hidden="true">·</span>
            <span data-testid="distance" data-km={provider.distanceKm}>
              {t('card.distance', { km: formatDistance(provider.distanceKm, language) })}
            </span>
          </>
        )}
      </p>
      <ProviderRating rating={provider.rating} reviewCount={provider.reviewCount} />
      {description && <p className="mt-3 line-clamp-3 text-slate-700">{description}</p>}
      <div className="mt-auto space-y-3 pt-4">
        {(response || provider.priceFrom !== null) && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {response && (
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
                {t(`card.response.${response.unit}`, { count: response.count })}
              </span>
            )}
            {provider.priceFrom !== null && (
              <span className="font-medium text-ink">
                {t('card.priceFrom', { price: formatMoney(provider.priceFrom, language) })}
              </span>
            )}
          </p>
        )}
        <TrustBadges checks={trustChecks(provider)} />
        <div className="flex flex-wrap gap-2">
          <ShortlistToggle provider={provider} />
          <SaveProviderButton provider={provider} />
        </div>
      </div>
    </article>
  )
}
