import { formatNumber } from '@shared/format/number'
import { Badge } from '@web/components/ui/badge'
import { contrastRatio } from '@web/features/dev-tools/lib/contrast'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

const WHITE = '#FFFFFF'
const INK = '#0F172A'

const SWATCHES = [
  { key: 'brand', hex: '#00A1DE', textOn: INK },
  { key: 'brandText', hex: '#0077A8', textOn: WHITE },
  { key: 'brandDark', hex: '#005F86', textOn: WHITE },
  { key: 'flagRed', hex: '#EF3340', textOn: INK },
  { key: 'danger', hex: '#C8102E', textOn: WHITE },
  { key: 'ink', hex: INK, textOn: WHITE },
  { key: 'slateText', hex: '#475569', textOn: WHITE },
  { key: 'slateBorder', hex: '#E2E8F0', textOn: INK },
  { key: 'slateSurface', hex: '#F8FAFC', textOn: INK },
  { key: 'brandSurface', hex: '#E6F6FC', textOn: INK },
] as const

export function StyleColours() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  const ratio = (a: string, b: string) =>
    `${formatNumber(contrastRatio(a, b), language, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}:1`

  return (
    <DevSection title={t('style.colours.title')} lead={t('style.colours.lead')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SWATCHES.map(({ key, hex, textOn }) => {
          const onWhite = contrastRatio(hex, WHITE)
          return (
            <li key={key} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div
                className="flex h-20 items-end p-3 text-xl font-bold"
                style={{ backgroundColor: hex, color: textOn }}
              >
                {t('style.colours.sample', { ratio: ratio(hex, textOn) })}
              </div>
              <div className="space-y-1.5 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{t(`style.colours.names.${key}`)}</p>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-700">{hex}</code>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span>{t('style.colours.onWhite', { ratio: ratio(hex, WHITE) })}</span>
                  <Badge tone={onWhite >= 4.5 ? 'success' : onWhite >= 3 ? 'warning' : 'neutral'}>
                    {onWhite >= 4.5
                      ? t('style.colours.passText')
                      : onWhite >= 3
                        ? t('style.colours.passLarge')
                        : t('style.colours.surfaceOnly')}
                  </Badge>
                </div>
                <p className="text-sm text-slate-600">{t(`style.colours.notes.${key}`)}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </DevSection>
  )
}
