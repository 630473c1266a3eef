import { QuoteListQuerySchema, type QuoteRow } from '@shared/admin/content-admin-schemas'
import { formatMoney } from '@shared/format/money'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { useQuotes } from '@web/features/admin/api/content-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { QUOTE_STATUS_TONE, StatusBadges } from '@web/features/admin/components/status-badges'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate, formatShortDateTime } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'

/** /admin/quotes: every request sent to a provider, with its quote, amount and response time. */
export function AdminQuotesPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('quotes.title'))

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
      cell: (row) => (
        <StatusBadges
          tone={QUOTE_STATUS_TONE[row.status]}
          label={t(`quoteStatus.${row.status}`)}
          flags={[row.overdue && { tone: 'danger', label: t('projects.overdue') }]}
        />
      ),
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
  const yesNo = (key: 'quoted' | 'overdue', yes: string, no: string) =>
    selectFilter(key, t, ['true', 'false'], (value) => (value === 'true' ? yes : no))

  return (
    <AdminListPage
      title={t('quotes.title')}
      intro={t('quotes.intro')}
      querySchema={QuoteListQuerySchema}
      useList={useQuotes}
      searchLabel={t('quotes.search')}
      filters={[
        selectFilter('status', t, QUOTE_STATUSES, (status) => t(`quoteStatus.${status}`)),
        yesNo('quoted', t('quotes.quotedYes'), t('quotes.quotedNo')),
        yesNo('overdue', t('quotes.overdueYes'), t('quotes.overdueNo')),
        { key: 'from', kind: 'date', label: t('projects.from') },
        { key: 'to', kind: 'date', label: t('projects.to') },
      ]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.providerName}
      paginationLabel={t('quotes.pagination')}
      empty={t('quotes.empty')}
    />
  )
}
