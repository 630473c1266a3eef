import { Button } from '@web/components/ui/button'
import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DemoCard } from './demo-card'
import { DevSection } from './dev-section'

export function StyleButtons() {
  const { t } = useTranslation('devtools')
  return (
    <DevSection title={t('style.buttons.title')} lead={t('style.buttons.lead')}>
      <div className="grid gap-4 md:grid-cols-2">
        <DemoCard title={t('style.buttons.variants')}>
          <div className="flex flex-wrap gap-3">
            <Button>{t('style.buttons.primary')}</Button>
            <Button variant="secondary">{t('style.buttons.secondary')}</Button>
            <Button variant="ghost">{t('style.buttons.ghost')}</Button>
            <Button variant="danger">
              <Trash2 className="size-5" aria-hidden="true" />
              {t('style.buttons.danger')}
            </Button>
          </div>
        </DemoCard>
        <DemoCard title={t('style.buttons.sizes')}>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm">{t('style.buttons.small')}</Button>
            <Button size="md">{t('style.buttons.medium')}</Button>
            <Button size="lg">{t('style.buttons.large')}</Button>
          </div>
        </DemoCard>
        <DemoCard title={t('style.buttons.states')} description={t('style.buttons.statesHelp')}>
          <div className="flex flex-wrap gap-3">
            <Button loading>{t('style.buttons.loading')}</Button>
            <Button disabled>{t('style.buttons.disabled')}</Button>
            <Button variant="secondary">
              <Plus className="size-5" aria-hidden="true" />
              {t('style.buttons.withIcon')}
            </Button>
          </div>
        </DemoCard>
      </div>
    </DevSection>
  )
}
