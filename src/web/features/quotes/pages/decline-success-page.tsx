import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { requestIdFrom, requestPath } from '@web/features/quotes/provider/lib/request-links'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/** /decline-success: the decline went through and the customer has been told. */
export function DeclineSuccessPage() {
  const { t } = useTranslation('quotes')
  const [params] = useSearchParams()
  const role = useAccountRole()
  const id = requestIdFrom(params.get('request'))
  const token = params.get('token')
  useDocumentTitle(t('declineSuccess.title'))
  return (
    <>
      <PageHeader title={t('declineSuccess.title')} />
      <Container className="max-w-3xl py-8 sm:py-10">
        <Card className="text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-700" aria-hidden="true" />
          <div role="status">
            <h2 className="mt-3 text-xl font-semibold">{t('declineSuccess.heading')}</h2>
            <p className="mt-1 text-slate-700">{t('declineSuccess.body')}</p>
          </div>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {Number.isInteger(id) && (
              <LocalizedLink to={requestPath(id, token)} className={buttonClasses('secondary')}>
                {t('declineSuccess.back')}
              </LocalizedLink>
            )}
            {role === 'provider' ? (
              <LocalizedLink to="/dashboard/requests" className={buttonClasses('primary')}>
                {t('declineSuccess.dashboard')}
              </LocalizedLink>
            ) : (
              <LocalizedLink to="/" className={buttonClasses('primary')}>
                {t('declineSuccess.home')}
              </LocalizedLink>
            )}
          </div>
        </Card>
      </Container>
    </>
  )
}
