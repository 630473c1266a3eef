import { AvailableSoon } from '@web/components/ui/available-soon'
import { FormField, Select } from '@web/components/ui/form-field'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { ChartFrame } from '@web/features/admin/components/chart-frame'
import { MetricTiles } from '@web/features/admin/components/metric-tiles'
import { useTranslation } from 'react-i18next'

const PERIODS = ['7d', '30d', '12m'] as const
const METRICS = ['visitors', 'conversations', 'requests', 'providers'] as const

export function AdminAnalyticsPage() {
  const { t } = useTranslation('admin')
  const period = (
    <fieldset disabled className="sm:w-56">
      <FormField label={t('analytics.period')}>
        {(field) => (
          <Select {...field} name="period" defaultValue="30d">
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`analytics.periods.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </fieldset>
  )
  return (
    <>
      <AdminPageIntro title={t('analytics.title')} intro={t('analytics.intro')} actions={period} />
      <AvailableSoon what={t('analytics.availableSoon')} />
      <MetricTiles labels={METRICS.map((metric) => t(`analytics.metrics.${metric}`))} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFrame id="admin-chart-over-time" title={t('analytics.charts.requestsOverTime')} />
        <ChartFrame id="admin-chart-by-category" title={t('analytics.charts.requestsByCategory')} />
      </div>
    </>
  )
}
