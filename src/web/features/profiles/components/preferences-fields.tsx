import { UI_LANGUAGES } from '@shared/i18n/languages'
import { LANGUAGE_NAMES } from '@web/app/shell/language-switcher'
import { FormField, Select } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

export function PreferencesFields() {
  const { t, i18n } = useTranslation('profiles')
  return (
    <SectionCard title={t('profile.preferences.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.preferences.language')}>
          {(field) => (
            <Select {...field} name="language" defaultValue={i18n.language}>
              {UI_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('profile.preferences.currency')}>
          {(field) => (
            <Select {...field} name="currency" defaultValue="EUR">
              <option value="EUR">{t('profile.preferences.euro')}</option>
            </Select>
          )}
        </FormField>
      </div>
    </SectionCard>
  )
}
