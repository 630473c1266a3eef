import type { ReactNode } from 'react'

/** The h2 that opens each admin page (the layout holds the h1). */
export function AdminPageIntro({
  title,
  intro,
  actions,
}: {
  title: string
  intro: string
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="mt-1 max-w-2xl text-slate-600">{intro}</p>
      </div>
      {actions && <div className="shrink-0">{actions}</div>}
    </div>
  )
}
