import { CATEGORIES } from '@shared/catalog/categories'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ListInput } from './list-input'
import { useProfileFieldError } from './profile-errors'
import { type ProfileFormInput, SERVICE_LENGTH_MAX, SERVICES_MAX } from './profile-form-values'
import { SectionCard } from './section-card'

export function BusinessFields() {
  const { t } = useTranslation('profiles')
  const language = useUiLanguage()
  const { register, control } = useFormContext<ProfileFormInput>()
  const errorOf = useProfileFieldError()
  const categories = [...CATEGORIES].sort((a, b) =>
    a.names[language].localeCompare(b.names[language], language),
  )
  return (
    <SectionCard title={t('profile.business.title')} intro={t('profile.business.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.business.businessName')} error={errorOf('businessName')}>
          {(field) => <Input {...field} {...register('businessName')} autoComplete="organization" />}
        </FormField>
        <FormField label={t('profile.business.role')} error={errorOf('roleInCompany')}>
          {(field) => <Input {...field} {...register('roleInCompany')} autoComplete="organization-title" />}
        </FormField>
        <FormField label={t('profile.business.category')} error={errorOf('businessCategory')}>
          {(field) => (
            <Select {...field} {...register('businessCategory')}>
              <option value="">{t('profile.business.chooseCategory')}</option>
              {categories.map(({ slug, names }) => (
                <option key={slug} value={slug}>
                  {names[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('profile.business.website')} error={errorOf('website')}>
          {(field) => (
            <Input
              {...field}
              {...register('website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label={t('profile.business.description')}
            hint={t('profile.business.descriptionHint')}
            error={errorOf('businessDescription')}
          >
            {(field) => <Textarea {...field} {...register('businessDescription')} rows={5} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField
            label={t('profile.business.services')}
            hint={t('profile.business.servicesHint')}
            error={errorOf('services')}
          >
            {(field) => (
              <Controller
                control={control}
                name="services"
                render={({ field: { value, onChange, onBlur, ref } }) => (
                  <ListInput
                    {...field}
                    layout="rows"
                    value={value ?? []}
                    onChange={onChange}
                    onBlur={onBlur}
                    inputRef={ref}
                    maxItems={SERVICES_MAX}
                    maxLength={SERVICE_LENGTH_MAX}
                    placeholder={t('profile.business.servicesExample')}
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
