import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { downloadText, toCsv } from '@web/features/admin/lib/csv'
import { Download, Table2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ChartTable {
  header: readonly string[]
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>
}

/**
 * A chart with its figures: the table view shows the same numbers (for screen readers and for
 * reading exact values), and the CSV holds them for a spreadsheet.
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
  fileName,
  actions,
  chartIsContent,
}: {
  title: string
  description?: string
  chart: ReactNode
  table: ChartTable
  fileName: string
  actions?: ReactNode
  /** The "chart" is readable content (a list), not a drawing: screen readers get it too. */
  chartIsContent?: boolean
}) {
  const { t } = useTranslation('admin')
  const [asTable, setAsTable] = useState(false)
  const id = useId()
  return (
    <Card>
      <section aria-labelledby={id} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={id} className="text-lg font-semibold">
              {title}
            </h3>
            {description && <p className="text-sm text-slate-600">{description}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button size="sm" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              <Table2 className="size-4" aria-hidden="true" />
              {t('charts.tableView')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => downloadText(`${fileName}.csv`, toCsv(table.header, table.rows))}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('charts.csv')}
            </Button>
          </div>
        </div>
        {asTable || table.rows.length === 0 ? (
          table.rows.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-600">{t('charts.empty')}</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard
            <div tabIndex={0} className="max-h-96 overflow-auto rounded-lg border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    {table.header.map((cell, index) => (
                      <th
                        key={cell}
                        scope="col"
                        className={`px-3 py-2 font-semibold ${index > 0 ? 'text-right' : ''}`}
                      >
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0])} className="border-t border-slate-100">
                      {row.map((cell, index) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                          key={index}
                          className={`px-3 py-1.5 ${index > 0 ? 'text-right tabular-nums' : ''}`}
                        >
                          {cell ?? '—'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : (
          <div className="h-72" aria-hidden={chartIsContent ? undefined : true}>
            {chart}
          </div>
        )}
      </section>
    </Card>
  )
}
