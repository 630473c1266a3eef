import type { UnmatchedRequest } from '@shared/admin/unmatched-request-schemas'
import { categoryName } from '@shared/catalog/categories'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import { LocalizedLink } from '@web/components/localized-link'
import { formatDateTime } from '@web/lib/format/relative-time'
import { useTranslation } from 'react-i18next'
import { AssignDialog } from './assign-dialog'

/** One row per request: when, the customer's own words, the service, the place, the language. */
export function UnmatchedTable({
  items,
  language,
}: {
  items: readonly UnmatchedRequest[]
  language: UiLanguage
}) {
  const { t } = useTranslation('admin')
  const languageNames = new Intl.DisplayNames([language], { type: 'language' })
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('unmatched.title')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              {t('unmatched.columns.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('unmatched.columns.request')}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              {t('unmatched.columns.category')}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              {t('unmatched.columns.location')}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              {t('unmatched.columns.language')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('unmatched.columns.action')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="hidden whitespace-nowrap px-4 py-3 text-slate-700 md:table-cell">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
              </td>
              <td className="px-4 py-3">
                <p className="text-ink">{item.text}</p>
                {/* Phones keep one column: the rest goes under the request. */}
                <p className="mt-1 text-slate-600 md:hidden">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
                  <br />
                  {categoryName(item.category, language)} · {placeName(item.locality, language)} ·{' '}
                  {languageNames.of(item.language)}
                </p>
              </td>
              <td className="hidden px-4 py-3 md:table-cell">{categoryName(item.category, language)}</td>
              <td className="hidden px-4 py-3 md:table-cell">
                {placeName(item.locality, language)}
                {item.commune !== item.locality && (
                  <span className="block text-slate-600">
                    {t('unmatched.commune', { commune: placeName(item.commune, language) })}
                  </span>
                )}
              </td>
              <td className="hidden px-4 py-3 capitalize md:table-cell">{languageNames.of(item.language)}</td>
              <td className="px-4 py-3">
                {item.assignedProjectId ? (
                  <LocalizedLink
                    to={`/admin/projects/${item.assignedProjectId}`}
                    className="whitespace-nowrap text-brand-700 hover:underline"
                  >
                    {t('assign.seeProject')}
                  </LocalizedLink>
                ) : (
                  <AssignDialog request={item} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
