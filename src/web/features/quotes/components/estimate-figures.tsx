import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatMoneyRange } from '@web/lib/format/money'
import { formatNumber } from '@web/lib/format/number'
import { useTranslation } from 'react-i18next'

/** The estimate as both sides read it: the range, then what it is the total of ("for about 45 m²"). */
export function EstimateFigures({ estimate }: { estimate: ProjectEstimate }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  return (
    <span>
      {formatMoneyRange(estimate.low, estimate.high, language)}
      <span className="block text-sm font-normal text-slate-600">
        {estimate.quantity !== null && estimate.unit !== 'job'
          ? t('response.summary.estimateFor', {
              quantity: formatNumber(estimate.quantity, language),
              unit: t(`response.summary.units.${estimate.unit}`, { defaultValue: estimate.unit }),
            })
          : t('response.summary.estimateTotal')}
      </span>
    </span>
  )
}
