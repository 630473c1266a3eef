import {
  SUPPORT_KINDS,
  SUPPORT_STATUSES,
  SupportListQuerySchema,
  type SupportTicketSummary,
} from '@shared/support/support-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatLongDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { useSupportInbox } from './support-api'
import { SupportClock } from './support-clock'

const INBOX_STATUSES = ['active', ...SUPPORT_STATUSES, 'all'] as const

/** /admin/support: every contact message, report and dispute; unanswered first by time left. */
export function AdminSupportPage() {
  const { t } = useTranslation('support')
  const { t: tAdmin } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('inbox.title'))

  const columns: TableColumn<SupportTicketSummary>[] = [
    {
      key: 'case',
      header: t('inbox.columns.case'),
      cell: (item) => (
        <div className="min-w-48 max-w-xl">
          <LocalizedLink
            to={`/admin/support/${item.id}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {`${item.reference} · ${t(`kind.${item.kind}`)}`}
          </LocalizedLink>
          <p className="text-slate-600">
            {`${item.name}${item.email ? ` <${item.email}>` : ''} · ${formatLongDate(item.createdAt, language)}`}
          </p>
          <p className="mt-1 line-clamp-2 break-words text-slate-800">{item.preview}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('inbox.columns.status'),
      cell: (item) => (
        <Badge tone={item.status === 'new' ? 'brand' : 'neutral'}>{t(`status.${item.status}`)}</Badge>
      ),
    },
    {
      key: 'assignee',
      header: t('inbox.columns.assignee'),
      wide: true,
      cell: (item) => <span className="text-slate-600">{item.assignee?.name ?? t('inbox.nobody')}</span>,
    },
    {
      key: 'timeLeft',
      header: t('inbox.columns.timeLeft'),
      cell: (item) => <SupportClock ms={item.timeLeftMs} promise={item.promise} />,
    },
  ]

  return (
    <AdminListPage
      title={t('inbox.title')}
      intro={t('inbox.lead')}
      summary={(inbox) => t('inbox.counts', { active: inbox.counts.active, overdue: inbox.counts.overdue })}
      querySchema={SupportListQuerySchema}
      useList={useSupportInbox}
      filters={[
        selectFilter('status', tAdmin, INBOX_STATUSES, (status) =>
          status === 'active' || status === 'all' ? t(`inbox.filters.${status}`) : t(`status.${status}`),
        ),
        selectFilter('kind', tAdmin, SUPPORT_KINDS, (kind) => t(`kind.${kind}`)),
      ]}
      columns={columns}
      rowKey={(item) => item.id}
      rowName={(item) => item.reference}
      flagged={(item) => item.overdue}
      paginationLabel={t('inbox.pages')}
      empty={t('inbox.empty')}
    />
  )
}
