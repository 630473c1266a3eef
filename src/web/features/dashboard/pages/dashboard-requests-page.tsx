import { QuoteStatusFilter } from '@web/components/quote-status-filter'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'

export function DashboardRequestsPage() {
  const { t } = useTranslation('dashboard')
  return (
    <div className="space-y-6">
      <section aria-labelledby="dashboard-requests-title" className="space-y-4">
        <div>
          <h2 id="dashboard-requests-title" className="text-2xl font-semibold">
            {t('requests.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('requests.intro')}</p>
        </div>
        <QuoteStatusFilter
          label={t('requests.filterLabel')}
          labelOf={(status) => t(`status.${status ?? 'all'}`)}
        />
        <Callout>{t('requests.tip')}</Callout>
      </section>
      <AvailableSoon what={t('requests.availableSoon')} />
    </div>
  )
}
