import {
  ACCOUNT_ROLES,
  type ACCOUNT_SORTS,
  ACCOUNT_STATUSES,
  type AccountRow,
} from '@shared/admin/account-admin-schemas'
import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import { formatNumber } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { type AccountQuery, useAccounts, useBulkAccounts } from '@web/features/admin/api/accounts-api'
import { queryString } from '@web/features/admin/api/admin-keys'
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
import { CreateAccountDialog } from './create-account-dialog'

const FILTERS = ['q', 'role', 'status', 'verified', 'createdFrom', 'createdTo', 'sort', 'dir'] as const

/** /admin/users: every account, server-paged, searched, filtered and sorted; bulk actions on a selection. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const { values, page, update } = useUrlFilters(FILTERS)
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }))
  const query: AccountQuery = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: values.q,
    role: values.role as AccountQuery['role'],
    status: values.status as AccountQuery['status'],
    verified: values.verified as unknown as AccountQuery['verified'],
    createdFrom: values.createdFrom,
    createdTo: values.createdTo,
    sort: (values.sort as AccountQuery['sort']) ?? 'createdAt',
    dir: (values.dir as AccountQuery['dir']) ?? 'desc',
  }
  const accounts = useAccounts(query)
  const bulk = useBulkAccounts()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const filters = { ...query, page: undefined, pageSize: undefined }

  const activeFilters = (['role', 'status', 'verified', 'createdFrom', 'createdTo'] as const).filter(
    (key) => values[key],
  ).length

  const columns: TableColumn<AccountRow>[] = [
    {
      key: 'name',
      header: t('users.columns.name'),
      sortKey: 'name',
      cell: (row) => (
        <div className="min-w-40">
          <LocalizedLink to={`/admin/users/${row.id}`} className="font-medium text-brand-700 hover:underline">
            {row.name}
          </LocalizedLink>
          <p className="break-all text-slate-600">{row.email}</p>
        </div>
      ),
    },
    { key: 'role', header: t('users.columns.role'), cell: (row) => t(`users.roles.${row.role}`) },
    {
      key: 'status',
      header: t('users.columns.status'),
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <Badge tone={row.status === 'active' ? 'success' : 'danger'}>
            {t(`users.statuses.${row.status}`)}
          </Badge>
          {row.verified && <Badge tone="brand">{t('users.verified')}</Badge>}
        </div>
      ),
    },
    {
      key: 'credits',
      header: t('users.columns.credits'),
      wide: true,
      align: 'right',
      cell: (row) => formatNumber(row.credits, language),
    },
    {
      key: 'joined',
      header: t('users.columns.joined'),
      sortKey: 'createdAt',
      wide: true,
      cell: (row) => formatShortDate(row.createdAt, language),
    },
  ]

  return (
    <>
      <AdminPageIntro
        title={t('users.title')}
        intro={t('users.intro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <CreateAccountDialog />
            <ExportMenu
              href={(delimiter) => `/api/admin/users/export${queryString({ ...filters, delimiter })}`}
            />
            <LocalizedLink
              to="/admin/import?kind=users"
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
        search={<SearchFilter label={t('users.search')} value={search} onChange={setSearch} />}
      >
        <SelectFilter
          label={t('users.role')}
          value={values.role}
          onChange={(role) => update({ role })}
          anyLabel={t('users.allRoles')}
          options={ACCOUNT_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        />
        <SelectFilter
          label={t('users.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          anyLabel={t('users.allStatuses')}
          options={ACCOUNT_STATUSES.map((status) => ({
            value: status,
            label: t(`users.statuses.${status}`),
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
        actions={(['activate', 'deactivate', 'verify', 'unverify'] as const).map((action) => ({
          key: action,
          label: t(`bulk.${action}`),
          title: t(`bulk.users.${action}.title`, {
            count: selected.size,
            formatted: formatNumber(selected.size, language),
          }),
          consequences: [t(`bulk.users.${action}.consequence`, { count: selected.size })],
          danger: action === 'deactivate' || action === 'unverify',
          run: async () => {
            const result = await bulk.mutateAsync({ ids: [...selected], action })
            setSelected(new Set())
            return result.affected
          },
        }))}
        onClear={() => setSelected(new Set())}
      />

      <PagedTable
        result={accounts}
        page={page}
        onPage={(next) => update({ page: next })}
        paginationLabel={t('users.pagination')}
        caption={t('users.title')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={{
          key: query.sort ?? 'createdAt',
          dir: query.dir ?? 'desc',
          onSort: (sort, dir) => update({ sort: sort as (typeof ACCOUNT_SORTS)[number], dir }),
        }}
        selection={{
          selected,
          onChange: setSelected,
          label: (id) =>
            t('table.select', { name: accounts.data?.items.find((row) => row.id === id)?.name ?? id }),
        }}
        empty={t('users.empty')}
      />
    </>
  )
}
