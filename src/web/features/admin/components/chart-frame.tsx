import { Card } from '@web/components/ui/card'
import { useTranslation } from 'react-i18next'

const GRID_LINES = ['top', 'upper', 'middle', 'lower', 'base'] as const

/** Where a chart is drawn; it says plainly that there is nothing to draw yet. */
export function ChartFrame({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('admin')
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <div className="relative mt-4 h-48">
          <div className="absolute inset-0 flex flex-col justify-between" aria-hidden="true">
            {GRID_LINES.map((line) => (
              <div key={line} className="border-t border-dashed border-slate-200" />
            ))}
          </div>
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
            {t('analytics.noData')}
          </p>
        </div>
      </section>
    </Card>
  )
}
