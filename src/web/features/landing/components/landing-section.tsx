import { cn } from '@web/components/ui/cn'
import { Container } from '@web/components/ui/container'
import type { ReactNode } from 'react'

/** One band of the landing page: an h2 that names the section, an optional lead and action. */
export function LandingSection({
  id,
  title,
  lead,
  action,
  tone = 'white',
  children,
}: {
  id: string
  title: ReactNode
  lead?: ReactNode
  action?: ReactNode
  tone?: 'white' | 'slate'
  children: ReactNode
}) {
  const titleId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        'below-the-fold scroll-mt-16 py-14 sm:py-20',
        tone === 'slate' ? 'bg-slate-50' : 'bg-white',
      )}
    >
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <div className="max-w-2xl">
            <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-[2rem] sm:leading-tight">
              {title}
            </h2>
            {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
          </div>
          {action}
        </div>
        <div className="mt-8 sm:mt-10">{children}</div>
      </Container>
    </section>
  )
}

/** The "see more" link at the top right of a section. */
export const sectionLinkClasses =
  'inline-flex items-center gap-1 rounded-md font-medium text-brand-700 underline-offset-4 hover:underline'
