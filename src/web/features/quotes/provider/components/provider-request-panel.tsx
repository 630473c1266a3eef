import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { type ProgressStep, useProgressRequest } from '@web/features/quotes/api/progress-request'
import { QuoteForm } from '@web/features/quotes/components/quote-form'
import { quotePanel } from '@web/features/quotes/provider/lib/request-view'
import { toast } from '@web/lib/toast/toast'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RequestActions } from './request-actions'
import { RequestOutcomeCallout } from './request-outcome-callout'
import { SubmittedQuoteCard } from './submitted-quote-card'

/** The provider's side of a request: where it stands, the quote (to send, revise or read) and the job steps. */
export function ProviderRequestPanel({
  detail,
  token,
  canUseTemplates,
  onAnnounce,
}: {
  detail: QuoteRequestDetail
  token: string | null
  canUseTemplates: boolean
  onAnnounce: (text: string) => void
}) {
  const { t } = useTranslation('quotes')
  const [revising, setRevising] = useState(false)
  const [focusQuote, setFocusQuote] = useState(false)
  const quoteRef = useRef<HTMLDivElement>(null)
  const progress = useProgressRequest(detail.id, token)
  const panel = quotePanel(detail, revising)

  useEffect(() => {
    if (focusQuote && panel === 'quote') {
      quoteRef.current?.focus()
      setFocusQuote(false)
    }
  }, [focusQuote, panel])

  const onProgress = (step: ProgressStep) => {
    if (progress.isPending) return
    progress.mutate(step, {
      onSuccess: () => {
        const text = t(step === 'start' ? 'response.started' : 'response.completed')
        toast.success(text)
        onAnnounce(text)
      },
      onError: () => {
        toast.error(t('response.updateFailed'))
        onAnnounce(t('response.updateFailed'))
      },
    })
  }

  return (
    <div className="space-y-6">
      <RequestOutcomeCallout detail={detail} />
      {panel === 'form' && (
        <QuoteForm
          key={detail.quote?.updatedAt ?? 'new'}
          requestId={detail.id}
          token={token}
          clientName={detail.customer.name}
          category={detail.project.category}
          existing={detail.quote}
          canUseTemplates={canUseTemplates}
          onSent={() => {
            onAnnounce(t(detail.quote ? 'response.form.revised' : 'response.form.sent'))
            setRevising(false)
            setFocusQuote(true)
          }}
          onCancel={detail.quote ? () => setRevising(false) : undefined}
        />
      )}
      {panel === 'quote' && detail.quote && (
        <div ref={quoteRef} tabIndex={-1} className="rounded-[var(--radius-card)] focus:outline-none">
          <SubmittedQuoteCard
            quote={detail.quote}
            title={t('response.quoteSent')}
            onRevise={detail.actions.includes('quote') ? () => setRevising(true) : undefined}
          />
        </div>
      )}
      <RequestActions
        detail={detail}
        token={token}
        pendingStep={progress.isPending ? (progress.variables ?? null) : null}
        onProgress={onProgress}
      />
    </div>
  )
}
