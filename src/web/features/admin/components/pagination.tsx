import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/** Previous / next with where we are; the total says how many rows match. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  label: string
}) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('table.rows', { count: total, formatted: formatNumber(total, language) })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-3">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('table.previous')}
          </Button>
          <p className="text-sm text-slate-700">
            {t('table.pageOf', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}
          </p>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('table.next')}
          </Button>
        </div>
      )}
    </nav>
  )
}
