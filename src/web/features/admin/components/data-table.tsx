import { cn } from '@web/components/ui/cn'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface TableColumn<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** The server's sort key, when the column sorts. */
  sortKey?: string
  /** Only from tablet width up: the phone keeps the essential columns. */
  wide?: boolean
  align?: 'right'
}

export interface TableSort {
  key: string
  dir: 'asc' | 'desc'
  onSort: (key: string, dir: 'asc' | 'desc') => void
}

export interface TableSelection<Key> {
  selected: ReadonlySet<Key>
  onChange: (next: Set<Key>) => void
  /** The accessible name of a row's checkbox. */
  label: (key: Key) => string
}

/**
 * The admin console's tables: a real table with a caption, sortable headers (aria-sort), optional
 * row selection for bulk actions, and an empty state that says why it is empty.
 */
export function DataTable<Row, Key extends string | number>({
  caption,
  rows,
  columns,
  rowKey,
  sort,
  selection,
  flagged,
  empty,
}: {
  caption: string
  rows: readonly Row[]
  columns: readonly TableColumn<Row>[]
  rowKey: (row: Row) => Key
  sort?: TableSort
  selection?: TableSelection<Key>
  /** Rows that need attention now (overdue): they stand out in red. */
  flagged?: (row: Row) => boolean
  empty: string
}) {
  const { t } = useTranslation('admin')
  const keys = rows.map(rowKey)
  const allSelected =
    selection !== undefined && keys.length > 0 && keys.every((key) => selection.selected.has(key))
  const toggleAll = () => {
    if (!selection) return
    const next = new Set(selection.selected)
    for (const key of keys) allSelected ? next.delete(key) : next.add(key)
    selection.onChange(next)
  }
  const toggle = (key: Key) => {
    if (!selection) return
    const next = new Set(selection.selected)
    next.has(key) ? next.delete(key) : next.add(key)
    selection.onChange(next)
  }
  const hidden = (column: TableColumn<Row>) => (column.wide ? 'hidden md:table-cell' : '')
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-3 py-2.5">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={allSelected}
                  onChange={toggleAll}
                  aria-label={t('table.selectPage')}
                />
              </th>
            )}
            {columns.map((column) => {
              const active = sort && column.sortKey === sort.key
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn(
                    'px-3 py-2.5 font-semibold whitespace-nowrap',
                    hidden(column),
                    column.align === 'right' && 'text-right',
                  )}
                >
                  {sort && column.sortKey ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                      onClick={() =>
                        sort.onSort(column.sortKey as string, active && sort.dir === 'desc' ? 'asc' : 'desc')
                      }
                    >
                      {column.header}
                      {active ? (
                        sort.dir === 'asc' ? (
                          <ArrowUp className="size-4" aria-hidden="true" />
                        ) : (
                          <ArrowDown className="size-4" aria-hidden="true" />
                        )
                      ) : (
                        <ArrowUpDown className="size-4 text-slate-400" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length + (selection ? 1 : 0)}
                className="px-4 py-10 text-center text-slate-600"
              >
                {/* On a phone the columns may be wider than the screen: the message stays in view. */}
                <div className="sticky left-4 max-w-[calc(100vw-4rem)] md:max-w-none">{empty}</div>
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row)
              return (
                <tr
                  key={String(key)}
                  className={cn(
                    'border-t border-slate-100 align-top',
                    flagged?.(row) ? 'bg-red-50' : 'hover:bg-slate-50/60',
                  )}
                >
                  {selection && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={selection.selected.has(key)}
                        onChange={() => toggle(key)}
                        aria-label={selection.label(key)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'px-3 py-2',
                        hidden(column),
                        column.align === 'right' && 'text-right tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
