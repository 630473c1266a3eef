import { roleOf } from '@shared/accounts/user-types'
import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/quotes/quote-status'
import { useQuery } from '@tanstack/react-query'
import { useAuth } from '@web/app/auth/auth-context'
import { LocalizedLink } from '@web/app/shell/localized-link'
import { QuoteStatusFilter } from '@web/components/quote-status-filter'
import { Badge } from '@web/components/ui/badge'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Skeleton } from '@web/components/ui/skeleton'
import { quoteApi, quoteKeys } from '@web/features/quotes/api/quote-api'
import { formatEuro } from '@web/features/quotes/components/format-euro'
import { StatusBadge } from '@web/features/quotes/components/status-badge'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatRelativeTime } from '@web/lib/format/relative-time'
import { AlertTriangle, MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/** /dashboard/requests: a provider's incoming requests; a customer's overview of their projects. */
export function DashboardRequestsPage() {
  const user = useAuth().user
  return user && roleOf(user.type) === 'customer' ? <CustomerOverview /> : <ProviderInbox />
}

function ProviderInbox() {
  const { t } = useTranslation('dashboard')
  const language = useUiLanguage()
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const status = (QUOTE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as QuoteStatus) : null
  const page = Math.max(1, Number(params.get('page')) || 1)
  const inbox = useQuery({
    queryKey: quoteKeys.inbox(status, page),
    queryFn: () => quoteApi.inbox(status, page),
    refetchInterval: 60_000,
  })
  const data = inbox.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <section aria-labelledby="dashboard-requests-title" className="space-y-4">
      <div>
        <h2 id="dashboard-requests-title" className="text-2xl font-semibold">
          {t('requests.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('requests.intro')}</p>
      </div>
      <QuoteStatusFilter
        label={t('requests.filterLabel')}
        labelOf={(s) => (data && s ? `${t(`status.${s}`)} (${data.counts[s]})` : t(`status.${s ?? 'all'}`))}
      />
      {inbox.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{t('requests.loading')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : inbox.isError ? (
        <Callout tone="error" title={t('requests.failed')}>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void inbox.refetch()}>
            {t('requests.retry')}
          </Button>
        </Callout>
      ) : !inbox.data.hasListing ? (
        <Callout title={t('requests.noListingTitle')}>
          <p>{t('requests.noListing')}</p>
          <LocalizedLink
            to="/how-it-works"
            className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-4"
          >
            {t('requests.howToList')}
          </LocalizedLink>
        </Callout>
      ) : inbox.data.items.length === 0 ? (
        <Callout>{t('requests.empty')}</Callout>
      ) : (
        <ul className="space-y-3">
          {inbox.data.items.map((item) => (
            <li
              key={item.id}
              className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <LocalizedLink
                    to={`/business/quote-requests/${item.id}`}
                    className="font-semibold text-ink after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {item.project.name}
                  </LocalizedLink>
                  <p className="text-sm text-slate-600">
                    {categoryName(item.project.category as CategorySlug, language)} · {item.project.locality}{' '}
                    · {item.customerName} · {formatRelativeTime(item.createdAt, language)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {item.overdue && (
                    <Badge tone="warning" icon={<AlertTriangle className="size-3.5" aria-hidden="true" />}>
                      {t('requests.overdue')}
                    </Badge>
                  )}
                  {item.unreadMessages > 0 && (
                    <Badge tone="brand" icon={<MessageSquare className="size-3.5" aria-hidden="true" />}>
                      {t('requests.unread', { count: item.unreadMessages })}
                    </Badge>
                  )}
                  <StatusBadge status={item.status} declined={item.declined} quoted={item.quote !== null} />
                </div>
              </div>
              {item.quote && (
                <p className="mt-2 text-sm text-slate-700">
                  {t('requests.quoted', { total: formatEuro(item.quote.totalCost, language) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('requests.pages')} className="flex items-center justify-between">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() =>
              setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), page: String(page - 1) }))
            }
          >
            {t('requests.previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('requests.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() =>
              setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), page: String(page + 1) }))
            }
          >
            {t('requests.next')}
          </Button>
        </nav>
      )}
    </section>
  )
}

function CustomerOverview() {
  const { t } = useTranslation('dashboard')
  const mine = useQuery({ queryKey: quoteKeys.mine, queryFn: quoteApi.mine })
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
