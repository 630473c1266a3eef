import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

const SCALE = [
  { px: 14, className: 'text-sm', key: 'small' },
  { px: 16, className: 'text-base', key: 'body' },
  { px: 18, className: 'text-lg', key: 'lead' },
  { px: 24, className: 'text-2xl font-semibold', key: 'section' },
  { px: 32, className: 'text-[2rem] font-bold leading-tight', key: 'pagePhone' },
  { px: 40, className: 'text-[2.5rem] font-bold leading-tight', key: 'pageDesktop' },
] as const

export function StyleTypeScale() {
  const { t } = useTranslation('devtools')
  return (
    <DevSection title={t('style.type.title')} lead={t('style.type.lead')}>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {SCALE.map(({ px, className, key }) => (
          <li
            key={px}
            className="grid grid-cols-[minmax(0,1fr)] gap-1 p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-baseline sm:gap-6"
          >
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-ink">{t('style.type.size', { px })}</span> ·{' '}
              {t(`style.type.usage.${key}`)}
            </p>
            <p className={`${className} hyphens-auto [overflow-wrap:anywhere]`}>{t('style.type.sample')}</p>
          </li>
        ))}
      </ul>
    </DevSection>
  )
}
