import { FormField, Input } from '@web/components/ui/form-field'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useProfileFieldError } from './profile-errors'
import type { ProfileFormInput } from './profile-form-values'
import { SectionCard } from './section-card'

export function PersonalDetailsFields({ email }: { email: string }) {
  const { t } = useTranslation('profiles')
  const { register } = useFormContext<ProfileFormInput>()
  const errorOf = useProfileFieldError()
  return (
    <SectionCard title={t('profile.personal.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            label={t('profile.personal.name')}
            hint={t('profile.personal.nameHint')}
            error={errorOf('name')}
          >
            {(field) => <Input {...field} {...register('name')} autoComplete="nickname" required />}
          </FormField>
        </div>
        <FormField label={t('profile.personal.firstName')} error={errorOf('firstName')}>
          {(field) => <Input {...field} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label={t('profile.personal.lastName')} error={errorOf('lastName')}>
          {(field) => <Input {...field} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
        <FormField label={t('profile.personal.email')} hint={t('profile.personal.emailHint')}>
          {(field) => (
            <Input {...field} type="email" value={email} readOnly className="bg-slate-50 text-slate-700" />
          )}
        </FormField>
        <FormField
          label={t('profile.personal.phone')}
          hint={t('profile.personal.phoneHint')}
          error={errorOf('phoneNumber')}
        >
          {(field) => (
            <Input
              {...field}
              {...register('phoneNumber')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('profile.personal.phoneExample')}
            />
          )}
        </FormField>
      </div>
    </SectionCard>
  )
}
