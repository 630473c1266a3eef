import { cn } from '@web/components/ui/cn'

export interface Column {
  label: string
  /** Columns that only fit from tablet width up; the phone keeps the essential ones. */
  wide?: boolean
}

/** A table's real header with one row saying why it is empty. */
export function EmptyTable({
  caption,
  columns,
  empty,
}: {
  caption: string
  columns: readonly Column[]
  empty: string
}) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-4 py-3 font-semibold', column.wide && 'hidden md:table-cell')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
              {empty}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
