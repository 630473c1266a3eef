import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuthTabs } from '../components/auth-tabs'
import { redirectTarget } from '../components/redirect-target'
import { VerificationNotice } from '../components/verification-notice'

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
