import { QUOTE_STATUSES, type QuoteStatus } from '@shared/quotes/quote-status'
import { cn } from '@web/components/ui/cn'
import { useSearchParams } from 'react-router'

// The order a request moves through, rather than the order of the constant.
const ORDER: readonly QuoteStatus[] = [
  'pending',
  'accepted',
  'in_progress',
  'completed',
  'rejected',
  'cancelled',
]

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly (string | null)[]).includes(value)

/**
 * Quote-status chips kept in ?status=, so a filtered list survives a reload and can be shared.
 * `labelOf(null)` is the "all" chip; each page passes labels from its own namespace.
 */
export function QuoteStatusFilter({
  label,
  labelOf,
}: {
  label: string
  labelOf: (status: QuoteStatus | null) => string
}) {
  const [params, setParams] = useSearchParams()
  const requested = params.get('status')
  const current = isStatus(requested) ? requested : null

  const select = (status: QuoteStatus | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (status) next.set('status', status)
        else next.delete('status')
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {[null, ...ORDER].map((status) => (
          <li key={status ?? 'all'} className="shrink-0">
            <button
              type="button"
              aria-pressed={current === status}
              onClick={() => select(status)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-medium transition-colors duration-150',
                current === status
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700',
              )}
            >
              {labelOf(status)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
