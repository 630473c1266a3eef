import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import type { QuoteListQuery, QuoteRow } from '@shared/admin/content-admin-schemas'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useQuotes } from '@web/features/admin/api/content-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { DataTable, type TableColumn } from '@web/features/admin/components/data-table'
import { FilterPanel } from '@web/features/admin/components/filter-panel'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { Pagination } from '@web/features/admin/components/pagination'
import { useUrlFilters } from '@web/features/admin/lib/use-url-filters'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate, formatShortDateTime } from '@web/lib/format/date'
import { formatMoney } from '@web/lib/format/money'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QuoteStatusBadge } from './status-badge'

const FILTERS = ['q', 'status', 'quoted', 'overdue', 'from', 'to'] as const

/** /admin/quotes: every request sent to a provider, with its quote, amount and response time. */
export function AdminQuotesPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('quotes.title'))
  const { values, page, update } = useUrlFilters(FILTERS)
  const [search, setSearch] = useState(values.q ?? '')
  const debounced = useDebouncedValue(search, 300)
  useEffect(() => {
    if ((values.q ?? '') !== debounced) update({ q: debounced })
  }, [debounced, values.q, update])
  const query = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: values.q,
    status: values.status as QuoteListQuery['status'],
    quoted: values.quoted,
    overdue: values.overdue,
    from: values.from,
    to: values.to,
  }
  const quotes = useQuotes(query as Partial<QuoteListQuery>)
  const active = (['status', 'quoted', 'overdue', 'from', 'to'] as const).filter((key) => values[key]).length

  const columns: TableColumn<QuoteRow>[] = [
    {
      key: 'project',
      header: t('quotes.columns.project'),
      cell: (row) => (
        <div className="min-w-40">
          <LocalizedLink
            to={`/admin/projects/${row.projectId}#request-${row.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {row.projectName}
          </LocalizedLink>
          <p className="text-slate-600">{row.customerName ?? t('projects.noCustomer')}</p>
        </div>
      ),
    },
    {
      key: 'provider',
      header: t('quotes.columns.provider'),
      cell: (row) => (
        <LocalizedLink to={`/admin/providers/${row.providerId}`} className="text-brand-700 hover:underline">
          {row.providerName}
        </LocalizedLink>
      ),
    },
    {
      key: 'status',
      header: t('quotes.columns.status'),
      cell: (row) => <QuoteStatusBadge status={row.status} overdue={row.overdue} />,
    },
    {
      key: 'total',
      header: t('quotes.columns.total'),
      align: 'right',
      wide: true,
      cell: (row) => (row.total === null ? '—' : formatMoney(row.total, language, { cents: true })),
    },
    {
      key: 'sent',
      header: t('quotes.columns.sent'),
      wide: true,
      cell: (row) => formatShortDate(row.createdAt, language),
    },
    {
      key: 'answered',
      header: t('quotes.columns.answered'),
      wide: true,
      cell: (row) => (row.firstResponseAt ? formatShortDateTime(row.firstResponseAt, language) : '—'),
    },
  ]

  const yesNo = (key: 'quoted' | 'overdue', label: string, yes: string, no: string) => (
    <FormField label={label}>
      {(field) => (
        <Select
          {...field}
          value={values[key] ?? ''}
          onChange={(event) => update({ [key]: event.target.value })}
        >
          <option value="">{t('quotes.any')}</option>
          <option value="true">{yes}</option>
          <option value="false">{no}</option>
        </Select>
      )}
    </FormField>
  )

  return (
    <>
      <AdminPageIntro title={t('quotes.title')} intro={t('quotes.intro')} />
      <FilterPanel
        active={active}
        search={
          <FormField label={t('quotes.search')}>
            {(field) => (
              <Input
                {...field}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </FormField>
        }
      >
        <FormField label={t('projects.status')}>
          {(field) => (
            <Select
              {...field}
              value={values.status ?? ''}
              onChange={(event) => update({ status: event.target.value })}
            >
              <option value="">{t('projects.allStatuses')}</option>
              {QUOTE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`quoteStatus.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {yesNo('quoted', t('quotes.quoted'), t('quotes.quotedYes'), t('quotes.quotedNo'))}
        {yesNo('overdue', t('quotes.overdueFilter'), t('quotes.overdueYes'), t('quotes.overdueNo'))}
        <FormField label={t('projects.from')}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={values.from ?? ''}
              onChange={(event) => update({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('projects.to')}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={values.to ?? ''}
              onChange={(event) => update({ to: event.target.value })}
            />
          )}
        </FormField>
      </FilterPanel>
      {quotes.isPending ? (
        <TableSkeleton />
      ) : quotes.isError ? (
        <LoadFailure onRetry={() => void quotes.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('quotes.title')}
            rows={quotes.data.items}
            columns={columns}
            rowKey={(row) => row.id}
            empty={t('quotes.empty')}
          />
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={quotes.data.total}
            onPage={(next) => update({ page: next })}
            label={t('quotes.pagination')}
          />
        </>
      )}
    </>
  )
}
