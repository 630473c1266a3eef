import {
  type ApplicationQueueItem,
  ApplicationQueueQuerySchema,
} from '@shared/applications/application-review-schemas'
import { APPLICATION_STATUSES } from '@shared/applications/application-status'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { APPLICATION_STATUS_TONE, StatusBadges } from '@web/features/admin/components/status-badges'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatLongDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { useApplicationQueue } from './applications-api'
import { TimeLeft } from './time-left'

const QUEUE_STATUSES = ['open', ...APPLICATION_STATUSES.filter((status) => status !== 'draft')] as const

/**
 * /admin/applications: the review queue. Open applications by time left on the 48-hour clock
 * (overdue first, in red); filters by status and category, kept in the URL.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation('partners')
  const { t: tAdmin } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('review.title'))
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )

  const columns: TableColumn<ApplicationQueueItem>[] = [
    {
      key: 'company',
      header: t('review.columns.company'),
      cell: (item) => (
        <>
          <LocalizedLink
            to={`/admin/applications/${item.id}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {item.companyName}
          </LocalizedLink>
          <span className="block text-slate-600">{`${item.reference} · ${item.contactPerson}`}</span>
        </>
      ),
    },
    {
      key: 'category',
      header: t('review.columns.category'),
      wide: true,
      cell: (item) => categoryName(item.primaryCategory, language),
    },
    {
      key: 'plan',
      header: t('review.columns.plan'),
      wide: true,
      cell: (item) => <Badge tone="brand">{t(`tiers.${item.tier}`)}</Badge>,
    },
    {
      key: 'status',
      header: t('review.columns.status'),
      cell: (item) => (
        <StatusBadges tone={APPLICATION_STATUS_TONE[item.status]} label={t(`review.status.${item.status}`)} />
      ),
    },
    {
      key: 'timeLeft',
      header: t('review.columns.timeLeft'),
      cell: (item) => <TimeLeft ms={item.timeLeftMs} overdue={item.overdue} paused={item.paused} />,
    },
    {
      key: 'submitted',
      header: t('review.columns.submitted'),
      wide: true,
      cell: (item) => (item.submittedAt ? formatLongDate(item.submittedAt, language) : '—'),
    },
  ]

  return (
    <AdminListPage
      title={t('review.title')}
      intro={t('review.lead')}
      querySchema={ApplicationQueueQuerySchema}
      useList={useApplicationQueue}
      filters={[
        selectFilter('status', tAdmin, QUEUE_STATUSES, (status) => t(`review.status.${status}`)),
        selectFilter('category', tAdmin, categories, (slug) => categoryName(slug, language)),
      ]}
      columns={columns}
      rowKey={(item) => item.id}
      rowName={(item) => item.companyName}
      flagged={(item) => item.overdue}
      paginationLabel={t('review.pages')}
      empty={t('review.empty')}
    />
  )
}
