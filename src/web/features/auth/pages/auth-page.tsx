import { LocalizedLink } from '@web/app/shell/localized-link'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { MessageSquareText, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuthTabs } from '../components/auth-tabs'
import { redirectTarget } from '../components/redirect-target'

export function AuthPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const wanted = redirectTarget(params.get('redirect'))
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-10">
        <div className="space-y-6">
          {wanted && (
            <Callout title={t('continueTo', { path: wanted })}>
              <p>{t('continueToBody')}</p>
            </Callout>
          )}
          <AvailableSoon what={t('availableSoon')}>
            <div className="flex flex-wrap gap-3">
              <LocalizedLink to="/directory" className={buttonClasses('primary')}>
                <Search className="size-5" aria-hidden="true" />
                {t('browseDirectory')}
              </LocalizedLink>
              <LocalizedLink to="/#assistant" className={buttonClasses('secondary')}>
                <MessageSquareText className="size-5" aria-hidden="true" />
                {t('askAssistant')}
              </LocalizedLink>
            </div>
          </AvailableSoon>
        </div>
        <div>
          <AuthTabs />
        </div>
      </Container>
    </>
  )
}
