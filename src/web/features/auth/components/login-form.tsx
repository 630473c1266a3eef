import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'
import type { AuthTab } from './auth-tab'
import { TextButton } from './text-button'

export function LoginForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation('auth')
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
      <fieldset disabled className="space-y-5">
        <FormField label={t('fields.email')}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" placeholder={t('fields.emailExample')} />
          )}
        </FormField>
        <FormField label={t('fields.password')}>
          {(field) => <Input {...field} type="password" autoComplete="current-password" />}
        </FormField>
        <Button type="submit" className="w-full">
          {t('login.submit')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <TextButton onClick={() => onSwitch('forgot')}>{t('login.forgotLink')}</TextButton>
        <p className="text-slate-600">
          {t('login.noAccount')}{' '}
          <TextButton onClick={() => onSwitch('register')}>{t('login.registerLink')}</TextButton>
        </p>
      </div>
    </form>
  )
}
