import {
  ANALYTICS_PERIODS,
  type Analytics,
  AnalyticsPeriodQuerySchema,
  type AnalyticsQuery,
  conversion,
  FUNNEL_STAGES,
  type SplitRow,
} from '@shared/admin/analytics-schemas'
import { categoryName, isCategorySlug } from '@shared/catalog/categories'
import { formatNumber } from '@shared/format/number'
import { Badge } from '@web/components/ui/badge'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useAnalytics } from '@web/features/admin/api/console-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { ChartCard } from '@web/features/admin/insights/chart-card'
import { CommuneChoropleth } from '@web/features/admin/insights/commune-choropleth'
import { LandingVersionTable } from '@web/features/admin/insights/landing-version-table'
import { useSchemaQuery } from '@web/features/admin/lib/use-schema-query'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

const COLORS = ['#0077a8', '#00a1de', '#7c3aed', '#d97706', '#059669', '#c8102e'] as const
const SPLITS = ['byCategory', 'byCanton', 'byCommune', 'byLanguage', 'byLandingVersion'] as const
type Split = (typeof SPLITS)[number]

const rate = (value: number | null, language: Parameters<typeof formatNumber>[1]) =>
  value === null ? null : formatNumber(value, language, { style: 'percent', maximumFractionDigits: 1 })

function Totals({ data }: { data: Analytics }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {FUNNEL_STAGES.map((stage) => {
        const step = conversion(data.totals, stage)
        return (
          <div
            key={stage}
            className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-slate-600">{t(`analytics.stages.${stage}`)}</dt>
            <dd className="mt-1 text-2xl font-bold">{formatNumber(data.totals[stage], language)}</dd>
            {step !== null && (
              <dd className="text-sm text-slate-600">
                {t('analytics.conversion', { rate: rate(step, language) })}
              </dd>
            )}
          </div>
        )
      })}
    </dl>
  )
}

