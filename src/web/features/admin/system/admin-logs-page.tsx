import type { AuditEntry } from '@shared/admin/account-admin-schemas'
import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import { AUDIT_ACTION_FAMILIES, type ErrorReport } from '@shared/admin/audit-schemas'
import { cn } from '@web/components/ui/cn'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { queryString } from '@web/features/admin/api/admin-keys'
import { useAuditLog, useErrorReports } from '@web/features/admin/api/console-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { DataTable, type TableColumn } from '@web/features/admin/components/data-table'
import { ExportMenu } from '@web/features/admin/components/export-menu'
import { FilterPanel } from '@web/features/admin/components/filter-panel'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { Pagination } from '@web/features/admin/components/pagination'
import { useUrlFilters } from '@web/features/admin/lib/use-url-filters'
import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDateTime } from '@web/lib/format/date'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const FILTERS = ['tab', 'q', 'action', 'from', 'to', 'errorId'] as const
const compact = (value: Record<string, unknown> | null) =>
  value && Object.keys(value).length > 0 ? JSON.stringify(value) : null

function AuditTable({ values, page, update }: ReturnType<typeof useUrlFilters<(typeof FILTERS)[number]>>) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [search, setSearch] = useState(values.q ?? '')
  const debounced = useDebouncedValue(search, 300)
  useEffect(() => {
    if ((values.q ?? '') !== debounced) update({ q: debounced })
  }, [debounced, values.q, update])
  const filters = { q: values.q, action: values.action, from: values.from, to: values.to }
  const log = useAuditLog({ ...filters, page, pageSize: ADMIN_PAGE_SIZE })
  const columns: TableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: t('logs.columns.at'),
      cell: (row) => (
        <time dateTime={row.at} className="whitespace-nowrap">
          {formatShortDateTime(row.at, language)}
        </time>
      ),
    },
    {
      key: 'action',
      header: t('logs.columns.action'),
      cell: (row) => (
        <div className="min-w-40">
          <p className="font-medium">{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</p>
          {row.targetType && (
            <p className="break-all text-slate-600">
              {row.targetType} {row.targetId}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'actor',
      header: t('logs.columns.actor'),
      cell: (row) => <span className="break-all">{row.actorEmail ?? t('audit.system')}</span>,
    },
    {
      key: 'from',
      header: t('logs.columns.from'),
      wide: true,
      cell: (row) => <span className="text-slate-600">{row.ip ?? '—'}</span>,
    },
    {
      key: 'change',
      header: t('logs.columns.change'),
      wide: true,
      cell: (row) => {
        const parts = [
          [t('audit.before'), compact(row.before)],
          [t('audit.after'), compact(row.after)],
          [t('audit.details'), compact(row.details)],
        ].filter(([, value]) => value)
        return parts.length === 0 ? (
          '—'
        ) : (
          <dl className="max-w-md space-y-0.5 font-mono text-xs">
            {parts.map(([label, value]) => (
              <div key={label}>
                <dt className="inline text-slate-600">{label}: </dt>
                <dd className="inline break-all">{value}</dd>
              </div>
            ))}
          </dl>
        )
      },
    },
  ]
  return (
    <>
      <div className="flex justify-end">
        <ExportMenu
          href={(delimiter) => `/api/admin/audit/export${queryString({ ...filters, delimiter })}`}
        />
      </div>
      <FilterPanel
        active={(['action', 'from', 'to'] as const).filter((key) => values[key]).length}
        search={
          <FormField label={t('logs.search')}>
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
        <FormField label={t('logs.action')}>
          {(field) => (
            <Select
              {...field}
              value={values.action ?? ''}
              onChange={(event) => update({ action: event.target.value })}
            >
              <option value="">{t('logs.allActions')}</option>
              {AUDIT_ACTION_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {t(`logs.families.${family.replace('.', '')}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('logs.from')}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={values.from ?? ''}
              onChange={(event) => update({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('logs.to')}>
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
      {log.isPending ? (
        <TableSkeleton />
      ) : log.isError ? (
        <LoadFailure onRetry={() => void log.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('logs.auditTab')}
            rows={log.data.items}
            columns={columns}
            rowKey={(row) => row.id}
            empty={t('logs.empty')}
          />
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={log.data.total}
            onPage={(next) => update({ page: next })}
            label={t('logs.pagination')}
          />
        </>
      )}
    </>
  )
}

function ErrorTable({ values, page, update }: ReturnType<typeof useUrlFilters<(typeof FILTERS)[number]>>) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [search, setSearch] = useState(values.errorId ?? '')
  const debounced = useDebouncedValue(search, 300)
  useEffect(() => {
    if ((values.errorId ?? '') !== debounced) update({ errorId: debounced })
  }, [debounced, values.errorId, update])
  const errors = useErrorReports({ page, errorId: values.errorId })
  const columns: TableColumn<ErrorReport>[] = [
    {
      key: 'at',
      header: t('logs.columns.at'),
      cell: (row) => (
        <time dateTime={row.at} className="whitespace-nowrap">
          {formatShortDateTime(row.at, language)}
        </time>
      ),
    },
    {
      key: 'id',
      header: t('logs.columns.errorId'),
      cell: (row) => <code className="text-xs">{row.errorId}</code>,
    },
    {
      key: 'message',
      header: t('logs.columns.message'),
      cell: (row) => (
        <div className="min-w-48 max-w-xl">
          <p>
            <span className="font-medium">{t(`logs.sources.${row.source}`)}</span>
            {row.method && ` · ${row.method}`} {row.url}
          </p>
          <p className="break-words text-slate-700">{row.message}</p>
          {row.stack && (
            <details className="mt-1">
              <summary className="cursor-pointer text-brand-700">{t('logs.stack')}</summary>
              <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{row.stack}</pre>
            </details>
          )}
        </div>
      ),
    },
  ]
  return (
    <>
      <div className="sm:w-80">
        <FormField label={t('logs.errorSearch')}>
          {(field) => (
            <Input
              {...field}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {errors.isPending ? (
        <TableSkeleton />
      ) : errors.isError ? (
        <LoadFailure onRetry={() => void errors.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('logs.errorsTab')}
            rows={errors.data.items}
            columns={columns}
            rowKey={(row) => row.id}
            empty={t('logs.noErrors')}
          />
          <Pagination
            page={page}
            pageSize={errors.data.pageSize}
            total={errors.data.total}
            onPage={(next) => update({ page: next })}
            label={t('logs.pagination')}
          />
        </>
      )}
    </>
  )
}

/** /admin/logs: the audit log (every admin action and security event) and the recent errors, the server’s and the error pages’. */
export function AdminLogsPage() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('logs.title'))
  const filters = useUrlFilters(FILTERS)
  const tab = filters.values.tab === 'errors' ? 'errors' : 'audit'
  const tabClass = (active: boolean) =>
    cn(
      'min-h-11 rounded-lg px-4 text-sm font-medium',
      active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
    )
  return (
    <>
      <AdminPageIntro title={t('logs.title')} intro={t('logs.intro')} />
      <nav aria-label={t('logs.tabs')} className="flex gap-2">
        <button
          type="button"
          className={tabClass(tab === 'audit')}
          aria-current={tab === 'audit' ? 'page' : undefined}
          onClick={() => filters.update({ tab: undefined, errorId: undefined })}
        >
          {t('logs.auditTab')}
        </button>
        <button
          type="button"
          className={tabClass(tab === 'errors')}
          aria-current={tab === 'errors' ? 'page' : undefined}
          onClick={() =>
            filters.update({ tab: 'errors', q: undefined, action: undefined, from: undefined, to: undefined })
          }
        >
          {t('logs.errorsTab')}
        </button>
      </nav>
      {tab === 'audit' ? <AuditTable {...filters} /> : <ErrorTable {...filters} />}
    </>
  )
}
