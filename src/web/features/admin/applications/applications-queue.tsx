import { APPLICATION_STATUSES } from '@shared/applications/application-status'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { FormField, Select } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatLongDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { applicationKeys, applicationsApi } from './applications-api'
import { StatusBadge } from './status-badge'
import { TimeLeft } from './time-left'

/**
 * /admin/applications: the review queue. Open applications by time left on the 48-hour clock
 * (overdue first, in red); filters by status and category, kept in the URL.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? 'open'
  const category = params.get('category') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  useDocumentTitle(t('review.title'))
  const query = { status: status as 'open', category: (category || undefined) as undefined, page }
  const queue = useQuery({
    queryKey: applicationKeys.queue(query),
    queryFn: ({ signal }) => applicationsApi.queue(query, signal),
  })
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1

  return (
    <section className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('review.title')}</h2>
        <p className="mt-1 text-slate-600">{t('review.lead')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label={t('review.filters.status')}>
          {(field) => (
            <Select
              {...field}
              value={status}
              onChange={(e) => setFilter('status', e.target.value === 'open' ? '' : e.target.value)}
            >
              <option value="open">{t('review.status.open')}</option>
              {APPLICATION_STATUSES.filter((s) => s !== 'draft').map((s) => (
                <option key={s} value={s}>
                  {t(`review.status.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('review.filters.category')}>
          {(field) => (
            <Select {...field} value={category} onChange={(e) => setFilter('category', e.target.value)}>
              <option value="">{t('review.filters.allCategories')}</option>
              {categories.map((slug) => (
                <option key={slug} value={slug}>
                  {categoryName(slug, language)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      {queue.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : queue.isError ? (
        <Callout tone="error" title={t('review.loadFailed')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void queue.refetch()}>
            {t('billing.retry')}
          </Button>
        </Callout>
      ) : queue.data.items.length === 0 ? (
        <Callout tone="info" title={t('review.empty')} />
      ) : (
        <>
          <ul className="space-y-3 sm:hidden">
            {queue.data.items.map((item) => (
              <li
                key={item.id}
                className={`rounded-xl border p-3 ${item.overdue ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
              >
                <LocalizedLink
                  to={`/admin/applications/${item.id}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {item.companyName}
                </LocalizedLink>
                <p className="text-sm text-slate-600">{`${item.reference} · ${categoryName(item.primaryCategory, language)}`}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <StatusBadge status={item.status} />
                  <Badge tone="brand">{t(`tiers.${item.tier}`)}</Badge>
                </div>
                <p className="mt-2 text-sm">
                  <TimeLeft ms={item.timeLeftMs} overdue={item.overdue} paused={item.paused} />
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t('review.title')}</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('review.columns.company')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('review.columns.category')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('review.columns.plan')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('review.columns.status')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('review.columns.timeLeft')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('review.columns.submitted')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {queue.data.items.map((item) => (
                  <tr key={item.id} className={item.overdue ? 'bg-red-50' : undefined}>
                    <td className="px-3 py-2">
                      <LocalizedLink
                        to={`/admin/applications/${item.id}`}
                        className="font-medium text-brand-700 underline-offset-4 hover:underline"
                      >
                        {item.companyName}
                      </LocalizedLink>
                      <span className="block text-slate-600">{`${item.reference} · ${item.contactPerson}`}</span>
                    </td>
                    <td className="px-3 py-2">{categoryName(item.primaryCategory, language)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Badge tone="brand">{t(`tiers.${item.tier}`)}</Badge>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <StatusBadge status={item.status} />
                    </td>
                    <td className="px-3 py-2">
                      <TimeLeft ms={item.timeLeftMs} overdue={item.overdue} paused={item.paused} />
                    </td>
                    <td className="px-3 py-2 text-slate-600">
                      {item.submittedAt ? formatLongDate(item.submittedAt, language) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('review.pages')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setFilter('page', String(page - 1))}
          >
            {t('apply.back')}
          </Button>
          <span className="text-sm text-slate-600">{t('review.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setFilter('page', String(page + 1))}
          >
            {t('apply.next')}
          </Button>
        </nav>
      )}
    </section>
  )
}
