import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import type { AuthTab } from './auth-tab'
import { TextButton } from './text-button'

export function ForgotPasswordForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation('auth')
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
      <p className="text-slate-700">{t('forgot.intro')}</p>
      <fieldset disabled className="space-y-5">
        <FormField label={t('fields.email')}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" placeholder={t('fields.emailExample')} />
          )}
        </FormField>
        <Button type="submit" className="w-full">
          {t('forgot.submit')}
        </Button>
      </fieldset>
      <TextButton onClick={() => onSwitch('login')} className="text-sm">
        {t('forgot.backToLogin')}
      </TextButton>
    </form>
  )
}
