import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { useMyRequests } from '@web/features/quotes/api/get-my-requests'
import { RequestsEmptyState } from '@web/features/quotes/components/requests-empty-state'
import { ProjectCard } from '@web/features/quotes/customer/project-card'
import { useTranslation } from 'react-i18next'

/** /my-requests: every project the customer sent, its quotes compared, and each provider's answer. */
export function MyRequestsPage() {
  const { t } = useTranslation('quotes')
  const mine = useMyRequests()
  return (
    <>
      <PageHeader title={t('myRequests.title')} lead={t('myRequests.lead')} />
      <Container className="space-y-6 py-8 sm:py-10">
        {mine.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <span className="sr-only">{t('myRequests.loading')}</span>
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : mine.isError ? (
          <Callout tone="error" title={t('myRequests.failed')}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void mine.refetch()}>
              {t('myRequests.retry')}
            </Button>
          </Callout>
        ) : mine.data.items.length === 0 ? (
          <RequestsEmptyState />
        ) : (
          mine.data.items.map((item) => <ProjectCard key={item.project.id} item={item} />)
        )}
      </Container>
    </>
  )
}
