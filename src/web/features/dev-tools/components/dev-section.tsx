import { cn } from '@web/components/ui/cn'
import { type ReactNode, useId } from 'react'

export function DevSection({
  title,
  lead,
  children,
  className,
}: {
  title: ReactNode
  lead?: ReactNode
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cn('space-y-4', className)}>
      <div>
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {lead && <p className="mt-1 max-w-3xl text-slate-600">{lead}</p>}
      </div>
      {children}
    </section>
  )
}
