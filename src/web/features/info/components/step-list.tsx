import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

export interface Step {
  id: string
  icon: LucideIcon
  title: string
  body: ReactNode
  extra?: ReactNode
}

/** Numbered steps on a vertical line: the order matters, so it is an ordered list. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative space-y-8 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-px before:bg-slate-200">
      {steps.map(({ id, icon: Icon, title, body, extra }, index) => (
        <li key={id} className="relative flex gap-4">
          <span className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm ring-4 ring-white">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 pt-1.5">
            <h3 className="text-lg font-semibold text-ink">
              <span className="text-brand-700">{index + 1}.</span> {title}
            </h3>
            <p className="mt-1 text-slate-700">{body}</p>
            {extra && <div className="mt-3">{extra}</div>}
          </div>
        </li>
      ))}
    </ol>
  )
}
