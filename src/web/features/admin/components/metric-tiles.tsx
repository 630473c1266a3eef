import { NotLoaded } from './not-loaded'

/** Labelled figures; every value stays empty until real measurements exist. */
export function MetricTiles({ labels }: { labels: readonly string[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {labels.map((label) => (
        <div
          key={label}
          className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-2 text-2xl font-bold text-slate-700">
            <NotLoaded />
          </dd>
        </div>
      ))}
    </dl>
  )
}
