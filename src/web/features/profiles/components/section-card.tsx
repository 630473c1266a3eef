import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import { type ReactNode, useId } from 'react'

/** A titled block of the profile or settings page; its h2 follows the page's h1. */
export function SectionCard({
  title,
  intro,
  tone = 'default',
  children,
}: {
  title: ReactNode
  intro?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card className={cn(tone === 'danger' && 'border-red-200')}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={cn('text-lg font-semibold', tone === 'danger' && 'text-danger')}>
          {title}
        </h2>
        {intro && <p className="mt-1 text-slate-600">{intro}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  )
}
