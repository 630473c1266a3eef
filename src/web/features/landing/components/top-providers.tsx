import { categoryName } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import type { ProviderCard } from '@shared/showcase/showcase-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ProviderMark } from '@web/components/provider-mark'
import { Badge } from '@web/components/ui/badge'
import { buttonClasses } from '@web/components/ui/button'
import { Skeleton } from '@web/components/ui/skeleton'
import { TOP_PROVIDERS_LIMIT } from '@web/features/landing/api/top-providers-request'
import { useTopProviders } from '@web/hooks/use-top-providers'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ArrowRight, BadgeCheck, Crown, MapPin, SearchX, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LandingSection, sectionLinkClasses } from './landing-section'
import { cardClasses, ShowcaseEmpty, ShowcaseList } from './showcase-list'

export function TopProviders() {
  const { t } = useTranslation('landing')
  const query = useTopProviders(TOP_PROVIDERS_LIMIT)
  return (
    <LandingSection
      id="top-providers"
      title={t('topProviders.title')}
      lead={t('topProviders.lead')}
      action={
        <LocalizedLink to="/directory" className={sectionLinkClasses}>
          {t('topProviders.browseAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </LocalizedLink>
      }
    >
      <ShowcaseList
        query={query}
        skeletonCount={TOP_PROVIDERS_LIMIT}
        skeleton={<ProviderCardSkeleton />}
        loadingLabel={t('topProviders.loading')}
        errorTitle={t('topProviders.error')}
        renderItem={(provider) => <TopProviderCard provider={provider} />}
        empty={
          <ShowcaseEmpty
            icon={<SearchX className="size-8 text-slate-500" aria-hidden="true" />}
            text={t('topProviders.empty')}
            action={
              <LocalizedLink to="/directory" className={buttonClasses('secondary', 'sm')}>
                {t('topProviders.browseAll')}
              </LocalizedLink>
            }
          />
        }
      />
    </LandingSection>
  )
}

function TopProviderCard({ provider }: { provider: ProviderCard }) {
  const { t } = useTranslation('landing')
  const language = useUiLanguage()
  return (
    <article className={cardClasses}>
      <div className="flex items-center gap-3">
        <ProviderMark logoUrl={provider.logoUrl} name={provider.name} category={provider.categories[0]} />
        <h3 className="min-w-0 text-lg font-semibold leading-snug">
          <LocalizedLink
            to={`/providers/${provider.slug}`}
            className="rounded-sm underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {provider.name}
          </LocalizedLink>
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {provider.categories.map((slug) => categoryName(slug, language)).join(' · ')}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {placeName(provider.locality, language)}
      </p>
      <Rating rating={provider.rating} reviewCount={provider.reviewCount} language={language} />
      {(provider.verified || provider.insured || provider.premium) && (
        <ul aria-label={t('topProviders.badges')} className="mt-auto flex flex-wrap gap-2 pt-4">
          {provider.verified && (
            <li>
              <Badge tone="success" icon={<BadgeCheck className="size-4" aria-hidden="true" />}>
                {t('topProviders.verified')}
              </Badge>
            </li>
          )}
          {provider.insured && (
            <li>
              <Badge tone="brand" icon={<ShieldCheck className="size-4" aria-hidden="true" />}>
                {t('topProviders.insured')}
              </Badge>
            </li>
          )}
          {provider.premium && (
            <li>
              <Badge tone="warning" icon={<Crown className="size-4" aria-hidden="true" />}>
                {t('topProviders.premium')}
              </Badge>
            </li>
          )}
        </ul>
      )}
    </article>
  )
}

/** "4.9 ★ (142 reviews)" on screen; "Rated 4.9 out of 5 from 142 reviews" for assistive technology. */
function Rating({
  rating,
  reviewCount,
  language,
}: {
  rating: number
  reviewCount: number
  language: UiLanguage
}) {
  const { t } = useTranslation('landing')
  const value = formatRating(rating, language)
  return (
    <p className="mt-3">
      <span
        role="img"
        aria-label={t('rating.label', { rating: value, count: reviewCount })}
        className="text-sm"
      >
        <span className="font-semibold text-ink">{value}</span> <span className="text-amber-700">★</span>{' '}
        <span className="text-slate-600">{t('rating.reviews', { count: reviewCount })}</span>
      </span>
    </p>
  )
}

function ProviderCardSkeleton() {
  return (
    <div className={cardClasses}>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-4 h-4 w-2/5" />
      <div className="mt-auto flex gap-2 pt-4">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
    </div>
  )
}
