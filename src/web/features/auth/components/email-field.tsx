import { FormField, Input } from '@web/components/ui/form-field'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAuthFieldError } from './auth-field-error'

/** The email field every auth form starts with: same label, keyboard, autofill and error texts. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn
  error?: FieldError
}) {
  const { t } = useTranslation('auth')
  const fieldError = useAuthFieldError()
  return (
    <FormField label={t('fields.email')} error={fieldError('email', error)}>
      {(field) => (
        <Input
          {...field}
          {...registration}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
      )}
    </FormField>
  )
}
