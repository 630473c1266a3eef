import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import type { QuoteListQuery, QuoteRow } from '@shared/admin/content-admin-schemas'
import { formatMoney } from '@shared/format/money'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { useQuotes } from '@web/features/admin/api/content-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { FilterPanel } from '@web/features/admin/components/filter-panel'
import { PagedTable } from '@web/features/admin/components/paged-table'
import { DateFilter, SearchFilter, SelectFilter } from '@web/features/admin/components/table-filters'
import { useSearchText } from '@web/features/admin/lib/use-search-text'
import { useUrlFilters } from '@web/features/admin/lib/use-url-filters'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate, formatShortDateTime } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { QuoteStatusBadge } from './status-badge'

const FILTERS = ['q', 'status', 'quoted', 'overdue', 'from', 'to'] as const

/** /admin/quotes: every request sent to a provider, with its quote, amount and response time. */
export function AdminQuotesPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('quotes.title'))
  const { values, page, update } = useUrlFilters(FILTERS)
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }))
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
            <ProjectTitle project={row.projectTitle} />
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
    <SelectFilter
      label={label}
      value={values[key]}
      onChange={(value) => update({ [key]: value })}
      anyLabel={t('quotes.any')}
      options={[
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
    />
  )

  return (
    <>
      <AdminPageIntro title={t('quotes.title')} intro={t('quotes.intro')} />
      <FilterPanel
        active={active}
        search={<SearchFilter label={t('quotes.search')} value={search} onChange={setSearch} />}
      >
        <SelectFilter
          label={t('projects.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          anyLabel={t('projects.allStatuses')}
          options={QUOTE_STATUSES.map((status) => ({ value: status, label: t(`quoteStatus.${status}`) }))}
        />
        {yesNo('quoted', t('quotes.quoted'), t('quotes.quotedYes'), t('quotes.quotedNo'))}
        {yesNo('overdue', t('quotes.overdueFilter'), t('quotes.overdueYes'), t('quotes.overdueNo'))}
        <DateFilter label={t('projects.from')} value={values.from} onChange={(from) => update({ from })} />
        <DateFilter label={t('projects.to')} value={values.to} onChange={(to) => update({ to })} />
      </FilterPanel>
      <PagedTable
        result={quotes}
        page={page}
        onPage={(next) => update({ page: next })}
        paginationLabel={t('quotes.pagination')}
        caption={t('quotes.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('quotes.empty')}
      />
    </>
  )
}
