import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { ApiRequestError } from '@web/lib/api/request-error'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** What a refused password confirmation tells the person (keys of the profiles namespace). */
function refusalKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'settings.twoFactor.failed'
  if (error.status === 0) return 'settings.errors.network'
  if (error.status === 429) return 'settings.errors.tooMany'
  if (error.code === 'wrong_password' || error.status === 401) return 'settings.twoFactor.wrongPassword'
  return 'settings.twoFactor.failed'
}

/** "Confirm with your password" before a change to two-step sign-in. */
export function PasswordConfirmForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string
  pending: boolean
  error: unknown
  onSubmit: (password: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('profiles')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setMissing(true)
    if (!pending) onSubmit(password)
  }
  const refused = error ? refusalKey(error) : null
  return (
    <Form noValidate onSubmit={submit} className="space-y-4 sm:max-w-sm">
      <FormField
        label={t('settings.twoFactor.password')}
        error={
          missing
            ? t('settings.password.currentRequired')
            : refused === 'settings.twoFactor.wrongPassword'
              ? t(refused)
              : undefined
        }
      >
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setMissing(false)
            }}
          />
        )}
      </FormField>
      {refused && refused !== 'settings.twoFactor.wrongPassword' && (
        <Callout tone="error" title={t(refused)} />
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
