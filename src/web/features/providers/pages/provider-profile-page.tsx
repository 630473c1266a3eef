import { isNotFound, useProviderProfile } from '@web/features/providers/api/get-provider-profile'
import { ProviderHeader } from '@web/features/providers/components/provider-header'
import { ProviderLoadError } from '@web/features/providers/components/provider-load-error'
import { ProviderNotFound } from '@web/features/providers/components/provider-not-found'
import { ProviderProfileSkeleton } from '@web/features/providers/components/provider-profile-skeleton'
import { useProfileMeta } from '@web/features/providers/hooks/use-profile-meta'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

// Everything under the header is its own chunk, out of the profile's first load: the
// server renders it whole and the browser hydrates it once its code is in, the header first,
// keeping the server's HTML meanwhile.
const ProviderProfileBody = lazy(async () => ({
  default: (await import('@web/features/providers/components/provider-profile-body')).ProviderProfileBody,
}))

/** /providers/:slug: header (name, badges, rating, distance, actions), then services, gallery, reviews, map. */
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

  return (
    <article aria-labelledby="provider-name">
      <ProviderHeader profile={profile.data} />
      {/* A page drawn in the browser keeps the room below the header while the rest loads. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <ProviderProfileBody profile={profile.data} profileLoadedAt={profile.dataUpdatedAt} />
      </Suspense>
    </article>
  )
}
