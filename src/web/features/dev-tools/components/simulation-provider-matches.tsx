import { formatNumber, formatRating } from '@shared/format/number'
import { SIMULATION_PROVIDERS } from '@web/features/dev-tools/lib/simulation-script'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

export function SimulationProviderMatches() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  return (
    <ol className="mt-3 space-y-2">
      {SIMULATION_PROVIDERS.map((provider, index) => (
        <li
          key={provider.id}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 text-ink shadow-sm"
        >
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <p className="font-semibold">{provider.name}</p>
            <p className="text-sm text-slate-700">
              {t('simulation.providerReason', {
                rating: formatRating(provider.rating, language),
                distance: formatNumber(provider.distanceKm, language, { style: 'unit', unit: 'kilometer' }),
                hours: provider.answerHours,
              })}
            </p>
            <p className="text-sm text-slate-600">{t(`simulation.providerExtra.${provider.extra}`)}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
