import { cn } from '@web/components/ui/cn'
import { SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A table's search, always visible, and its other filters: shown beside it from tablet width up,
 * behind a "Filters" button on a phone (with how many are set).
 */
export function FilterPanel({
  search,
  active,
  children,
}: {
  /** The search field, for lists that have one. */
  search?: ReactNode
  active: number
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">{search}</div>
        <button
          type="button"
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium sm:hidden"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {active > 0 ? t('table.filtersActive', { count: active }) : t('table.filters')}
        </button>
      </div>
      <div
        id={id}
        className={cn(
          'grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]',
          open ? 'grid' : 'hidden sm:grid',
        )}
      >
        {children}
      </div>
    </div>
  )
}
