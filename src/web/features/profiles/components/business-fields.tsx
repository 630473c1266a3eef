import { CATEGORIES } from '@shared/catalog/categories'
import { isUiLanguage } from '@shared/i18n/languages'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

export function BusinessFields() {
  const { t, i18n } = useTranslation('profiles')
  const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
  const categories = [...CATEGORIES].sort((a, b) =>
    a.names[language].localeCompare(b.names[language], language),
  )
  return (
    <SectionCard title={t('profile.business.title')} intro={t('profile.business.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.business.businessName')}>
          {(field) => <Input {...field} name="businessName" autoComplete="organization" />}
        </FormField>
        <FormField label={t('profile.business.role')}>
          {(field) => <Input {...field} name="roleInCompany" autoComplete="organization-title" />}
        </FormField>
        <FormField label={t('profile.business.category')}>
          {(field) => (
            <Select {...field} name="businessCategory" defaultValue="">
              <option value="">{t('profile.business.chooseCategory')}</option>
              {categories.map(({ slug, names }) => (
                <option key={slug} value={slug}>
                  {names[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('profile.business.website')}>
          {(field) => (
            <Input {...field} type="url" name="website" autoComplete="url" placeholder="https://" />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('profile.business.description')}>
            {(field) => <Textarea {...field} name="businessDescription" />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t('profile.business.services')} hint={t('profile.business.servicesHint')}>
            {(field) => <Textarea {...field} name="services" className="min-h-24" />}
          </FormField>
        </div>
      </div>
    </SectionCard>
  )
}
