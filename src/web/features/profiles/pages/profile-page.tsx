import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useProfile } from '@web/features/profiles/api/get-profile'
import { ProfileForm } from '@web/features/profiles/components/profile-form'
import { ProfileSkeleton } from '@web/features/profiles/components/profile-skeleton'
import { useAuth } from '@web/lib/auth/auth-context'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function ProfilePage() {
  const { t } = useTranslation('profiles')
  const { refresh } = useAuth()
  const profile = useProfile()
  return (
    <>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
      <Container className="max-w-4xl py-8 sm:py-10">
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <Callout tone="error" title={t('profile.loadFailed')}>
            <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
              <RotateCw className="size-5" aria-hidden="true" />
              {t('profile.retry')}
            </Button>
          </Callout>
        ) : (
          <ProfileForm
            key={profile.data.id}
            profile={profile.data}
            // The header shows the name (and a customer's open projects) from the auth state.
            onSaved={() => void refresh().catch(() => undefined)}
          />
        )}
      </Container>
    </>
  )
}
