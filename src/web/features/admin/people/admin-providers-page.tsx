import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import { PROVIDER_STATUSES, type ProviderRow } from '@shared/admin/provider-admin-schemas'
import { CATEGORY_SLUGS, type CategorySlug, categoryName } from '@shared/catalog/categories'
import { formatNumber, formatRating } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { queryString } from '@web/features/admin/api/admin-keys'
import { type ProviderQuery, useBulkProviders, useProviders } from '@web/features/admin/api/providers-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { BulkBar } from '@web/features/admin/components/bulk-bar'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { ExportMenu } from '@web/features/admin/components/export-menu'
import { FilterPanel } from '@web/features/admin/components/filter-panel'
import { PagedTable } from '@web/features/admin/components/paged-table'
import { DateFilter, SearchFilter, SelectFilter } from '@web/features/admin/components/table-filters'
import { useSearchText } from '@web/features/admin/lib/use-search-text'
import { useUrlFilters } from '@web/features/admin/lib/use-url-filters'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CreateProviderDialog } from './create-provider-dialog'

const FILTERS = [
  'q',
  'status',
  'verified',
  'category',
  'commune',
  'createdFrom',
  'createdTo',
  'sort',
  'dir',
] as const

/** /admin/providers: every listing, server-paged, searched, filtered and sorted; bulk actions. */
export function AdminProvidersPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const { values, page, update } = useUrlFilters(FILTERS)
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }))
  const [commune, setCommune] = useSearchText(values.commune, (commune) => update({ commune }), 400)
  const query: ProviderQuery = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: values.q,
    status: values.status as ProviderQuery['status'],
    verified: values.verified as unknown as ProviderQuery['verified'],
    category: values.category as ProviderQuery['category'],
    commune: values.commune,
    createdFrom: values.createdFrom,
    createdTo: values.createdTo,
    sort: (values.sort as ProviderQuery['sort']) ?? 'createdAt',
    dir: (values.dir as ProviderQuery['dir']) ?? 'desc',
  }
  const providers = useProviders(query)
  const bulk = useBulkProviders()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )

  const activeFilters = (
    ['status', 'verified', 'category', 'commune', 'createdFrom', 'createdTo'] as const
  ).filter((key) => values[key]).length

  const columns: TableColumn<ProviderRow>[] = [
    {
      key: 'name',
      header: t('providers.columns.name'),
      sortKey: 'name',
      cell: (row) => (
        <div className="min-w-40">
          <LocalizedLink
            to={`/admin/providers/${row.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {row.name}
          </LocalizedLink>
          <p className="text-slate-600">
            {row.categories.map((slug) => categoryName(slug as CategorySlug, language)).join(', ')}
          </p>
        </div>
      ),
    },
    {
      key: 'commune',
      header: t('providers.columns.commune'),
      sortKey: 'commune',
      cell: (row) => row.commune,
    },
    {
      key: 'status',
      header: t('providers.columns.status'),
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={row.status === 'active' ? 'success' : 'danger'}>
            {t(`providers.statuses.${row.status}`)}
          </Badge>
          {row.verified && <Badge tone="brand">{t('providers.checks.verified')}</Badge>}
          {row.insured && <Badge>{t('providers.checks.insured')}</Badge>}
        </div>
      ),
    },
    {
      key: 'rating',
      header: t('providers.columns.rating'),
      sortKey: 'rating',
      wide: true,
      align: 'right',
      cell: (row) =>
        row.reviewCount > 0 ? `${formatRating(row.rating, language)} (${row.reviewCount})` : '—',
    },
    {
      key: 'created',
      header: t('providers.columns.created'),
      sortKey: 'createdAt',
      wide: true,
      cell: (row) => formatShortDate(row.createdAt, language),
    },
  ]

  return (
    <>
      <AdminPageIntro
        title={t('providers.title')}
        intro={t('providers.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <CreateProviderDialog />
            <ExportMenu
              href={(delimiter) =>
                `/api/admin/providers/export${queryString({ ...query, page: undefined, pageSize: undefined, delimiter })}`
              }
            />
            <LocalizedLink
              to="/admin/import?kind=providers"
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50"
            >
              <Upload className="size-4" aria-hidden="true" />
              {t('users.import')}
            </LocalizedLink>
          </div>
        }
      />
      <FilterPanel
        active={activeFilters}
        search={<SearchFilter label={t('providers.search')} value={search} onChange={setSearch} />}
      >
        <SelectFilter
          label={t('providers.category')}
          value={values.category}
          onChange={(category) => update({ category })}
          anyLabel={t('providers.allCategories')}
          options={categories.map((slug) => ({ value: slug, label: categoryName(slug, language) }))}
        />
        <SearchFilter label={t('providers.commune')} value={commune} onChange={setCommune} />
        <SelectFilter
          label={t('users.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          anyLabel={t('users.allStatuses')}
          options={PROVIDER_STATUSES.map((status) => ({
            value: status,
            label: t(`providers.statuses.${status}`),
          }))}
        />
        <SelectFilter
          label={t('users.verifiedFilter')}
          value={values.verified}
          onChange={(verified) => update({ verified })}
          anyLabel={t('users.anyVerification')}
          options={[
            { value: 'true', label: t('users.verifiedOnly') },
            { value: 'false', label: t('users.unverifiedOnly') },
          ]}
        />
        <DateFilter
          label={t('users.createdFrom')}
          value={values.createdFrom}
          onChange={(createdFrom) => update({ createdFrom })}
        />
        <DateFilter
          label={t('users.createdTo')}
          value={values.createdTo}
          onChange={(createdTo) => update({ createdTo })}
        />
      </FilterPanel>

      <BulkBar
        count={selected.size}
        pending={bulk.isPending}
        actions={(['activate', 'deactivate'] as const).map((action) => ({
          key: action,
          label: t(`bulk.${action}`),
          title: t(`bulk.providers.${action}.title`, {
            count: selected.size,
            formatted: formatNumber(selected.size, language),
          }),
          consequences: [t(`bulk.providers.${action}.consequence`, { count: selected.size })],
          danger: action === 'deactivate',
          run: async () => {
            const result = await bulk.mutateAsync({ ids: [...selected], action })
            setSelected(new Set())
            return result.affected
          },
        }))}
        onClear={() => setSelected(new Set())}
      />

      <PagedTable
        result={providers}
        page={page}
        onPage={(next) => update({ page: next })}
        paginationLabel={t('providers.pagination')}
        caption={t('providers.title')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={{
          key: query.sort ?? 'createdAt',
          dir: query.dir ?? 'desc',
          onSort: (sort, dir) => update({ sort, dir }),
        }}
        selection={{
          selected,
          onChange: setSelected,
          label: (id) =>
            t('table.select', { name: providers.data?.items.find((row) => row.id === id)?.name ?? id }),
        }}
        empty={t('providers.empty')}
      />
    </>
  )
}
