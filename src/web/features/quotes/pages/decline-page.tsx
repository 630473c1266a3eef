import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { useQuoteRequest } from '@web/features/quotes/api/get-quote-request'
import { DeclineForm } from '@web/features/quotes/components/decline-form'
import { placeOf } from '@web/features/quotes/components/request-summary-card'
import { RequestUnavailable } from '@web/features/quotes/provider/components/request-unavailable'
import {
  declineSuccessPath,
  requestIdFrom,
  requestPath,
} from '@web/features/quotes/provider/lib/request-links'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

/** /decline?request=&token=: the provider says no, with a reason, straight from the email link. */
export function DeclinePage() {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const localized = useLocalizedPath()
  const id = requestIdFrom(params.get('request'))
  const token = params.get('token')
  const detail = useQuoteRequest(id, token)
  const data = detail.data
  useDocumentTitle(t('decline.title'))

  return (
    <>
      <PageHeader title={t('decline.title')} lead={t('decline.lead')} />
      <Container className="max-w-3xl space-y-6 py-8 sm:py-10">
        {detail.unavailable ? (
          <RequestUnavailable message={detail.unavailableMessage} />
        ) : detail.isError ? (
          <NotLoaded
            title={t('response.loadFailed')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : !data ? (
          <div className="space-y-6" aria-busy="true">
            <span className="sr-only">{t('response.loading')}</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-96 w-full" />
          </div>
        ) : (
          <>
            <Card>
              <h2 className="text-lg font-semibold break-words">
                <ProjectTitle project={data.project} />
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t('decline.projectLine', {
                  id: data.id,
                  customer: data.customer.name,
                  place: placeOf(data.project, language),
                })}
              </p>
            </Card>
            {data.actions.includes('decline') ? (
              <DeclineForm
                requestId={data.id}
                token={token}
                backHref={requestPath(data.id, token)}
                onDeclined={() => navigate(localized(declineSuccessPath(data.id, token)))}
              />
            ) : (
              <Card role="status">
                <div className="flex gap-3">
                  <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div>
                    <h2 className="font-semibold">
                      {data.declined ? t('decline.alreadyDeclined') : t('decline.notPossible')}
                    </h2>
                    <p className="mt-1 text-slate-700">
                      {data.declined ? t('decline.alreadyDeclinedBody') : t('decline.notPossibleBody')}
                    </p>
                    <LocalizedLink
                      to={requestPath(data.id, token)}
                      className={buttonClasses('secondary', 'md', 'mt-4')}
                    >
                      {t('decline.back')}
                    </LocalizedLink>
                  </div>
                </div>
              </Card>
            )}
          </>
        )}
      </Container>
    </>
  )
}
