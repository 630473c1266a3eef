import { useMutation } from '@tanstack/react-query'
import { LocalizedLink } from '@web/app/shell/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { CheckCircle2, Hammer, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { quoteApi } from '../api/quote-api'
import { formatEuro } from '../components/format-euro'
import { MessageThread } from '../components/messages/message-thread'
import { QuoteForm } from '../components/quote-form'
import { RequestSummaryCard } from '../components/request-summary-card'
import { RequestUnavailable } from '../provider/request-unavailable'
import { useRequestDetail } from '../provider/use-request-detail'

/**
 * /business/quote-requests/:requestId and /provider/quotes/:requestId: one page, reached from the
 * provider's email link (?token=, no login needed) or from the dashboard. The server decides who sees what.
 */
export function QuoteResponsePage() {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const { requestId = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token')
  const id = Number(requestId)
  const detail = useRequestDetail(id, token)
  const [revising, setRevising] = useState(false)
  const progress = useMutation({
    mutationFn: (step: 'start' | 'complete') => quoteApi.progress(id, step, token),
    onSuccess: (_, step) => {
      toast.success(t(step === 'start' ? 'response.started' : 'response.completed'))
      void detail.refetch()
    },
    onError: () => toast.error(t('response.updateFailed')),
  })
  const declineHref = `/decline?${new URLSearchParams({ request: String(id), ...(token ? { token } : {}) })}`
  const data = detail.data

  return (
    <>
      <PageHeader title={t('response.title')} lead={t('response.lead', { id: requestId })} />
      <Container className="space-y-6 py-8 sm:py-10">
        {detail.unavailable ? (
          <RequestUnavailable message={detail.unavailableMessage} />
        ) : detail.isError ? (
          <Callout tone="error" title={t('response.loadFailed')}>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => void detail.refetch()}>
              {t('myRequests.retry')}
            </Button>
          </Callout>
        ) : !data ? (
          <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]" aria-busy="true">
            <span className="sr-only">{t('response.loading')}</span>
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-96 w-full" />
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
            <RequestSummaryCard detail={data} />
            <div className="min-w-0 space-y-6">
              {data.viewer === 'customer' && (
                <Callout tone="info" title={t('response.yourRequest')}>
                  <LocalizedLink
                    to="/my-requests"
                    className="font-medium text-brand-700 underline underline-offset-4"
                  >
                    {t('response.toMyRequests')}
                  </LocalizedLink>
                </Callout>
              )}
              {data.declined && (
                <Callout tone="info" title={t('response.declinedTitle')}>
                  {t(`decline.reasons.${data.declined.reason}`)}
                  {data.declined.note ? ` — “${data.declined.note}”` : ''}
                </Callout>
              )}
              {data.rejectReason && !data.declined && (
                <Callout tone="info" title={t('response.rejectedTitle')}>
                  {data.rejectReason}
                </Callout>
              )}
              {data.quote && !(revising && data.actions.includes('quote')) && (
                <Card>
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="text-lg font-semibold">{t('response.quoteSent')}</h2>
                    <p className="text-xl font-bold tabular-nums">
                      {formatEuro(data.quote.totalCost, language)}
                    </p>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('response.quoteLine', {
                      materials: formatEuro(data.quote.materialsCost, language),
                      labour: formatEuro(data.quote.laborCost, language),
                      start: data.quote.startDate,
                      end: data.quote.completionDate,
                    })}
                  </p>
                  {data.quote.message && (
                    <p className="mt-3 whitespace-pre-line text-slate-700">{data.quote.message}</p>
                  )}
                  {data.actions.includes('quote') && (
                    <Button variant="secondary" size="sm" className="mt-4" onClick={() => setRevising(true)}>
                      {t('response.form.revise')}
                    </Button>
                  )}
                </Card>
              )}
              {data.actions.includes('quote') && (!data.quote || revising) && (
                <QuoteForm
                  requestId={id}
                  token={token}
                  clientName={data.customer.name}
                  existing={data.quote}
                  onSent={() => {
                    setRevising(false)
                    void detail.refetch()
                  }}
                />
              )}
              {(data.actions.includes('start') ||
                data.actions.includes('complete') ||
                data.actions.includes('decline')) && (
                <div className="flex flex-wrap gap-3">
                  {data.actions.includes('start') && (
                    <Button loading={progress.isPending} onClick={() => progress.mutate('start')}>
                      <Hammer className="size-5" aria-hidden="true" />
                      {t('response.start')}
                    </Button>
                  )}
                  {data.actions.includes('complete') && (
                    <Button loading={progress.isPending} onClick={() => progress.mutate('complete')}>
                      <CheckCircle2 className="size-5" aria-hidden="true" />
                      {t('response.complete')}
                    </Button>
                  )}
                  {data.actions.includes('decline') && (
                    <LocalizedLink to={declineHref} className={buttonClasses('ghost', 'md', 'sm:ml-auto')}>
                      <X className="size-5" aria-hidden="true" />
                      {t('response.form.decline')}
                    </LocalizedLink>
                  )}
                </div>
              )}
              {data.viewer !== 'admin' && (
                <Card>
                  <h2 className="mb-3 text-lg font-semibold">{t('messages.title')}</h2>
                  <MessageThread
                    requestId={id}
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
