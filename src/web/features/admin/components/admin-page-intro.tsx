import type { ReactNode } from 'react'

/** The h2 that opens each admin page (the layout holds the h1), with the page's actions under it. */
export function AdminPageIntro({
  title,
  intro,
  summary,
  actions,
}: {
  title: string
  intro: string
  /** A line of figures under the intro (how many wait, how many are late). */
  summary?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="mt-1 max-w-3xl text-slate-600">{intro}</p>
        {summary && <p className="mt-2 text-sm font-medium">{summary}</p>}
      </div>
      {actions && <div>{actions}</div>}
    </div>
  )
}
