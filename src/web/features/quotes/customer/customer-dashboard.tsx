import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Skeleton } from '@web/components/ui/skeleton'
import { useMyRequests } from '@web/features/quotes/api/get-my-requests'
import { useTranslation } from 'react-i18next'

/** The customer's overview at /dashboard/requests: projects, quotes, what waits, unread messages. */
export function CustomerDashboard() {
  const { t } = useTranslation('dashboard')
  const mine = useMyRequests()
  const requests = mine.data?.items.flatMap((i) => i.requests) ?? []
  const tiles: Array<[string, number]> = [
    [t('overview.projects'), mine.data?.items.length ?? 0],
    [t('overview.quotes'), requests.filter((r) => r.quote).length],
    [t('overview.waiting'), requests.filter((r) => r.status === 'pending' && !r.quote && !r.declined).length],
    [t('overview.unread'), requests.reduce((n, r) => n + r.unreadMessages, 0)],
  ]
  return (
    <section aria-labelledby="dashboard-overview-title" className="space-y-4">
      <h2 id="dashboard-overview-title" className="text-2xl font-semibold">
        {t('overview.title')}
      </h2>
      {mine.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to="/my-requests" className={buttonClasses('primary')}>
          {t('overview.myRequests')}
        </LocalizedLink>
        <LocalizedLink to="/directory" className={buttonClasses('secondary')}>
          {t('overview.directory')}
        </LocalizedLink>
      </div>
    </section>
  )
}
