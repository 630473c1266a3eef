import type { AuditEntry } from '@shared/admin/account-admin-schemas'
import {
  AUDIT_ACTION_FAMILIES,
  AuditQuerySchema,
  type ErrorReport,
  ErrorReportQuerySchema,
} from '@shared/admin/audit-schemas'
import { adminSystemContract } from '@shared/api/admin-system-contract'
import { cn } from '@web/components/ui/cn'
import { useAuditLog, useErrorReports } from '@web/features/admin/api/console-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDateTime } from '@web/lib/format/date'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

type LogTab = 'audit' | 'errors'
/** What a tab's filters write to the URL: switching tabs leaves none of them behind. */
const TAB_FILTERS = ['q', 'action', 'from', 'to', 'targetType', 'targetId', 'actorUserId', 'errorId', 'page']

const compact = (value: Record<string, unknown> | null) =>
  value && Object.keys(value).length > 0 ? JSON.stringify(value) : null

function AuditLog({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
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
    <AdminListPage
      title={t('logs.title')}
      intro={t('logs.intro')}
      headerActions={tabs}
      exportOperation={adminSystemContract.audit.export}
      querySchema={AuditQuerySchema}
      useList={useAuditLog}
      searchLabel={t('logs.search')}
      filters={[
        selectFilter('action', t, AUDIT_ACTION_FAMILIES, (family) =>
          t(`logs.families.${family.replace('.', '')}`),
        ),
        { key: 'from', kind: 'date', label: t('logs.from') },
        { key: 'to', kind: 'date', label: t('logs.to') },
      ]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.action}
      paginationLabel={t('logs.pagination')}
      empty={t('logs.empty')}
    />
  )
}

function ErrorLog({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
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
    <AdminListPage
      title={t('logs.title')}
      intro={t('logs.intro')}
      headerActions={tabs}
      querySchema={ErrorReportQuerySchema}
      useList={useErrorReports}
      filters={[{ key: 'errorId', kind: 'text', label: t('logs.errorSearch') }]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.errorId}
      paginationLabel={t('logs.pagination')}
      empty={t('logs.noErrors')}
    />
  )
}

/** /admin/logs: the audit log (every admin action and security event) and the recent errors, the server’s and the error pages’. */
export function AdminLogsPage() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('logs.title'))
  const [params, setParams] = useSearchParams()
  const tab: LogTab = params.get('tab') === 'errors' ? 'errors' : 'audit'
  const show = (next: LogTab) =>
    setParams((current) => {
      const url = new URLSearchParams(current)
      for (const key of TAB_FILTERS) url.delete(key)
      if (next === 'errors') url.set('tab', 'errors')
      else url.delete('tab')
      return url
    })
  const tabClass = (active: boolean) =>
    cn(
      'min-h-11 rounded-lg px-4 text-sm font-medium',
      active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
    )
  const tabs = (
    <nav aria-label={t('logs.tabs')} className="flex gap-2">
      {(['audit', 'errors'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className={tabClass(tab === value)}
          aria-current={tab === value ? 'page' : undefined}
          onClick={() => show(value)}
        >
          {t(value === 'audit' ? 'logs.auditTab' : 'logs.errorsTab')}
        </button>
      ))}
    </nav>
  )
  return tab === 'audit' ? <AuditLog tabs={tabs} /> : <ErrorLog tabs={tabs} />
}
