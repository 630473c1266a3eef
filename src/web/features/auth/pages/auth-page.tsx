import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { AuthTabs } from '@web/features/auth/components/auth-tabs'
import { redirectTarget } from '@web/features/auth/components/redirect-target'
import { VerificationNotice } from '@web/features/auth/components/verification-notice'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

export function AuthPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const wanted = redirectTarget(params.get('redirect'))
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-xl space-y-6">
          {wanted && (
            <Callout title={t('continueTo', { path: wanted })}>
              <p>{t('continueToBody')}</p>
            </Callout>
          )}
          <VerificationNotice />
          <AuthTabs />
        </div>
      </Container>
    </>
  )
}
