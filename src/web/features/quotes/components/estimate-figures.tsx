import { formatMoneyRange } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import { useUiLanguage } from '@web/i18n/use-ui-language'
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
