import { categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import { cardSignals } from '@shared/providers/card-signals'
import type { ProviderSearchItem } from '@shared/providers/provider-search-schemas'
import { responseTime } from '@shared/providers/response-time'
import { LocalizedLink } from '@web/components/localized-link'
import { ProviderMark } from '@web/components/provider-mark'
import { ProviderSignals } from '@web/components/provider-signals'
import { TrustBadges } from '@web/components/trust/trust-badges'
import { trustChecks } from '@web/components/trust/trust-checks'
import { cn } from '@web/components/ui/cn'
import { SaveProviderButton } from '@web/features/saved/save-provider-button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronDown, Clock } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ShortlistToggle } from './shortlist-toggle'

export const resultCardClasses =
  'relative flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm'

/**
 * One provider in the results, linking to the profile: its trades, at most three signals
 * (shared/providers/card-signals.ts), two lines of description; the price, the other signals and
 * every trust badge behind "More details".
 */
export function ProviderResultCard({ provider }: { provider: ProviderSearchItem }) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const description = provider.descriptions[language]
  const showCompany = provider.companyName && provider.companyName !== provider.name
  const town = placeName(provider.locality, language)
  const shown = new Set(cardSignals(provider).map((signal) => signal.kind))
  const response =
    provider.medianResponseMinutes === null || shown.has('response')
      ? null
      : responseTime(provider.medianResponseMinutes)
  const checks = trustChecks(provider)
  const hasMore = response !== null || provider.priceFrom !== null || checks.length > 0
  return (
    <article
      data-testid="provider-card"
      className={`${resultCardClasses} transition-shadow duration-150 focus-within:shadow-md hover:shadow-md`}
    >
      {/* The heading's row keeps its right end for a small action of the card's own. */}
      <div className="flex items-start gap-3">
        <ProviderMark logoUrl={provider.logoUrl} name={provider.name} category={provider.categories[0]} />
        <h3 className="min-w-0 flex-1 self-center text-lg leading-snug font-semibold">
          {/* The link covers the whole card (after:inset-0), so the card is one big target. */}
          <LocalizedLink
            to={`/providers/${provider.slug}`}
            className="rounded-sm text-ink underline-offset-4 after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-brand-700 hover:underline"
          >
            {provider.name}
          </LocalizedLink>
        </h3>
      </div>
      {showCompany && <p className="text-sm text-slate-600">{provider.companyName}</p>}
      <p className="mt-1 text-sm text-slate-700">
        {provider.categories.map((slug) => categoryName(slug, language)).join(' · ')}
        {provider.distanceKm === null && <span className="text-slate-600"> · {town}</span>}
      </p>
      <div className="mt-3">
        <ProviderSignals facts={provider} town={town} />
      </div>
      {description && <p className="mt-3 line-clamp-2 text-slate-700">{description}</p>}
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-2">
          <ShortlistToggle provider={provider} />
          <SaveProviderButton provider={provider} className="relative z-10" />
          {hasMore && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
              className="relative z-10 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('card.more')}{' '}
              <span className="sr-only">{t('shortlist.forProvider', { name: provider.name })}</span>
              <ChevronDown
                className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
          )}
        </div>
        {hasMore && (
          <div id={panelId} hidden={!open} className="relative z-10 mt-3 space-y-3 text-sm text-slate-700">
            {(response || provider.priceFrom !== null) && (
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                {provider.priceFrom !== null && (
                  <span className="font-medium text-ink">
                    {t('card.priceFrom', { price: formatMoney(provider.priceFrom, language) })}
                  </span>
                )}
                {response && (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    {t(`card.response.${response.unit}`, { count: response.count })}
                  </span>
                )}
              </p>
            )}
            <TrustBadges checks={checks} />
          </div>
        )}
      </div>
    </article>
  )
}
