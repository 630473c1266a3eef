import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import type { ReactNode } from 'react'

/** One showcased pattern: an h3, a line on when to use it, the live example. */
export function DemoCard({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <Card className={cn('flex flex-col gap-4', className)}>
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </Card>
  )
}
