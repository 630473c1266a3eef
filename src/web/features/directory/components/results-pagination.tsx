import { formatNumber } from '@shared/format/number'
import { cn } from '@web/components/ui/cn'
import { pageItems } from '@web/features/directory/lib/pagination'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

const item =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition-colors duration-150'
const idle = 'border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700'

/** Previous, page numbers and next, as real links (?page=N) so every page can be opened and shared. */
export function ResultsPagination({
  page,
  pages,
  hrefFor,
  onNavigate,
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
  onNavigate: () => void
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  if (pages <= 1) return null
  const link = (target: number, children: ReactNode, label: string, className?: string) => (
    <Link
      to={hrefFor(target)}
      preventScrollReset
      onClick={onNavigate}
      aria-label={label}
      className={cn(item, idle, className)}
    >
      {children}
    </Link>
  )
  const disabled = (children: ReactNode) => (
    // Nothing to activate: hidden from assistive technology, dimmed on screen.
    <span aria-hidden="true" className={cn(item, 'border-slate-200 bg-slate-50 text-slate-500')}>
      {children}
    </span>
  )
  const previous = (
    <>
      <ChevronLeft className="size-4" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('pagination.previous')}</span>
    </>
  )
  const next = (
    <>
      <span className="max-sm:sr-only">{t('pagination.next')}</span>
      <ChevronRight className="size-4" aria-hidden="true" />
    </>
  )
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? link(page - 1, previous, t('pagination.previousLabel')) : disabled(previous)}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageItems(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span aria-current="page" className={cn(item, 'border-brand-600 bg-brand-600 text-white')}>
                  {formatNumber(entry, language)}
                </span>
              ) : (
                link(entry, formatNumber(entry, language), t('pagination.pageLabel', { page: entry }))
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages ? link(page + 1, next, t('pagination.nextLabel')) : disabled(next)}
    </nav>
  )
}
