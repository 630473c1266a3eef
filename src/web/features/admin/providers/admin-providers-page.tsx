import {
  PROVIDER_BULK_ACTIONS,
  PROVIDER_STATUSES,
  ProviderListQuerySchema,
  type ProviderRow,
} from '@shared/admin/provider-admin-schemas'
import { adminProvidersContract } from '@shared/api/admin-providers-contract'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { formatNumber, formatRating } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { useBulkProviders, useProviders } from '@web/features/admin/api/providers-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { ImportLink, selectFilter, verifiedFilter } from '@web/features/admin/components/list-parts'
import { activeTone, StatusBadges } from '@web/features/admin/components/status-badges'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { CreateProviderDialog } from './create-provider-dialog'

/** /admin/providers: every listing, server-paged, searched, filtered and sorted; bulk actions. */
export function AdminProvidersPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const bulk = useBulkProviders()
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )

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
            {row.categories.map((slug) => categoryName(slug, language)).join(', ')}
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
        <StatusBadges
          tone={activeTone(row.status)}
          label={t(`providers.statuses.${row.status}`)}
          flags={[
            row.verified && { tone: 'brand', label: t('providers.checks.verified') },
            row.insured && { label: t('providers.checks.insured') },
          ]}
        />
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
    <AdminListPage
      title={t('providers.title')}
      intro={t('providers.intro')}
      headerActions={
        <>
          <CreateProviderDialog />
          <ImportLink kind="providers" />
        </>
      }
      exportOperation={adminProvidersContract.providers.export}
      querySchema={ProviderListQuerySchema}
      useList={useProviders}
      searchLabel={t('providers.search')}
      filters={[
        selectFilter('category', t, categories, (slug) => categoryName(slug, language)),
        { key: 'commune', kind: 'text', label: t('providers.commune') },
        selectFilter('status', t, PROVIDER_STATUSES, (status) => t(`providers.statuses.${status}`)),
        verifiedFilter(t),
        { key: 'createdFrom', kind: 'date', label: t('users.createdFrom') },
        { key: 'createdTo', kind: 'date', label: t('users.createdTo') },
      ]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      batch={{
        actions: PROVIDER_BULK_ACTIONS,
        pending: bulk.isPending,
        run: bulk.mutateAsync,
        describe: (action, count) => ({
          label: t(`bulk.${action}`),
          title: t(`bulk.providers.${action}.title`, { count, formatted: formatNumber(count, language) }),
          consequences: [t(`bulk.providers.${action}.consequence`, { count })],
          danger: action === 'deactivate',
        }),
      }}
      paginationLabel={t('providers.pagination')}
      empty={t('providers.empty')}
    />
  )
}
