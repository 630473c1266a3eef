import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'
import { FormField, Select } from '@web/components/ui/form-field'
import { useStoreProfile } from '@web/features/profiles/api/store-profile'
import { changeLanguage } from '@web/i18n/i18n'
import { LANGUAGE_NAMES } from '@web/i18n/language'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAuth } from '@web/lib/auth/auth-context'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

/** The interface language; signed in, it is also saved to the profile so emails use it. */
export function LanguageSection() {
  const { t } = useTranslation('profiles')
  const { status } = useAuth()
  const language = useUiLanguage()
  const saving = useStoreProfile()

  const choose = async (next: UiLanguage) => {
    await changeLanguage(next)
    if (status === 'signedIn') saving.mutate({ language: next })
  }

  const savedLanguage = saving.isSuccess ? saving.variables?.language : undefined
  return (
    <SectionCard title={t('settings.language.title')} intro={t('settings.language.body')}>
      <div className="max-w-xs">
        <FormField label={t('settings.language.label')}>
          {(field) => (
            <Select
              {...field}
              value={language}
              onChange={(event) => void choose(event.target.value as UiLanguage)}
            >
              {UI_LANGUAGES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {LANGUAGE_NAMES[option]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600">
        {savedLanguage ? t('settings.language.saved', { language: LANGUAGE_NAMES[savedLanguage] }) : ''}
      </p>
      {saving.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {t('settings.language.saveFailed')}
        </p>
      )}
    </SectionCard>
  )
}
