import { FormField, Input } from '@web/components/ui/form-field'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { authFieldErrorKey } from './auth-field-error'

/**
 * A new password and its confirmation (registration, password reset): the password rule as a hint,
 * the browser's password manager invited to suggest one, and the same error texts everywhere.
 * Register the password with `deps: ['confirmPassword']` so a change re-checks the confirmation.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  errors,
}: {
  label: string
  password: UseFormRegisterReturn
  confirmation: UseFormRegisterReturn
  errors: { password?: FieldError; confirmPassword?: FieldError }
}) {
  const { t } = useTranslation('auth')
  return (
    <>
      <FormField
        label={label}
        hint={t('fields.passwordRule')}
        error={errors.password && t(authFieldErrorKey('password', errors.password.type))}
      >
        {(field) => <Input {...field} {...password} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField
        label={t('fields.confirmPassword')}
        error={errors.confirmPassword && t(authFieldErrorKey('confirmPassword', errors.confirmPassword.type))}
      >
        {(field) => (
          <Input {...field} {...confirmation} type="password" autoComplete="new-password" required />
        )}
      </FormField>
    </>
  )
}
