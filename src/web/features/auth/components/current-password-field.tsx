import { FormField, Input } from '@web/components/ui/form-field'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAuthFieldError } from './auth-field-error'

/** The password of a sign-in (the login page and the assistant's inline login). */
export function CurrentPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn
  error?: FieldError
}) {
  const { t } = useTranslation('auth')
  const fieldError = useAuthFieldError()
  return (
    <FormField label={t('fields.password')} error={fieldError('currentPassword', error)}>
      {(field) => (
        <Input {...field} {...registration} type="password" autoComplete="current-password" required />
      )}
    </FormField>
  )
}
