import type { QuoteStatus } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { inboxPath } from '@web/features/quotes/provider/lib/inbox-params'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Previous / next as links, so every page of the inbox has its own address. */
export function InboxPagination({
  status,
  page,
  pages,
}: {
  status: QuoteStatus | null
  page: number
  pages: number
}) {
  const { t } = useTranslation('quotes')
  if (pages <= 1) return null
  const disabled = 'pointer-events-none opacity-50'
  return (
    <nav aria-label={t('inbox.pages')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <LocalizedLink to={inboxPath(status, page - 1)} className={buttonClasses('secondary', 'sm')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('inbox.previous')}
        </LocalizedLink>
      ) : (
        <span aria-disabled="true" className={buttonClasses('secondary', 'sm', disabled)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('inbox.previous')}
        </span>
      )}
      <p className="text-sm text-slate-600" aria-current="page">
        {t('inbox.pageOf', { page, pages })}
      </p>
      {page < pages ? (
        <LocalizedLink to={inboxPath(status, page + 1)} className={buttonClasses('secondary', 'sm')}>
          {t('inbox.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </LocalizedLink>
      ) : (
        <span aria-disabled="true" className={buttonClasses('secondary', 'sm', disabled)}>
          {t('inbox.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  )
}
