import { type UnmatchedRequest, UnmatchedRequestsQuerySchema } from '@shared/admin/unmatched-request-schemas'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { placeName } from '@shared/geo/place-names'
import { LocalizedLink } from '@web/components/localized-link'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { AssignDialog } from '@web/features/admin/unmatched/assign-dialog'
import { useUnmatchedRequests } from '@web/features/admin/unmatched/unmatched-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDateTime } from '@web/lib/format/relative-time'
import { useTranslation } from 'react-i18next'

/** product §2 /admin/unmatched-requests: what customers asked for that no provider could take. */
export function AdminUnmatchedPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const languageNames = new Intl.DisplayNames([language], { type: 'language' })
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )
  const when = (item: UnmatchedRequest) => (
    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
  )

  const columns: TableColumn<UnmatchedRequest>[] = [
    { key: 'date', header: t('unmatched.columns.date'), wide: true, cell: when },
    {
      key: 'request',
      header: t('unmatched.columns.request'),
      cell: (item) => (
        <>
          <p className="text-ink">{item.text}</p>
          {/* Phones keep the request and the action: the rest goes under the request. */}
          <p className="mt-1 text-slate-600 md:hidden">
            {when(item)}
            <br />
            {categoryName(item.category, language)} · {placeName(item.locality, language)} ·{' '}
            {languageNames.of(item.language)}
          </p>
        </>
      ),
    },
    {
      key: 'category',
      header: t('unmatched.columns.category'),
      wide: true,
      cell: (item) => categoryName(item.category, language),
    },
    {
      key: 'location',
      header: t('unmatched.columns.location'),
      wide: true,
      cell: (item) => (
        <>
          {placeName(item.locality, language)}
          {item.commune !== item.locality && (
            <span className="block text-slate-600">
              {t('unmatched.commune', { commune: placeName(item.commune, language) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'language',
      header: t('unmatched.columns.language'),
      wide: true,
      cell: (item) => <span className="capitalize">{languageNames.of(item.language)}</span>,
    },
    {
      key: 'action',
      header: t('unmatched.columns.action'),
      cell: (item) =>
        item.assignedProjectId ? (
          <LocalizedLink
            to={`/admin/projects/${item.assignedProjectId}`}
            className="whitespace-nowrap text-brand-700 hover:underline"
          >
            {t('assign.seeProject')}
          </LocalizedLink>
        ) : (
          <AssignDialog request={item} />
        ),
    },
  ]

  return (
    <AdminListPage
      title={t('unmatched.title')}
      intro={t('unmatched.intro')}
      summary={(page) => t('unmatched.count', { count: page.total })}
      querySchema={UnmatchedRequestsQuerySchema}
      useList={useUnmatchedRequests}
      filters={[selectFilter('category', t, categories, (slug) => categoryName(slug, language))]}
      columns={columns}
      rowKey={(item) => item.id}
      rowName={(item) => item.text}
      paginationLabel={t('unmatched.pagination')}
      empty={(query) => (query.category ? t('unmatched.emptyCategory') : t('unmatched.empty'))}
    />
  )
}
