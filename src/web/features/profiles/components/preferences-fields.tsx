import { UI_LANGUAGES } from '@shared/i18n/languages'
import { FormField, Select } from '@web/components/ui/form-field'
import { LANGUAGE_NAMES } from '@web/i18n/language'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ListInput } from './list-input'
import { useProfileFieldError } from './profile-errors'
import { CURRENCIES, INTEREST_LENGTH_MAX, INTERESTS_MAX, type ProfileFormInput } from './profile-form-values'
import { SectionCard } from './section-card'

export function PreferencesFields() {
  const { t } = useTranslation('profiles')
  const { register, control } = useFormContext<ProfileFormInput>()
  const errorOf = useProfileFieldError()
  return (
    <SectionCard title={t('profile.preferences.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('profile.preferences.language')}
          hint={t('profile.preferences.languageHint')}
          error={errorOf('language')}
        >
          {(field) => (
            <Select {...field} {...register('language')}>
              {UI_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('profile.preferences.currency')} error={errorOf('currency')}>
          {(field) => (
            <Select {...field} {...register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`profile.currencies.${currency}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label={t('profile.preferences.interests')}
            hint={t('profile.preferences.interestsHint')}
            error={errorOf('interests')}
          >
            {(field) => (
              <Controller
                control={control}
                name="interests"
                render={({ field: { value, onChange, onBlur, ref } }) => (
                  <ListInput
                    {...field}
                    layout="chips"
                    value={value ?? []}
                    onChange={onChange}
                    onBlur={onBlur}
                    inputRef={ref}
                    maxItems={INTERESTS_MAX}
                    maxLength={INTEREST_LENGTH_MAX}
                    placeholder={t('profile.preferences.interestsExample')}
                  />
                )}
              />
            )}
          </FormField>
        </div>
      </div>
    </SectionCard>
  )
}
