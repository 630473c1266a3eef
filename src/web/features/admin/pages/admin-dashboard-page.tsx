import type { OverviewFigure, StatusItem } from '@shared/admin/overview-schemas'
import { formatNumber } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { Skeleton } from '@web/components/ui/skeleton'
import { useOverview } from '@web/features/admin/api/console-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { daysAgo } from '@web/features/admin/lib/days'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { AlertTriangle, CheckCircle2, ChevronRight, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Where each figure leads: the list it counts, filtered as far as the list allows. */
function linkOf(key: string): string {
  const month = daysAgo(29)
  const links: Record<string, string> = {
    newCustomers: `/admin/users?role=customer&createdFrom=${month}`,
    newBusinesses: `/admin/users?role=provider&createdFrom=${month}`,
    projectsDescribed: '/admin/analytics?period=30',
    projectsSent: `/admin/projects?from=${month}`,
    requestsSent: `/admin/quotes?from=${month}`,
    quotesSent: `/admin/quotes?from=${month}&quoted=true`,
    accepted: '/admin/quotes?status=accepted',
    completed: '/admin/quotes?status=completed',
    medianResponseMinutes: '/admin/quotes?overdue=true',
    unmatched: '/admin/unmatched-requests',
    applicationsWaiting: '/admin/applications',
    applicationsOverdue: '/admin/applications',
    invoicesOverdue: '/admin/invoices',
  }
  return links[key] ?? '/admin/dashboard'
}

function FigureValue({ figure, value }: { figure: string; value: number | null }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  if (value === null) return <span className="text-slate-400">—</span>
  if (figure === 'medianResponseMinutes')
    return value < 120
      ? t('dashboard.minutes', { count: value, formatted: formatNumber(value, language) })
      : t('dashboard.hours', { formatted: formatNumber(Math.round(value / 6) / 10, language) })
  return formatNumber(value, language)
}

function FigureCard({ figure }: { figure: OverviewFigure }) {
  const { t } = useTranslation('admin')
  const state = figure.last30 === null
  const alarming =
    (figure.key === 'applicationsOverdue' || figure.key === 'invoicesOverdue') && (figure.today ?? 0) > 0
  return (
    <li>
      <LocalizedLink
        to={linkOf(figure.key)}
        className="group flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex items-start justify-between gap-2 text-sm text-slate-600">
          {t(`dashboard.figures.${figure.key}`)}
          <ChevronRight
            className="size-4 shrink-0 text-slate-400 group-hover:text-brand-700"
            aria-hidden="true"
          />
        </span>
        <span className={cn('mt-2 text-2xl font-bold', alarming ? 'text-danger' : 'text-ink')}>
          <FigureValue figure={figure.key} value={figure.today} />
        </span>
        <span className="mt-1 text-sm text-slate-600">
          {state ? (
            t('dashboard.now')
          ) : (
            <>
              {t('dashboard.today')} · {t('dashboard.last30')}{' '}
              <strong className="font-semibold text-ink">
                <FigureValue figure={figure.key} value={figure.last30} />
              </strong>
            </>
          )}
        </span>
      </LocalizedLink>
    </li>
  )
}

const LEVEL_STYLE = {
  ok: { icon: CheckCircle2, className: 'text-emerald-700' },
  warning: { icon: AlertTriangle, className: 'text-amber-700' },
  down: { icon: XCircle, className: 'text-danger' },
} as const

function StatusStrip({ items }: { items: readonly StatusItem[] }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  return (
    <section aria-labelledby="admin-status-title" className="space-y-3">
      <h3 id="admin-status-title" className="text-lg font-semibold">
        {t('dashboard.statusTitle')}
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        {items.map((item) => {
          const { icon: Icon, className } = LEVEL_STYLE[item.level]
          const value =
            item.value === null
              ? ''
              : item.key === 'errors'
                ? ` · ${formatNumber(item.value / 100, language, { style: 'percent', maximumFractionDigits: 1 })}`
                : ` · ${formatNumber(item.value, language)}`
          return (
            <li
              key={item.key}
              className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <Icon className={cn('size-5 shrink-0', className)} aria-hidden="true" />
              {/* min-w-0 lets a long German word ("Versandwarteschlange") wrap on a phone instead of overflowing. */}
              <span className="min-w-0 hyphens-auto break-words">
                <span className="font-medium">{t(`dashboard.status.${item.key}`)}</span>
                <span className="block text-slate-600">
                  {t(`dashboard.levels.${item.key}.${item.level}`)}
                  {value}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** /admin/dashboard: the figures that matter today and over 30 days, and the status strip. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin')
  const overview = useOverview()
  return (
    <>
      <AdminPageIntro title={t('dashboard.title')} intro={t('dashboard.intro')} />
      {overview.isPending ? (
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slot) => (
            <Skeleton key={slot} className="h-28" />
          ))}
        </div>
      ) : overview.isError ? (
        <LoadFailure onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <StatusStrip items={overview.data.status} />
          <section aria-labelledby="admin-figures-title" className="space-y-3">
            <h3 id="admin-figures-title" className="text-lg font-semibold">
              {t('dashboard.figuresTitle')}
            </h3>
            <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
              {overview.data.figures.map((figure) => (
                <FigureCard key={figure.key} figure={figure} />
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  )
}
