import { DevPage } from '@web/features/dev-tools/components/dev-page'
import { StyleBadges } from '@web/features/dev-tools/components/style-badges'
import { StyleButtons } from '@web/features/dev-tools/components/style-buttons'
import { StyleCallouts } from '@web/features/dev-tools/components/style-callouts'
import { StyleCards } from '@web/features/dev-tools/components/style-cards'
import { StyleColours } from '@web/features/dev-tools/components/style-colours'
import { StyleFormFields } from '@web/features/dev-tools/components/style-form-fields'
import { StyleFormatting } from '@web/features/dev-tools/components/style-formatting'
import { StyleIcons } from '@web/features/dev-tools/components/style-icons'
import { StyleTypeScale } from '@web/features/dev-tools/components/style-type-scale'
import { useTranslation } from 'react-i18next'

export function StyleGuidePage() {
  const { t } = useTranslation('devtools')
  return (
    <DevPage title={t('style.title')} lead={t('style.lead')}>
      <StyleColours />
      <StyleTypeScale />
      <StyleButtons />
      <StyleBadges />
      <StyleCallouts />
      <StyleFormFields />
      <StyleCards />
      <StyleFormatting />
      <StyleIcons />
    </DevPage>
  )
}
