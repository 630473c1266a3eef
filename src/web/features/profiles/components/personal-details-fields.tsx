import { FormField, Input } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

export function PersonalDetailsFields({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('profiles')
  return (
    <SectionCard title={t('profile.personal.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('profile.personal.name')} hint={t('profile.personal.nameHint')}>
            {(field) => <Input {...field} name="name" defaultValue={name} autoComplete="nickname" />}
          </FormField>
        </div>
        <FormField label={t('profile.personal.firstName')}>
          {(field) => <Input {...field} name="firstName" autoComplete="given-name" />}
        </FormField>
        <FormField label={t('profile.personal.lastName')}>
          {(field) => <Input {...field} name="lastName" autoComplete="family-name" />}
        </FormField>
        <FormField label={t('profile.personal.email')} hint={t('profile.personal.emailHint')}>
          {(field) => (
            <Input
              {...field}
              type="email"
              name="email"
              defaultValue={email}
              readOnly
              className="bg-slate-50"
            />
          )}
        </FormField>
        <FormField label={t('profile.personal.phone')}>
          {(field) => (
            <Input
              {...field}
              type="tel"
              name="phoneNumber"
              autoComplete="tel"
              placeholder={t('profile.personal.phoneExample')}
            />
          )}
        </FormField>
      </div>
    </SectionCard>
  )
}
