import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { ReportButton } from '@web/components/report-dialog'
import { trustChecks } from '@web/components/trust/trust-checks'
import { Container } from '@web/components/ui/container'
import { AboutSection } from '@web/features/providers/components/about-section'
import { ContactCard } from '@web/features/providers/components/contact-card'
import { CredentialsCard } from '@web/features/providers/components/credentials-card'
import { GallerySection } from '@web/features/providers/components/gallery/gallery-section'
import { LanguagesCard } from '@web/features/providers/components/languages-card'
import { LocationSection } from '@web/features/providers/components/location-section'
import { OpeningHoursCard } from '@web/features/providers/components/opening-hours-card'
import { ReviewsSection } from '@web/features/providers/components/reviews/reviews-section'
import { ServicesSection } from '@web/features/providers/components/services-section'
import { TrustCard } from '@web/features/providers/components/trust-card'

/** Under the profile's header: services, gallery, reviews and map, with the contact and facts beside them. */
export function ProviderProfileBody({
  profile,
  profileLoadedAt,
}: {
  profile: ProviderProfile
  profileLoadedAt: number
}) {
  return (
    <Container className="grid gap-10 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
      <div className="min-w-0 space-y-12">
        <AboutSection profile={profile} />
        <ServicesSection profile={profile} />
        <GallerySection images={profile.gallery} />
        <ReviewsSection profile={profile} profileLoadedAt={profileLoadedAt} />
        <LocationSection profile={profile} />
      </div>
      {/* Not an <aside>: a complementary landmark may not sit inside <main>. */}
      <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
        <ContactCard profile={profile} />
        <OpeningHoursCard profile={profile} />
        <TrustCard checks={trustChecks(profile)} />
        <LanguagesCard codes={profile.languages} />
        <CredentialsCard profile={profile} />
        <ReportButton targetType="provider" targetId={profile.id} />
      </div>
    </Container>
  )
}
