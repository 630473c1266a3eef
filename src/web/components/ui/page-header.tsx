import type { ReactNode } from 'react'
import { cn } from './cn'
import { Container } from './container'

/**
 * The top of every content page: an optional breadcrumb, one h1, an optional lead and actions.
 * `compact` is for a page whose content must start in the first screen (the directory's results):
 * a smaller title, and the lead only from 640 px up.
 */
export function PageHeader({
  breadcrumb,
  title,
  lead,
  actions,
  compact = false,
}: {
  breadcrumb?: ReactNode
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
  compact?: boolean
}) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <Container className={compact ? 'py-4 sm:py-6' : 'py-8 sm:py-10'}>
        {breadcrumb && <div className={compact ? 'mb-2' : 'mb-3'}>{breadcrumb}</div>}
        <h1
          className={cn(
            'font-bold tracking-tight',
            compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl',
          )}
        >
          {title}
        </h1>
        {lead && (
          <p className={cn('max-w-3xl text-slate-600', compact ? 'mt-1.5 hidden sm:block' : 'mt-3 text-lg')}>
            {lead}
          </p>
        )}
        {actions && <div className="mt-5 flex flex-wrap gap-3">{actions}</div>}
      </Container>
    </div>
  )
}
