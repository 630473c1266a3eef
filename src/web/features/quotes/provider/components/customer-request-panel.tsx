import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'
import { SubmittedQuoteCard } from './submitted-quote-card'

/** The customer opened their own request: the provider's answer read-only; decisions live in My requests. */
export function CustomerRequestPanel({ detail }: { detail: QuoteRequestDetail }) {
  const { t } = useTranslation('quotes')
  return (
    <div className="space-y-6">
      <Callout title={t('response.yourRequest', { name: detail.provider.name })}>
        <p>{t('response.yourRequestBody')}</p>
        <LocalizedLink to="/my-requests" className={buttonClasses('secondary', 'sm', 'mt-3')}>
          {t('response.toMyRequests')}
        </LocalizedLink>
      </Callout>
      {detail.declined && (
        <Callout title={t('response.customer.declined', { name: detail.provider.name })}>
          <p>{t(`decline.reasons.${detail.declined.reason}`)}</p>
          {detail.declined.note && (
            <p className="mt-1 whitespace-pre-line break-words">“{detail.declined.note}”</p>
          )}
        </Callout>
      )}
      {detail.quote ? (
        <SubmittedQuoteCard
          quote={detail.quote}
          title={t('response.customer.quoteFrom', { name: detail.provider.name })}
        />
      ) : (
        !detail.declined && (
          <Callout>{t('response.customer.waiting', { name: detail.provider.name })}</Callout>
        )
      )}
    </div>
  )
}
