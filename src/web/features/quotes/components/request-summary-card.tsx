import { Card } from '@web/components/ui/card'
import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotLoaded } from './not-loaded'

const ROWS = ['project', 'category', 'location', 'timing', 'budget'] as const

export function RequestSummaryCard({ requestId }: { requestId: string }) {
  const { t } = useTranslation('quotes')
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('response.summary.title')}</h2>
      <p className="mt-1 break-all text-sm font-medium text-brand-700">
        {t('response.summary.number', { id: requestId })}
      </p>
      <dl className="mt-4 divide-y divide-slate-200">
        {ROWS.map((row) => (
          <div key={row} className="flex justify-between gap-4 py-2.5">
            <dt className="text-sm text-slate-600">{t(`response.summary.${row}`)}</dt>
            <dd className="text-right font-medium">
              <NotLoaded />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('response.summary.tip')}
      </p>
    </Card>
  )
}
