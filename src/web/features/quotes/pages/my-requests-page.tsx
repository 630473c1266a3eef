import { QuoteStatusFilter } from '@web/components/quote-status-filter'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { RequestsEmptyState } from '../components/requests-empty-state'

export function MyRequestsPage() {
  const { t } = useTranslation('quotes')
  return (
    <>
      <PageHeader title={t('myRequests.title')} lead={t('myRequests.lead')} />
      <Container className="space-y-6 py-8 sm:py-10">
        <QuoteStatusFilter
          label={t('myRequests.filterLabel')}
          labelOf={(status) => t(`status.${status ?? 'all'}`)}
        />
        <RequestsEmptyState />
        <AvailableSoon what={t('myRequests.availableSoon')} />
      </Container>
    </>
  )
}
