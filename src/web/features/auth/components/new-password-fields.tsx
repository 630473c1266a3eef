import { FormField, Input } from '@web/components/ui/form-field'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAuthFieldError } from './auth-field-error'

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
  const fieldError = useAuthFieldError()
  return (
    <>
      <FormField
        label={label}
        hint={t('fields.passwordRule')}
        error={fieldError('password', errors.password)}
      >
        {(field) => <Input {...field} {...password} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField
        label={t('fields.confirmPassword')}
        error={fieldError('confirmPassword', errors.confirmPassword)}
      >
        {(field) => (
          <Input {...field} {...confirmation} type="password" autoComplete="new-password" required />
        )}
      </FormField>
    </>
  )
}