/** /admin/analytics: the funnel by week, by category, place, language and landing version; supply vs demand. */
export function AdminAnalyticsPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('analytics.title'))
  const { query: values, update } = useSchemaQuery(AnalyticsPeriodQuerySchema)
  const { period } = values
  const custom = period === 'custom'
  const ready = !custom || (values.from && values.to)
  const query: AnalyticsQuery = ready
    ? { period, ...(custom ? { from: values.from, to: values.to } : {}) }
    : { period: '90' }
  const analytics = useAnalytics(query)
  const [split, setSplit] = useState<Split>('byCategory')
  const stage = (key: (typeof FUNNEL_STAGES)[number]) => t(`analytics.stages.${key}`)
  const splitLabel = (key: string) => {
    if (split === 'byCategory' && isCategorySlug(key)) return categoryName(key, language)
    if (split === 'byLanguage') return t(`languages.${key}`, { defaultValue: key })
    if (split === 'byLandingVersion') return t('analytics.version', { version: key })
    return key
  }

  const controls = (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <FormField label={t('analytics.period')}>
          {(field) => (
            <Select {...field} value={period} onChange={(event) => update({ period: event.target.value })}>
              {ANALYTICS_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`analytics.periods.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {custom && (
        <>
          <div className="w-44">
            <FormField label={t('analytics.from')}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  value={values.from ?? ''}
                  onChange={(event) => update({ from: event.target.value })}
                />
              )}
            </FormField>
          </div>
          <div className="w-44">
            <FormField label={t('analytics.to')}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  value={values.to ?? ''}
                  onChange={(event) => update({ to: event.target.value })}
                />
              )}
            </FormField>
          </div>
        </>
      )}
    </div>
  )

  if (analytics.isPending)
    return (
      <>
        <AdminPageIntro title={t('analytics.title')} intro={t('analytics.intro')} actions={controls} />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-80 w-full" />
      </>
    )
  if (analytics.isError)
    return (
      <>
        <AdminPageIntro title={t('analytics.title')} intro={t('analytics.intro')} actions={controls} />
        <LoadFailure onRetry={() => void analytics.refetch()} />
      </>
    )
  const data = analytics.data
  const weeks = data.byWeek.map((row) => ({ ...row, label: formatDay(row.key, language) }))
  const splitRows: SplitRow[] = [...data[split]].sort((a, b) => b.requests - a.requests)
  const top = splitRows.slice(0, 12).map((row) => ({ ...row, label: splitLabel(row.key) }))
  const gaps = [...data.supplyDemand]
    .map((row) => ({ ...row, perProvider: row.providers > 0 ? row.requests / row.providers : null }))
    .sort(
      (a, b) =>
        (b.perProvider ?? Number.POSITIVE_INFINITY) - (a.perProvider ?? Number.POSITIVE_INFINITY) ||
        b.requests - a.requests,
    )
  const lacking = gaps.filter((row) => row.requests > 0 && (row.perProvider === null || row.perProvider >= 5))

  return (
    <>
      <AdminPageIntro title={t('analytics.title')} intro={t('analytics.intro')} actions={controls} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('analytics.range', { from: formatDay(data.from, language), to: formatDay(data.to, language) })}
      </p>
      <Totals data={data} />
      <LandingVersionTable query={query} />

      <ChartCard
        title={t('analytics.charts.byWeek')}
        description={t('analytics.charts.byWeekHint')}
        fileName={`funnel-by-week-${data.from}-${data.to}`}
        table={{
          header: [t('analytics.week'), ...FUNNEL_STAGES.map(stage)],
          rows: data.byWeek.map((row) => [row.key, ...FUNNEL_STAGES.map((key) => row[key])]),
        }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={weeks}
              margin={{ top: 4, right: 8, left: 0, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={32} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} />
              <Tooltip />
              <Legend />
              {FUNNEL_STAGES.map((key, index) => (
                <Line
                  key={key}
                  type="monotone"
                  dataKey={key}
                  name={stage(key)}
                  stroke={COLORS[index]}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        }
      />

      <ChartCard
        title={t(`analytics.splits.${split}`)}
        description={t('analytics.charts.splitHint')}
        fileName={`funnel-${split}-${data.from}-${data.to}`}
        actions={
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t('analytics.splitBy')}</span>
            <select
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              value={split}
              onChange={(event) => setSplit(event.target.value as Split)}
            >
              {SPLITS.map((value) => (
                <option key={value} value={value}>
                  {t(`analytics.splits.${value}`)}
                </option>
              ))}
            </select>
          </label>
        }
        table={{
          header: [t('analytics.key'), ...FUNNEL_STAGES.map(stage), t('analytics.acceptRate')],
          rows: splitRows.map((row) => [
            splitLabel(row.key),
            ...FUNNEL_STAGES.map((key) => row[key]),
            rate(row.requests > 0 ? row.accepted / row.requests : null, language),
          ]),
        }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={top}
              layout="vertical"
              margin={{ top: 4, right: 8, left: 8, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="label" tick={{ fontSize: 11 }} width={140} interval={0} />
              <Tooltip />
              <Legend />
              <Bar dataKey="requests" name={stage('requests')} fill={COLORS[2]} isAnimationActive={false} />
              <Bar dataKey="accepted" name={stage('accepted')} fill={COLORS[4]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />

      <CommuneChoropleth
        byCommune={data.byCommune}
        byCanton={data.byCanton}
        period={`${data.from}-${data.to}`}
      />

      <ChartCard
        title={t('analytics.charts.supplyDemand')}
        description={t('analytics.charts.supplyDemandHint', { count: lacking.length })}
        fileName={`supply-demand-${data.from}-${data.to}`}
        chartIsContent
        table={{
          header: [
            t('analytics.categoryCanton'),
            t('analytics.providers'),
            stage('requests'),
            t('analytics.perProvider'),
          ],
          rows: gaps.map((row) => [
            `${categoryName(row.category, language)} · ${row.canton}`,
            row.providers,
            row.requests,
            row.perProvider === null
              ? null
              : formatNumber(row.perProvider, language, { maximumFractionDigits: 1 }),
          ]),
        }}
        chart={
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard
          <div tabIndex={0} className="h-full overflow-auto">
            <ul className="divide-y divide-slate-100 text-sm">
              {lacking.slice(0, 20).map((row) => (
                <li
                  key={`${row.category}-${row.canton}`}
                  className="flex items-center justify-between gap-3 py-2"
                >
                  <span>
                    {categoryName(row.category, language)} · {row.canton}
                  </span>
                  <span className="flex items-center gap-2 tabular-nums">
                    {t('analytics.gap', { requests: row.requests, providers: row.providers })}
                    <Badge tone={row.providers === 0 ? 'danger' : 'warning'}>
                      {row.providers === 0 ? t('analytics.noProvider') : t('analytics.few')}
                    </Badge>
                  </span>
                </li>
              ))}
              {lacking.length === 0 && (
                <li className="py-8 text-center text-slate-600">{t('analytics.noGap')}</li>
              )}
            </ul>
          </div>
        }
      />
    </>
  )
}
