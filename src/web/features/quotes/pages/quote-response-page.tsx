import { projectTitle } from '@shared/quotes/job-title'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { useQuoteRequest } from '@web/features/quotes/api/get-quote-request'
import { MessageThread } from '@web/features/quotes/components/messages/message-thread'
import { RequestSummaryCard } from '@web/features/quotes/components/request-summary-card'
import { CustomerRequestPanel } from '@web/features/quotes/provider/components/customer-request-panel'
import { ProviderRequestPanel } from '@web/features/quotes/provider/components/provider-request-panel'
import { RequestUnavailable } from '@web/features/quotes/provider/components/request-unavailable'
import { requestIdFrom } from '@web/features/quotes/provider/lib/request-links'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'

/**
 * /business/quote-requests/:requestId and /provider/quotes/:requestId: one page, reached from the
 * provider's email link (?token=, no login needed) or from the dashboard. The server decides who may
 * see the request and what they may do with it (`actions`).
 */
export function QuoteResponsePage() {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const { requestId } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token')
  const id = requestIdFrom(requestId)
  const detail = useQuoteRequest(id, token)
  const role = useAccountRole()
  const [announcement, setAnnouncement] = useState('')
  const data = detail.data
  useDocumentTitle(data ? projectTitle(data.project, language) : t('response.title'))

  const lead = !data
    ? undefined
    : data.viewer === 'customer'
      ? t('response.leadCustomer', { name: data.provider.name })
      : t('response.leadProvider', { name: data.provider.name })

  return (
    <>
      <PageHeader title={t('response.title')} lead={lead} />
      {/* At least a screen tall: the footer stays below the first screen whether the request loads, opens
          or is refused, instead of rising into view when the refusal replaces the placeholders. */}
      <Container className="min-h-svh py-8 sm:py-10">
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {detail.unavailable ? (
          <RequestUnavailable message={detail.unavailableMessage} />
        ) : detail.isError ? (
          <NotLoaded
            title={t('response.loadFailed')}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : !data ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]" aria-busy="true">
            <span className="sr-only">{t('response.loading')}</span>
            <Skeleton className="h-96 w-full" />
            <Skeleton className="h-[32rem] w-full" />
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
            <RequestSummaryCard detail={data} token={token} />
            <div className="min-w-0 space-y-6">
              {data.viewer === 'customer' ? (
                <CustomerRequestPanel detail={data} />
              ) : (
                <ProviderRequestPanel
                  detail={data}
                  token={token}
                  canUseTemplates={role === 'provider'}
                  onAnnounce={setAnnouncement}
                />
              )}
              {data.viewer !== 'admin' && (
                <Card>
                  <h2 className="mb-3 text-lg font-semibold">{t('messages.title')}</h2>
                  <MessageThread
                    requestId={data.id}
                    token={token}
                    viewer={data.viewer}
                    messages={data.messages}
                    canSend={data.actions.includes('message')}
                    onSent={() => void detail.refetch()}
                  />
                </Card>
              )}
            </div>
          </div>
        )}
      </Container>
    </>
  )
}
