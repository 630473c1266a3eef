import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'

export function ChangePasswordForm() {
  const { t } = useTranslation('profiles')
  return (
    <SectionCard title={t('settings.password.title')}>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
            <FormField label={t('settings.password.current')}>
              {(field) => (
                <Input {...field} type="password" name="currentPassword" autoComplete="current-password" />
              )}
            </FormField>
          </div>
          <FormField label={t('settings.password.new')} hint={t('settings.password.rule')}>
            {(field) => <Input {...field} type="password" name="newPassword" autoComplete="new-password" />}
          </FormField>
          <FormField label={t('settings.password.confirm')}>
            {(field) => (
              <Input {...field} type="password" name="confirmPassword" autoComplete="new-password" />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" className="w-full sm:w-auto">
              {t('settings.password.submit')}
            </Button>
          </div>
        </fieldset>
      </form>
    </SectionCard>
  )
}
