import { zodResolver } from '@hookform/resolvers/zod'
import { TwoFactorPasswordSchema } from '@shared/accounts/auth-request-schemas'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useFieldError } from '@web/lib/forms/field-error'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** The server refused the password itself: said under the field, not as a failure of the page. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'wrong_password' || error.status === 401)
}

/** "Confirm with your password" before a change to two-step sign-in. */
export function PasswordConfirmForm({
  submitLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  submitLabel: string
  pending: boolean
  error: unknown
  onConfirm: (password: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('profiles')
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(TwoFactorPasswordSchema),
    defaultValues: { password: '' },
  })
  const submit = form.handleSubmit(({ password }) => {
    if (!pending) onConfirm(password)
  })
  const wrongPassword = Boolean(error) && isWrongPassword(error)
  return (
    <Form noValidate onSubmit={submit} className="space-y-4 sm:max-w-sm">
      <FormField
        label={t('settings.twoFactor.password')}
        error={
          fieldError(form.formState.errors.password, { other: t('settings.password.currentRequired') }) ??
          (wrongPassword ? t('settings.twoFactor.wrongPassword') : undefined)
        }
      >
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            autoFocus
            {...form.register('password')}
          />
        )}
      </FormField>
      {Boolean(error) && !wrongPassword && (
        <Callout tone="error" title={failureText(error, t('settings.twoFactor.failed'))} />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('settings.twoFactor.cancel')}
        </Button>
      </div>
    </Form>
  )
}
