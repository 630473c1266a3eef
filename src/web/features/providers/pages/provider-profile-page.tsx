import { Container } from '@web/components/ui/container'
import { isNotFound, useProviderProfile } from '@web/features/providers/api/get-provider-profile'
import { AboutSection } from '@web/features/providers/components/about-section'
import { ContactCard } from '@web/features/providers/components/contact-card'
import { CredentialsCard } from '@web/features/providers/components/credentials-card'
import { GallerySection } from '@web/features/providers/components/gallery/gallery-section'
import { LanguagesCard } from '@web/features/providers/components/languages-card'
import { LocationSection } from '@web/features/providers/components/location-section'
import { OpeningHoursCard } from '@web/features/providers/components/opening-hours-card'
import { ProviderHeader } from '@web/features/providers/components/provider-header'
import { ProviderLoadError } from '@web/features/providers/components/provider-load-error'
import { ProviderNotFound } from '@web/features/providers/components/provider-not-found'
import { ProviderProfileSkeleton } from '@web/features/providers/components/provider-profile-skeleton'
import { ReviewsSection } from '@web/features/providers/components/reviews/reviews-section'
import { ServicesSection } from '@web/features/providers/components/services-section'
import { TrustCard } from '@web/features/providers/components/trust-card'
import { useProfileMeta } from '@web/features/providers/hooks/use-profile-meta'
import { trustChecks } from '@web/features/providers/lib/trust-checks'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

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
