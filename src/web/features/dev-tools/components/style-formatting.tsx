import { dateTimeFormat } from '@shared/format/date-time'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

// A fixed moment so the examples read the same on every visit.
const EXAMPLE_DATE = new Date(2026, 2, 14, 9, 30)

export function StyleFormatting() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  const rows = [
    { key: 'money', value: formatMoney(1234.5, language) },
    { key: 'moneyRound', value: formatMoney(1800, language) },
    { key: 'range', value: formatMoneyRange(1200, 1800, language) },
    { key: 'number', value: formatNumber(15000, language) },
    { key: 'date', value: dateTimeFormat(language, { dateStyle: 'long' }).format(EXAMPLE_DATE) },
    { key: 'dateShort', value: dateTimeFormat(language, { dateStyle: 'short' }).format(EXAMPLE_DATE) },
    {
      key: 'dateTime',
      value: dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(EXAMPLE_DATE),
    },
    { key: 'relative', value: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(24, 'hour') },
  ]
  return (
    <DevSection
      title={t('style.formatting.title')}
      lead={t('style.formatting.lead', { language: language.toUpperCase() })}
    >
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows.map(({ key, value }) => (
          <div key={key} className="grid gap-1 p-4 sm:grid-cols-2 sm:gap-6">
            <dt className="text-slate-600">{t(`style.formatting.rows.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </DevSection>
  )
}
