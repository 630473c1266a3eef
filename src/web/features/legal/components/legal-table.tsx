import type { ReactNode } from 'react'

/** A table that scrolls sideways on narrow screens; the scroll area is focusable so keyboards can scroll it too. */
export function LegalTable({
  head,
  rows,
  label,
  renderText,
}: {
  head: string[]
  rows: string[][]
  label: string
  renderText: (text: string) => ReactNode
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className="-mx-4 overflow-x-auto sm:mx-0 sm:rounded-xl sm:border sm:border-slate-200"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {head.map((cell) => (
              <th
                key={cell}
                scope="col"
                className="border-b border-slate-200 px-4 py-3 font-semibold text-ink"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')} className="border-b border-slate-200 last:border-b-0 align-top">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th
                    key={`${head[cellIndex]}:${cell}`}
                    scope="row"
                    className="px-4 py-3 font-medium text-ink"
                  >
                    {renderText(cell)}
                  </th>
                ) : (
                  <td key={`${head[cellIndex]}:${cell}`} className="px-4 py-3 text-slate-700">
                    {renderText(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
