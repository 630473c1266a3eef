import { LocalizedLink } from '@web/app/shell/localized-link'
import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { Trans, useTranslation } from 'react-i18next'
import { AccountTypeChoice } from './account-type-choice'

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600'

export function RegisterForm() {
  const { t } = useTranslation('auth')
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled className="space-y-5">
        <AccountTypeChoice />
        <FormField label={t('fields.fullName')}>
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
        <FormField label={t('fields.email')}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" placeholder={t('fields.emailExample')} />
          )}
        </FormField>
        <FormField label={t('fields.password')} hint={t('fields.passwordRule')}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField label={t('fields.confirmPassword')}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" name="acceptTerms" className="mt-0.5 size-4 shrink-0 accent-brand-600" />
          <span>
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                terms: <LocalizedLink to="/terms-of-service" className={linkClass} />,
                privacy: <LocalizedLink to="/privacy-policy" className={linkClass} />,
              }}
            />
          </span>
        </label>
        <Button type="submit" className="w-full">
          {t('register.submit')}
        </Button>
        <p className="text-sm text-slate-600">{t('register.emailConfirmation')}</p>
      </fieldset>
    </form>
  )
}
