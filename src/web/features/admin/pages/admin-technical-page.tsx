import { TECHNICAL_WINDOWS, type TechnicalPoint, TechnicalQuerySchema } from '@shared/admin/technical-schemas'
import { formatNumber } from '@shared/format/number'
import { FormField, Select } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useTechnical } from '@web/features/admin/api/console-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { DataTable } from '@web/features/admin/components/data-table'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { ChartCard } from '@web/features/admin/insights/chart-card'
import { useSchemaQuery } from '@web/features/admin/lib/use-schema-query'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDateTime, formatTime } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

const COLORS = ['#0077a8', '#d97706', '#c8102e', '#7c3aed'] as const
type Key = Exclude<keyof TechnicalPoint, 't'>
const CHARTS: ReadonlyArray<{ key: string; series: readonly Key[] }> = [
  { key: 'traffic', series: ['requestsPerSecond'] },
  { key: 'errors', series: ['errorRate'] },
  { key: 'latency', series: ['p50Ms', 'p95Ms', 'p99Ms'] },
  { key: 'eventLoop', series: ['eventLoopP99Ms'] },
  { key: 'memory', series: ['rssMb', 'heapUsedMb'] },
  { key: 'database', series: ['dbSizeMb', 'dbPoolInUse', 'dbPoolWaiting'] },
  { key: 'outbox', series: ['outboxBacklog', 'outboxFailed'] },
  { key: 'features', series: ['searchP95Ms', 'assistantP95Ms'] },
]

function duration(seconds: number, t: (key: string, options?: Record<string, unknown>) => string) {
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  return days > 0
    ? t('technical.uptimeDays', { days, hours })
    : t('technical.uptimeHours', { hours, minutes })
}

/** /admin/analytics/technical: the app's own metrics, live over the last hour or day. */
export function AdminTechnicalPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('technical.title'))
  const { query, update } = useSchemaQuery(TechnicalQuerySchema)
  const { window } = query
  const technical = useTechnical(window)
  const controls = (
    <div className="sm:w-72">
      <FormField label={t('technical.window')}>
        {(field) => (
          <Select {...field} value={window} onChange={(event) => update({ window: event.target.value })}>
            {TECHNICAL_WINDOWS.map((value) => (
              <option key={value} value={value}>
                {t(`technical.windows.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  )
  if (technical.isPending)
    return (
      <>
        <AdminPageIntro title={t('technical.title')} intro={t('technical.intro')} actions={controls} />
        <Skeleton className="h-24 w-full" />
      </>
    )
  if (technical.isError)
    return (
      <>
        <AdminPageIntro title={t('technical.title')} intro={t('technical.intro')} actions={controls} />
        <LoadFailure onRetry={() => void technical.refetch()} />
      </>
    )
  const data = technical.data
  const last = data.points.at(-1)
  const number = (value: number | null | undefined, digits = 0) =>
    value === null || value === undefined
      ? '—'
      : formatNumber(value, language, { maximumFractionDigits: digits })
  const tiles: Array<[string, string]> = [
    [t('technical.tiles.uptime'), duration(data.uptimeSeconds, t)],
    [t('technical.tiles.version'), `${data.version} · ${data.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}`],
    [t('technical.tiles.traffic'), t('technical.perSecond', { value: number(last?.requestsPerSecond, 2) })],
    [t('technical.tiles.p95'), t('technical.ms', { value: number(last?.p95Ms) })],
    [
      t('technical.tiles.errors'),
      last ? formatNumber(last.errorRate, language, { style: 'percent', maximumFractionDigits: 2 }) : '—',
    ],
    [t('technical.tiles.memory'), t('technical.mb', { value: number(last?.rssMb) })],
    [t('technical.tiles.database'), t('technical.mb', { value: number(last?.dbSizeMb, 1) })],
    [t('technical.tiles.outbox'), number(last?.outboxBacklog)],
  ]
  const points = data.points.map((point) => ({
    ...point,
    label: formatTime(point.t, language),
    // The table view and its CSV read the moment in Luxembourg time too, not as the server's UTC.
    at: formatShortDateTime(point.t, language),
  }))
  return (
    <>
      <AdminPageIntro title={t('technical.title')} intro={t('technical.intro')} actions={controls} />
      <p className="text-sm text-slate-600">
        {t('technical.since', { date: formatShortDateTime(data.startedAt, language), step: data.step })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div
            key={label}
            className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 xl:grid-cols-2">
        {CHARTS.map((chart) => (
          <ChartCard
            key={chart.key}
            title={t(`technical.charts.${chart.key}`)}
            fileName={`metrics-${chart.key}-${window}`}
            table={{
              header: [t('technical.time'), ...chart.series.map((key) => t(`technical.series.${key}`))],
              rows: points.map((point) => [point.at, ...chart.series.map((key) => point[key])]),
            }}
            chart={
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  accessibilityLayer={false}
                  data={points}
                  margin={{ top: 4, right: 8, left: 0, bottom: 0 }}
                >
                  <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
                  <XAxis
                    dataKey="label"
                    tick={{ fontSize: 11 }}
                    interval="preserveStartEnd"
                    minTickGap={32}
                  />
                  <YAxis tick={{ fontSize: 11 }} width={48} />
                  <Tooltip />
                  <Legend />
                  {chart.series.map((key, index) => (
                    <Line
                      key={key}
                      type="monotone"
                      dataKey={key}
                      name={t(`technical.series.${key}`)}
                      stroke={COLORS[index]}
                      dot={false}
                      connectNulls
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            }
          />
        ))}
      </div>
      <h3 className="text-lg font-semibold">{t('technical.routesTitle')}</h3>
      <DataTable
        caption={t('technical.routesTitle')}
        rows={data.routes}
        rowKey={(row) => row.route}
        empty={t('technical.noRoutes')}
        columns={[
          {
            key: 'route',
            header: t('technical.routes.route'),
            cell: (row) => <code className="text-xs">{row.route}</code>,
          },
          {
            key: 'requests',
            header: t('technical.routes.requests'),
            align: 'right',
            cell: (row) => number(row.requests),
          },
          {
            key: 'errors',
            header: t('technical.routes.errors'),
            align: 'right',
            wide: true,
            cell: (row) => number(row.errors),
          },
          { key: 'p50', header: 'p50', align: 'right', wide: true, cell: (row) => number(row.p50Ms) },
          { key: 'p95', header: 'p95', align: 'right', cell: (row) => number(row.p95Ms) },
          { key: 'p99', header: 'p99', align: 'right', wide: true, cell: (row) => number(row.p99Ms) },
        ]}
      />
    </>
  )
}
