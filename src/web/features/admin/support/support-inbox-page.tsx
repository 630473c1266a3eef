import { SUPPORT_KINDS, SUPPORT_STATUSES, type SupportListQuery } from '@shared/support/support-schemas'
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
import { supportApi, supportKeys } from './support-api'
import { SupportClock } from './support-clock'

/** /admin/support: every contact message, report and dispute; unanswered first by time left. */
export function AdminSupportPage() {
  const { t } = useTranslation('support')
  const language = useUiLanguage()
  const [params, setParams] = useSearchParams()
  const status = (params.get('status') ?? 'active') as SupportListQuery['status']
  const kind = params.get('kind') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  useDocumentTitle(t('inbox.title'))
  const query: SupportListQuery = { status, kind: (kind || undefined) as SupportListQuery['kind'], page }
  const inbox = useQuery({
    queryKey: supportKeys.list(query),
    queryFn: ({ signal }) => supportApi.list(query, signal),
  })
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1

  return (
    <section className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('inbox.title')}</h2>
        <p className="mt-1 max-w-3xl text-slate-600">{t('inbox.lead')}</p>
        {inbox.data && (
          <p className="mt-2 text-sm font-medium">
            {t('inbox.counts', { active: inbox.data.counts.active, overdue: inbox.data.counts.overdue })}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label={t('inbox.filters.status')}>
          {(field) => (
            <Select
              {...field}
              value={status}
              onChange={(e) => setFilter('status', e.target.value === 'active' ? '' : e.target.value)}
            >
              <option value="active">{t('inbox.filters.active')}</option>
              {SUPPORT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
              <option value="all">{t('inbox.filters.all')}</option>
            </Select>
          )}
        </FormField>
        <FormField label={t('inbox.filters.kind')}>
          {(field) => (
            <Select {...field} value={kind} onChange={(e) => setFilter('kind', e.target.value)}>
              <option value="">{t('inbox.filters.all')}</option>
              {SUPPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      {inbox.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : inbox.isError ? (
        <Callout tone="error" title={t('inbox.loadFailed')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void inbox.refetch()}>
            {t('inbox.retry')}
          </Button>
        </Callout>
      ) : inbox.data.items.length === 0 ? (
        <Callout tone="info" title={t('inbox.empty')} />
      ) : (
        <ul className="space-y-3">
          {inbox.data.items.map((item) => (
            <li
              key={item.id}
              className={`grid gap-2 rounded-xl border p-4 sm:grid-cols-[minmax(0,1fr)_12rem_11rem] sm:items-start ${item.overdue ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
            >
              <div className="min-w-0">
                <LocalizedLink
                  to={`/admin/support/${item.id}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {`${item.reference} · ${t(`kind.${item.kind}`)}`}
                </LocalizedLink>
                <p className="text-sm text-slate-600">
                  {`${item.name}${item.email ? ` <${item.email}>` : ''} · ${formatLongDate(item.createdAt, language)}`}
                </p>
                <p className="mt-1 line-clamp-2 break-words text-sm text-slate-800">{item.preview}</p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <Badge tone={item.status === 'new' ? 'brand' : 'neutral'}>{t(`status.${item.status}`)}</Badge>
                <span className="text-sm text-slate-600">{item.assignee?.name ?? t('inbox.nobody')}</span>
              </div>
              <p className="text-sm">
                <SupportClock ms={item.timeLeftMs} promise={item.promise} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('inbox.pages')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setFilter('page', String(page - 1))}
          >
            {t('inbox.previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('inbox.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setFilter('page', String(page + 1))}
          >
            {t('inbox.next')}
          </Button>
        </nav>
      )}
    </section>
  )
}
