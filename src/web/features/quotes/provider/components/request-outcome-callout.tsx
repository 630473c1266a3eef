import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { Callout } from '@web/components/ui/callout'
import { requestOutcome } from '@web/features/quotes/provider/lib/request-view'
import { useTranslation } from 'react-i18next'

/** Where a closed or accepted request stands, in the provider's words (the customer's reason verbatim). */
export function RequestOutcomeCallout({ detail }: { detail: QuoteRequestDetail }) {
  const { t } = useTranslation('quotes')
  const outcome = requestOutcome(detail)
  if (!outcome) return null
  if (outcome === 'declined' && detail.declined) {
    return (
      <Callout title={t('response.outcome.declined')}>
        <p>{t(`decline.reasons.${detail.declined.reason}`)}</p>
        {detail.declined.note && (
          <p className="mt-1 whitespace-pre-line break-words">“{detail.declined.note}”</p>
        )}
      </Callout>
    )
  }
  const tone = outcome === 'accepted' || outcome === 'completed' ? 'success' : 'info'
  return (
    <Callout tone={tone} title={t(`response.outcome.${outcome}`)}>
      {outcome === 'rejected' && detail.rejectReason ? (
        <p className="whitespace-pre-line break-words">“{detail.rejectReason}”</p>
      ) : (
        <p>{t(`response.outcome.${outcome}Body`)}</p>
      )}
    </Callout>
  )
}
