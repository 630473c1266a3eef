import { useLocalizedPath } from '@web/app/shell/localized-link'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { DeclineForm } from '../components/decline-form'
import { RequestUnavailable } from '../provider/request-unavailable'
import { useRequestDetail } from '../provider/use-request-detail'

/** /decline?request=&token=: the provider says no, with a reason, from the email link. */
export function DeclinePage() {
  const { t } = useTranslation('quotes')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  const id = Number(params.get('request'))
  const token = params.get('token')
  const detail = useRequestDetail(id, token)
  const query = new URLSearchParams({ ...(token ? { token } : {}) }).toString()
  const backHref = `/business/quote-requests/${id}${query ? `?${query}` : ''}`
  const data = detail.data

  return (
    <>
      <PageHeader
        title={t('decline.title')}
        lead={data ? t('decline.leadWithName', { name: data.project.name }) : t('decline.lead')}
      />
      <Container className="max-w-3xl space-y-8 py-8 sm:py-10">
        {detail.unavailable ? (
          <RequestUnavailable message={detail.unavailableMessage} />
        ) : !data ? (
          <Skeleton className="h-72 w-full" />
        ) : !data.actions.includes('decline') ? (
          <Callout tone="info" title={t('decline.notPossible')}>
            {t('decline.notPossibleBody')}
          </Callout>
        ) : (
          <DeclineForm
            requestId={id}
            token={token}
            backHref={backHref}
            onDeclined={() =>
              navigate(
                localized(
                  `/decline-success?${new URLSearchParams({ request: String(id), ...(token ? { token } : {}) })}`,
                ),
              )
            }
          />
        )}
      </Container>
    </>
  )
}
