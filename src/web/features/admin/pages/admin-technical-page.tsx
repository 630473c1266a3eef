import { AvailableSoon } from '@web/components/ui/available-soon'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { MetricTiles } from '@web/features/admin/components/metric-tiles'
import { useTranslation } from 'react-i18next'

const METRICS = ['uptime', 'responseTime', 'errorRate', 'requestsPerMinute', 'database', 'memory'] as const

export function AdminTechnicalPage() {
  const { t } = useTranslation('admin')
  return (
    <>
      <AdminPageIntro title={t('technical.title')} intro={t('technical.intro')} />
      <AvailableSoon what={t('technical.availableSoon')} />
      <MetricTiles labels={METRICS.map((metric) => t(`technical.metrics.${metric}`))} />
    </>
  )
}
