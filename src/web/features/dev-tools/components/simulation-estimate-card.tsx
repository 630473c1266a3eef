import { formatMoneyRange } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import { cn } from '@web/components/ui/cn'
import { SIMULATION_ESTIMATE as estimate } from '@web/features/dev-tools/lib/simulation-script'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

const CONFIDENCE_LEVEL = { low: 1, medium: 2, high: 3 } as const

export function SimulationEstimateCard() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  const level = CONFIDENCE_LEVEL[estimate.confidence]
  const values = {
    area: formatNumber(estimate.wallArea, language),
    rate: formatMoneyRange(estimate.rateLow, estimate.rateHigh, language),
  }
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-ink shadow-sm">
      <p className="text-sm font-medium text-slate-600">{t('simulation.estimate.title')}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight">
        {formatMoneyRange(estimate.low, estimate.high, language)}
      </p>
      <p className="text-sm text-slate-600">{t('simulation.estimate.unit', values)}</p>
      <div className="mt-3 flex items-center gap-3">
        <span className="flex gap-1" aria-hidden="true">
          {[1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={cn('h-2 w-6 rounded-full', bar <= level ? 'bg-brand-600' : 'bg-slate-200')}
            />
          ))}
        </span>
        <span className="text-sm font-medium">
          {t('simulation.estimate.confidence', { level: t(`simulation.confidence.${estimate.confidence}`) })}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('simulation.estimate.confidenceWhy')}</p>
      <p className="mt-3 text-sm font-semibold">{t('simulation.estimate.basisTitle')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {estimate.basis.map((key) => (
          <li key={key}>{t(`simulation.estimate.basis.${key}`, values)}</li>
        ))}
      </ul>
    </div>
  )
}
