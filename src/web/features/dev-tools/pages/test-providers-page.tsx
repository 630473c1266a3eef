import { DevPage } from '@web/features/dev-tools/components/dev-page'
import { DevSection } from '@web/features/dev-tools/components/dev-section'
import { ProviderList } from '@web/features/dev-tools/components/provider-list'
import { useTranslation } from 'react-i18next'

export function TestProvidersPage() {
  const { t } = useTranslation('devtools')
  return (
    <DevPage title={t('providers.title')} lead={t('providers.lead')}>
      <DevSection title={t('providers.listTitle')} lead={t('providers.listLead')}>
        <ProviderList />
      </DevSection>
      <DevSection title={t('providers.statesTitle')}>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          <li>{t('providers.states.loading')}</li>
          <li>{t('providers.states.error')}</li>
          <li>{t('providers.states.empty')}</li>
        </ul>
      </DevSection>
    </DevPage>
  )
}
