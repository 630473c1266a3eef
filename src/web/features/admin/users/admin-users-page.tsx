import {
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROLES,
  ACCOUNT_STATUSES,
  AccountListQuerySchema,
  type AccountRow,
} from '@shared/admin/account-admin-schemas'
import { adminUsersContract } from '@shared/api/admin-users-contract'
import { formatNumber } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { useAccounts, useBulkAccounts } from '@web/features/admin/api/users-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { ImportLink, selectFilter, verifiedFilter } from '@web/features/admin/components/list-parts'
import { activeTone, StatusBadges } from '@web/features/admin/components/status-badges'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { AccountFormDialog } from './account-form-dialog'

/** /admin/users: every account, server-paged, searched, filtered and sorted; bulk actions on a selection. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const bulk = useBulkAccounts()

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
        <StatusBadges
          tone={activeTone(row.status)}
          label={t(`users.statuses.${row.status}`)}
          flags={[row.verified && { tone: 'brand', label: t('users.verified') }]}
        />
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
    <AdminListPage
      title={t('users.title')}
      intro={t('users.intro')}
      headerActions={
        <>
          <AccountFormDialog />
          <ImportLink kind="users" />
        </>
      }
      exportOperation={adminUsersContract.users.export}
      querySchema={AccountListQuerySchema}
      useList={useAccounts}
      searchLabel={t('users.search')}
      filters={[
        selectFilter('role', t, ACCOUNT_ROLES, (role) => t(`users.roles.${role}`)),
        selectFilter('status', t, ACCOUNT_STATUSES, (status) => t(`users.statuses.${status}`)),
        verifiedFilter(t),
        { key: 'createdFrom', kind: 'date', label: t('users.createdFrom') },
        { key: 'createdTo', kind: 'date', label: t('users.createdTo') },
      ]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      batch={{
        actions: ACCOUNT_BULK_ACTIONS,
        pending: bulk.isPending,
        run: bulk.mutateAsync,
        describe: (action, count) => ({
          label: t(`bulk.${action}`),
          title: t(`bulk.users.${action}.title`, { count, formatted: formatNumber(count, language) }),
          consequences: [t(`bulk.users.${action}.consequence`, { count })],
          danger: action === 'deactivate' || action === 'unverify',
        }),
      }}
      paginationLabel={t('users.pagination')}
      empty={t('users.empty')}
    />
  )
}
