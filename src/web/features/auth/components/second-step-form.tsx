import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { type SecondStepInput, useVerifySecondStep } from '@web/features/auth/api/verify-second-step'
import type { SessionUser } from '@web/lib/auth/auth-context'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AuthErrorCallout } from './auth-error-callout'
import { secondStepErrorMessage } from './auth-error-message'
import { TextButton } from './text-button'

type Method = SecondStepInput['method']
interface CodeValues {
  code: string
  trustDevice?: boolean
}

const resolvers = {
  app: lazyResolver(async () => (await import('@web/features/auth/lib/auth-form-resolvers')).appCodeResolver),
  backup: lazyResolver(
    async () => (await import('@web/features/auth/lib/auth-form-resolvers')).backupCodeResolver,
  ),
}

/**
 * Sign-in's second step (ADR 040): the 6-digit code from the authenticator app, or a backup code
 * instead, and whether to trust this browser for 30 days. "Start again" goes back to the password.
 */
export function SecondStepForm({
  submitLabel,
  onSignedIn,
  onRestart,
  compact = false,
}: {
  submitLabel: string
  onSignedIn: (user: SessionUser) => void
  onRestart: () => void
  compact?: boolean
}) {
  const [method, setMethod] = useState<Method>('app')
  return (
    <CodeForm
      key={method}
      method={method}
      submitLabel={submitLabel}
      onSignedIn={onSignedIn}
      onRestart={onRestart}
      onSwitch={() => setMethod(method === 'app' ? 'backup' : 'app')}
      compact={compact}
    />
  )
}

function CodeForm({
  method,
  submitLabel,
  onSignedIn,
  onRestart,
  onSwitch,
  compact,
}: {
  method: Method
  submitLabel: string
  onSignedIn: (user: SessionUser) => void
  onRestart: () => void
  onSwitch: () => void
  compact: boolean
}) {
  const { t } = useTranslation('auth')
  const verify = useVerifySecondStep()
  const trustId = useId()
  const headingId = useId()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: resolvers[method],
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '', trustDevice: false },
  })
  const onSubmit = (values: CodeValues) => {
    if (!verify.isPending)
      verify.mutate(
        { method, code: values.code, trustDevice: values.trustDevice === true },
        { onSuccess: onSignedIn },
      )
  }
  const failure = verify.isError ? secondStepErrorMessage(verify.error) : null
  const app = method === 'app'

  return (
    <Form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onSubmit)}
      className={compact ? 'space-y-4' : 'space-y-5'}
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('secondStep.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {app ? t('secondStep.appLead') : t('secondStep.backupLead')}
        </p>
      </div>
      <FormField
        label={app ? t('secondStep.appCode') : t('secondStep.backupCode')}
        error={errors.code && (app ? t('secondStep.appCodeInvalid') : t('secondStep.backupCodeInvalid'))}
      >
        {(field) => (
          <Input
            {...field}
            {...register('code')}
            // The code is what this step is about: the cursor starts there.
            autoFocus
            autoComplete={app ? 'one-time-code' : 'off'}
            inputMode={app ? 'numeric' : 'text'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={app ? 8 : 14}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id={trustId}
          type="checkbox"
          {...register('trustDevice')}
          className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={trustId} className="text-sm">
          {t('secondStep.trustDevice')}
        </label>
      </div>
      {failure && <AuthErrorCallout message={failure} />}
      <Button type="submit" className="w-full" loading={verify.isPending}>
        {verify.isPending ? t('secondStep.checking') : submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <TextButton onClick={onSwitch}>{app ? t('secondStep.useBackup') : t('secondStep.useApp')}</TextButton>
        <TextButton onClick={onRestart}>{t('secondStep.restart')}</TextButton>
      </div>
    </Form>
  )
}
