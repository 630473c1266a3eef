import { ListTree } from 'lucide-react'

/** A long document's contents: links to its sections (legal pages, the review policy). */
export function DocumentToc({
  sections,
  label,
}: {
  sections: Array<{ id: string; heading: string }>
  label: string
}) {
  return (
    <nav
      aria-label={label}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ListTree className="size-4 text-brand-700" aria-hidden="true" />
        {label}
      </p>
      <ol className="mt-3 space-y-1 text-sm lg:border-l lg:border-slate-200">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md py-1.5 text-slate-700 hover:text-brand-700 hover:underline lg:-ml-px lg:border-l-2 lg:border-transparent lg:pl-3 lg:hover:border-brand-600"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
