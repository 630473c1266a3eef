import { LocalizedLink } from '@web/app/shell/localized-link'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DeclineForm } from '../components/decline-form'

export function DeclinePage() {
  const { t } = useTranslation('quotes')
  const [params] = useSearchParams()
  const requestId = params.get('request')
  const back = new URLSearchParams()
  const token = params.get('token')
  if (token) back.set('token', token)
  const backHref = requestId
    ? `/provider/quotes/${encodeURIComponent(requestId)}${back.size ? `?${back.toString()}` : ''}`
    : null

  return (
    <>
      <PageHeader
        title={t('decline.title')}
        lead={requestId ? t('decline.leadWithId', { id: requestId }) : t('decline.lead')}
      />
      <Container className="max-w-3xl space-y-8 py-8 sm:py-10">
        <AvailableSoon what={t('decline.availableSoon')}>
          <LocalizedLink to="/" className={buttonClasses('secondary')}>
            {t('decline.home')}
          </LocalizedLink>
        </AvailableSoon>
        <DeclineForm backHref={backHref} />
      </Container>
    </>
  )
}
