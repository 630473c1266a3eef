import type { ReactNode } from 'react'
import { Container } from './container'

/** The top of every content page: an optional breadcrumb, one h1, an optional lead and actions. */
export function PageHeader({
  breadcrumb,
  title,
  lead,
  actions,
}: {
  breadcrumb?: ReactNode
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <Container className="py-8 sm:py-10">
        {breadcrumb && <div className="mb-3">{breadcrumb}</div>}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</p>}
        {actions && <div className="mt-5 flex flex-wrap gap-3">{actions}</div>}
      </Container>
    </div>
  )
}
