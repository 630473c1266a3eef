import { categoryName } from '@shared/catalog/categories'
import { placeName } from '@shared/geo/place-names'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { responseTime } from '@shared/providers/response-time'
import { ProviderMark } from '@web/components/provider-mark'
import { TrustBadges } from '@web/components/trust/trust-badges'
import { trustChecks } from '@web/components/trust/trust-checks'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { useDistanceFromYou } from '@web/features/providers/hooks/use-distance-from-you'
import { SaveProviderButton } from '@web/features/saved/save-provider-button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { telHref } from '@web/lib/format/tel-href'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { HeaderRating } from './header-rating'
import { ProfileBreadcrumb } from './profile-breadcrumb'
import { RequestQuoteDialog } from './quote-request/request-quote-dialog'
import { StickyQuoteBar } from './quote-request/sticky-quote-bar'

/** The profile header: name, badges, rating, distance and the two actions: request a quote, contact. */
export function ProviderHeader({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const distance = useDistanceFromYou(profile)
  const showCompany = profile.companyName && profile.companyName !== profile.name
  const actions = useRef<HTMLDivElement>(null)
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <Container className="py-6 sm:py-8">
        <ProfileBreadcrumb name={profile.name} category={profile.categories[0]} />
        <div className="mt-5 flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 gap-4">
            <ProviderMark
              logoUrl={profile.logoUrl}
              eager
              name={profile.name}
              category={profile.categories[0]}
              size="lg"
              className="max-sm:hidden"
            />
            <div className="min-w-0 space-y-2">
              <h1
                id="provider-name"
                className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl"
              >
                {profile.name}
              </h1>
              {showCompany && <p className="text-slate-600">{profile.companyName}</p>}
              <p className="font-medium text-slate-700">
                <span className="sr-only">{t('header.categories')}: </span>
                {profile.categories.map((slug) => categoryName(slug, language)).join(' · ')}
              </p>
              <p className="flex flex-wrap items-center gap-x-1.5 text-slate-700">
                <MapPin className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                {t('header.basedIn', { locality: placeName(profile.locality, language) })}
                {distance !== null && (
                  <span className="text-slate-600">
                    · {t('header.distance', { distance: formatDistance(distance, language) })}
                  </span>
                )}
              </p>
              {profile.medianResponseMinutes !== null && (
                <p className="flex items-center gap-x-1.5 text-slate-700">
                  <Clock className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                  <ResponseTimeText minutes={profile.medianResponseMinutes} />
                </p>
              )}
              <HeaderRating rating={profile.rating} reviewCount={profile.reviewCount} />
              <div className="pt-1">
                <TrustBadges checks={trustChecks(profile)} />
              </div>
            </div>
          </div>
          <div ref={actions} className="flex shrink-0 flex-col gap-3 sm:flex-row lg:w-64 lg:flex-col">
            <RequestQuoteDialog provider={profile} />
            <SecondaryContact profile={profile} />
            <SaveProviderButton provider={profile} className="justify-center" />
          </div>
        </div>
      </Container>
      <StickyQuoteBar provider={profile} headerActions={actions} />
    </div>
  )
}

/** The second action: a call where there is a phone number, an email otherwise. */
function SecondaryContact({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const classes = buttonClasses('secondary', 'lg', 'w-full sm:flex-1 lg:flex-none')
  if (profile.phone) {
    return (
      <a
        href={telHref(profile.phone)}
        className={classes}
        aria-label={t('actions.callLabel', { name: profile.name, phone: profile.phone })}
      >
        <Phone className="size-5" aria-hidden="true" />
        {t('actions.call')}
      </a>
    )
  }
  if (profile.email) {
    return (
      <a
        href={`mailto:${profile.email}`}
        className={classes}
        aria-label={t('actions.emailLabel', { name: profile.name, email: profile.email })}
      >
        <Mail className="size-5" aria-hidden="true" />
        {t('actions.email')}
      </a>
    )
  }
  return null
}

function ResponseTimeText({ minutes }: { minutes: number }) {
  const { t } = useTranslation('providers')
  const { unit, count } = responseTime(minutes)
  return <>{t(`response.${unit}`, { count })}</>
}
