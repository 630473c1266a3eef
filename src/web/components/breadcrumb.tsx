import { LocalizedLink } from '@web/components/localized-link'
import { ChevronRight } from 'lucide-react'

const linkClass = 'rounded-sm text-brand-700 underline-offset-2 hover:underline'

/** Where a page sits in the site: links to the steps above it, then the page itself (the last step). */
export function Breadcrumb({ label, steps }: { label: string; steps: { label: string; to?: string }[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {steps.map((step, index) =>
          index < steps.length - 1 && step.to ? (
            <li key={step.label} className="flex items-center gap-1">
              <LocalizedLink to={step.to} className={linkClass}>
                {step.label}
              </LocalizedLink>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </li>
          ) : (
            <li key={step.label} aria-current="page" className="min-w-0 truncate">
              {step.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
