import { useTranslation } from 'react-i18next'
import { DevPage } from '../components/dev-page'
import { StyleBadges } from '../components/style-badges'
import { StyleButtons } from '../components/style-buttons'
import { StyleCallouts } from '../components/style-callouts'
import { StyleCards } from '../components/style-cards'
import { StyleColours } from '../components/style-colours'
import { StyleFormFields } from '../components/style-form-fields'
import { StyleFormatting } from '../components/style-formatting'
import { StyleIcons } from '../components/style-icons'
import { StyleTypeScale } from '../components/style-type-scale'

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
