import { roleOf } from '@shared/accounts/user-types'
import { useAuth } from '@web/app/auth/auth-context'
import { LocalizedLink } from '@web/app/shell/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/** /decline-success: the provider's decline went through; the customer has been told. */
export function DeclineSuccessPage() {
  const { t } = useTranslation('quotes')
  const [params] = useSearchParams()
  const user = useAuth().user
  const id = params.get('request')
  const token = params.get('token')
  const back = id
    ? `/business/quote-requests/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`
    : null
  return (
    <>
      <PageHeader title={t('declineSuccess.title')} lead={t('declineSuccess.lead')} />
      <Container className="max-w-3xl py-8 sm:py-10">
        <Card className="text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-700" aria-hidden="true" />
          <p role="status" className="mt-3 text-xl font-semibold">
            {t('declineSuccess.heading')}
          </p>
          <p className="mt-1 text-slate-700">{t('declineSuccess.body')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {back && (
              <LocalizedLink to={back} className={buttonClasses('secondary')}>
                {t('declineSuccess.back')}
              </LocalizedLink>
            )}
            {user && roleOf(user.type) === 'provider' ? (
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
