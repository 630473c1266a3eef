import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import type { ProjectListQuery, ProjectRow } from '@shared/admin/content-admin-schemas'
import { CATEGORIES, type CategorySlug, categoryName } from '@shared/catalog/categories'
import { QUOTE_STATUSES } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useProjects } from '@web/features/admin/api/content-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { DataTable, type TableColumn } from '@web/features/admin/components/data-table'
import { FilterPanel } from '@web/features/admin/components/filter-panel'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { Pagination } from '@web/features/admin/components/pagination'
import { useUrlFilters } from '@web/features/admin/lib/use-url-filters'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { formatMoneyRange } from '@web/lib/format/money'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QuoteStatusBadge } from './status-badge'

const FILTERS = ['q', 'status', 'category', 'from', 'to'] as const

/** /admin/projects: every project with its customer, requests, quotes, status and overdue flag. */
export function AdminProjectsPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('projects.title'))
  const { values, page, update } = useUrlFilters(FILTERS)
  const [search, setSearch] = useState(values.q ?? '')
  const debounced = useDebouncedValue(search, 300)
  useEffect(() => {
    if ((values.q ?? '') !== debounced) update({ q: debounced })
  }, [debounced, values.q, update])
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
            {row.name}
          </LocalizedLink>
          <p className="text-slate-600">
            {categoryName(row.category as CategorySlug, language)} · {row.locality}
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
        search={
          <FormField label={t('projects.search')}>
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
        <FormField label={t('projects.category')}>
          {(field) => (
            <Select
              {...field}
              value={values.category ?? ''}
              onChange={(event) => update({ category: event.target.value })}
            >
              <option value="">{t('projects.allCategories')}</option>
              {CATEGORIES.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {categoryName(category.slug, language)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
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
      {projects.isPending ? (
        <TableSkeleton />
      ) : projects.isError ? (
        <LoadFailure onRetry={() => void projects.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('projects.title')}
            rows={projects.data.items}
            columns={columns}
            rowKey={(row) => row.id}
            empty={t('projects.empty')}
          />
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={projects.data.total}
            onPage={(next) => update({ page: next })}
            label={t('projects.pagination')}
          />
        </>
      )}
    </>
  )
}
