import { ProjectListQuerySchema, type ProjectRow } from '@shared/admin/content-admin-schemas'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { formatMoneyRange } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { useProjects } from '@web/features/admin/api/content-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { QUOTE_STATUS_TONE, StatusBadges } from '@web/features/admin/components/status-badges'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'

/** /admin/projects: every project with its customer, requests, quotes, status and overdue flag. */
export function AdminProjectsPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('projects.title'))

  const columns: TableColumn<ProjectRow>[] = [
    {
      key: 'project',
      header: t('projects.columns.project'),
      cell: (row) => (
        <div className="min-w-40">
          <LocalizedLink
            to={`/admin/projects/${row.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            <ProjectTitle project={row} />
          </LocalizedLink>
          <p className="text-slate-600">
            {categoryName(row.category, language)} · {placeName(row.locality, language)}
          </p>
        </div>
      ),
    },
    {
      key: 'customer',
      header: t('projects.columns.customer'),
      wide: true,
      cell: (row) =>
        row.customerId ? (
          <LocalizedLink to={`/admin/users/${row.customerId}`} className="text-brand-700 hover:underline">
            {row.customerName ?? row.customerEmail}
          </LocalizedLink>
        ) : (
          <span className="text-slate-600">{t('projects.noCustomer')}</span>
        ),
    },
    {
      key: 'status',
      header: t('projects.columns.status'),
      cell: (row) => (
        <StatusBadges
          tone={QUOTE_STATUS_TONE[row.status]}
          label={t(`quoteStatus.${row.status}`)}
          flags={[row.overdue && { tone: 'danger', label: t('projects.overdue') }]}
        />
      ),
    },
    {
      key: 'requests',
      header: t('projects.columns.requests'),
      align: 'right',
      wide: true,
      cell: (row) => `${row.quotes} / ${row.requests}`,
    },
    {
      key: 'budget',
      header: t('projects.columns.budget'),
      wide: true,
      align: 'right',
      cell: (row) =>
        row.budgetLow !== null && row.budgetHigh !== null
          ? formatMoneyRange(row.budgetLow, row.budgetHigh, language)
          : '—',
    },
    {
      key: 'created',
      header: t('projects.columns.created'),
      wide: true,
      cell: (row) => formatShortDate(row.createdAt, language),
    },
  ]

  return (
    <AdminListPage
      title={t('projects.title')}
      intro={t('projects.intro')}
      querySchema={ProjectListQuerySchema}
      useList={useProjects}
      searchLabel={t('projects.search')}
      filters={[
        selectFilter('status', t, QUOTE_STATUSES, (status) => t(`quoteStatus.${status}`)),
        selectFilter('category', t, CATEGORY_SLUGS, (slug) => categoryName(slug, language)),
        { key: 'from', kind: 'date', label: t('projects.from') },
        { key: 'to', kind: 'date', label: t('projects.to') },
      ]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.name ?? String(row.id)}
      paginationLabel={t('projects.pagination')}
      empty={t('projects.empty')}
    />
  )
}
