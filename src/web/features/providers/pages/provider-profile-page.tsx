import { Container } from '@web/components/ui/container'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { isNotFound, useProviderProfile } from '../api/get-provider-profile'
import { AboutSection } from '../components/about-section'
import { ContactCard } from '../components/contact-card'
import { CredentialsCard } from '../components/credentials-card'
import { GallerySection } from '../components/gallery/gallery-section'
import { LanguagesCard } from '../components/languages-card'
import { LocationSection } from '../components/location-section'
import { OpeningHoursCard } from '../components/opening-hours-card'
import { ProviderHeader } from '../components/provider-header'
import { ProviderLoadError } from '../components/provider-load-error'
import { ProviderNotFound } from '../components/provider-not-found'
import { ProviderProfileSkeleton } from '../components/provider-profile-skeleton'
import { ReviewsSection } from '../components/reviews/reviews-section'
import { ServicesSection } from '../components/services-section'
import { TrustCard } from '../components/trust-card'
import { useProfileMeta } from '../hooks/use-profile-meta'
import { trustChecks } from '../lib/trust-checks'

/** /providers/:slug — UI.md: header (name, badges, rating, distance, actions), then services, gallery, reviews, map. */
export function ProviderProfilePage() {
  const { slug = '' } = useParams()
  const { t } = useTranslation('providers')
  const profile = useProviderProfile(slug)
  useProfileMeta(profile.data)

  if (!profile.data) {
    if (profile.isPending) return <ProviderProfileSkeleton label={t('loading')} />
    if (isNotFound(profile.error)) return <ProviderNotFound />
    return <ProviderLoadError retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
  }

  const data = profile.data
  return (
    <article aria-labelledby="provider-name">
      <ProviderHeader profile={data} />
      <Container className="grid gap-10 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <AboutSection profile={data} />
          <ServicesSection profile={data} />
          <GallerySection images={data.gallery} />
          <ReviewsSection profile={data} profileLoadedAt={profile.dataUpdatedAt} />
          <LocationSection profile={data} />
        </div>
        {/* Not an <aside>: a complementary landmark may not sit inside <main>. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <ContactCard profile={data} />
          <OpeningHoursCard profile={data} />
          <TrustCard checks={trustChecks(data)} />
          <LanguagesCard codes={data.languages} />
          <CredentialsCard profile={data} />
        </div>
      </Container>
    </article>
  )
}
