import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import type { ProjectListQuery, ProjectRow } from '@shared/admin/content-admin-schemas'
import { CATEGORIES, type CategorySlug, categoryName } from '@shared/catalog/categories'
import { formatMoneyRange } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { useProjects } from '@web/features/admin/api/content-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { FilterPanel } from '@web/features/admin/components/filter-panel'
import { PagedTable } from '@web/features/admin/components/paged-table'
import { DateFilter, SearchFilter, SelectFilter } from '@web/features/admin/components/table-filters'
import { useSearchText } from '@web/features/admin/lib/use-search-text'
import { useUrlFilters } from '@web/features/admin/lib/use-url-filters'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { QuoteStatusBadge } from './status-badge'

const FILTERS = ['q', 'status', 'category', 'from', 'to'] as const

/** /admin/projects: every project with its customer, requests, quotes, status and overdue flag. */
export function AdminProjectsPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('projects.title'))
  const { values, page, update } = useUrlFilters(FILTERS)
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }))
  const query: Partial<ProjectListQuery> = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: values.q,
    status: values.status as ProjectListQuery['status'],
    category: values.category as ProjectListQuery['category'],
    from: values.from,
    to: values.to,
  }
  const projects = useProjects(query)
  const active = (['status', 'category', 'from', 'to'] as const).filter((key) => values[key]).length

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
            {categoryName(row.category as CategorySlug, language)} · {placeName(row.locality, language)}
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
      cell: (row) => <QuoteStatusBadge status={row.status} overdue={row.overdue} />,
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
    <>
      <AdminPageIntro title={t('projects.title')} intro={t('projects.intro')} />
      <FilterPanel
        active={active}
        search={<SearchFilter label={t('projects.search')} value={search} onChange={setSearch} />}
      >
        <SelectFilter
          label={t('projects.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          anyLabel={t('projects.allStatuses')}
          options={QUOTE_STATUSES.map((status) => ({ value: status, label: t(`quoteStatus.${status}`) }))}
        />
        <SelectFilter
          label={t('projects.category')}
          value={values.category}
          onChange={(category) => update({ category })}
          anyLabel={t('projects.allCategories')}
          options={CATEGORIES.map((category) => ({
            value: category.slug,
            label: categoryName(category.slug, language),
          }))}
        />
        <DateFilter label={t('projects.from')} value={values.from} onChange={(from) => update({ from })} />
        <DateFilter label={t('projects.to')} value={values.to} onChange={(to) => update({ to })} />
      </FilterPanel>
      <PagedTable
        result={projects}
        page={page}
        onPage={(next) => update({ page: next })}
        paginationLabel={t('projects.pagination')}
        caption={t('projects.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('projects.empty')}
      />
    </>
  )
}
