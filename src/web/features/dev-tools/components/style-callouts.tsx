import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

const CALLOUT_TONES = ['info', 'success', 'warning', 'error'] as const

export function StyleCallouts() {
  const { t } = useTranslation('devtools')
  return (
    <DevSection title={t('style.callouts.title')} lead={t('style.callouts.lead')}>
      <div className="grid gap-4 md:grid-cols-2">
        {CALLOUT_TONES.map((tone) => (
          <Callout key={tone} tone={tone} title={t(`style.callouts.${tone}.title`)}>
            {t(`style.callouts.${tone}.body`)}
          </Callout>
        ))}
      </div>
    </DevSection>
  )
}
