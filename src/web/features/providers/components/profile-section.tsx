import { cn } from '@web/components/ui/cn'
import type { ReactNode } from 'react'

/** A main-column section of the profile: an h2 the page's table of contents and links (#reviews) can reach. */
export function ProfileSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string
  title: ReactNode
  lead?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-24', className)}>
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      {lead && <p className="mt-1 text-slate-600">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A side card of the profile (contact, hours, checks…): raised surface, h2 title. */
export function ProfileCard({
  id,
  title,
  icon,
  children,
  className,
}: {
  id: string
  title: ReactNode
  icon?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-24 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
