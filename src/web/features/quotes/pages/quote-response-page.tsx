import { LocalizedLink } from '@web/app/shell/localized-link'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { QuoteForm } from '../components/quote-form'
import { RequestSummaryCard } from '../components/request-summary-card'

/** /business/quote-requests/:requestId and /provider/quotes/:requestId: one page, reached from the provider's email. */
export function QuoteResponsePage() {
  const { t } = useTranslation('quotes')
  const { requestId = '' } = useParams()
  const [params] = useSearchParams()
  const decline = new URLSearchParams({ request: requestId })
  const token = params.get('token')
  if (token) decline.set('token', token)

  return (
    <>
      <PageHeader title={t('response.title')} lead={t('response.lead', { id: requestId })} />
      <Container className="space-y-8 py-8 sm:py-10">
        <AvailableSoon what={t('response.availableSoon')}>
          <LocalizedLink
            to="/contact"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            {t('response.contact')}
          </LocalizedLink>
        </AvailableSoon>
        <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
          <RequestSummaryCard requestId={requestId} />
          <QuoteForm declineHref={`/decline?${decline.toString()}`} />
        </div>
      </Container>
    </>
  )
}
