import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ProfileSection } from '@web/features/providers/components/profile-section'
import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RatingSummary } from './rating-summary'
import { ReviewComposer } from './review-composer'
import { ReviewList } from './review-list'

export function ReviewsSection({
  profile,
  profileLoadedAt,
}: {
  profile: ProviderProfile
  profileLoadedAt: number
}) {
  const { t } = useTranslation('providers')
  const [ownReviewId, setOwnReviewId] = useState<number | null>(null)
  return (
    <ProfileSection id="reviews" title={t('reviews.title')}>
      <div className="space-y-6">
        <div className="space-y-3">
          <RatingSummary
            rating={profile.rating}
            reviewCount={profile.reviewCount}
            breakdown={profile.ratingBreakdown}
          />
          <LocalizedLink
            to="/review-policy"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            <ScrollText className="size-4 shrink-0" aria-hidden="true" />
            {t('reviews.policyLink')}
          </LocalizedLink>
        </div>
        <div className="min-w-0 space-y-4">
          <ReviewComposer
            slug={profile.slug}
            providerName={profile.name}
            published={ownReviewId !== null}
            onPublished={(review) => setOwnReviewId(review.id)}
          />
          <ReviewList profile={profile} profileLoadedAt={profileLoadedAt} ownReviewId={ownReviewId} />
        </div>
      </div>
    </ProfileSection>
  )
}
