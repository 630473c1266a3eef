import { zodResolver } from '@hookform/resolvers/zod'
import { VerifyTotpSchema } from '@shared/accounts/auth-request-schemas'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { useConfirmTwoFactor } from '@web/features/profiles/api/confirm-two-factor'
import type { TwoFactorSetup as Setup } from '@web/features/profiles/api/enable-two-factor'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Copy } from 'lucide-react'
import { QRCodeSVG } from 'qrcode.react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** The secret of an otpauth:// address, in groups of four as people type it into an app. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Step two of turning two-step sign-in on: the QR code (drawn here, nothing fetched) or the secret
 * to type, then the app's first code, which turns it on.
 */
export function TwoFactorSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup
  onConfirmed: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('profiles')
  const confirm = useConfirmTwoFactor()
  const fieldError = useFieldError()
  const form = useForm({
    resolver: zodResolver(VerifyTotpSchema),
    defaultValues: { code: '' },
  })
  const secret = secretOf(setup.totpURI)

  const submit = form.handleSubmit(({ code }) => {
    if (!confirm.isPending) confirm.mutate(code, { onSuccess: onConfirmed })
  })
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret.replaceAll(' ', ''))
      toast.success(t('settings.twoFactor.secretCopied'))
    } catch {
      toast.error(t('settings.twoFactor.copyFailed'))
    }
  }
  const wrongCode =
    confirm.error instanceof ApiRequestError && (confirm.error.status === 401 || confirm.error.status === 400)
  const codeError =
    fieldError(form.formState.errors.code, { other: t('settings.twoFactor.codeInvalid') }) ??
    (wrongCode ? t('settings.twoFactor.codeWrong') : undefined)

  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>{t('settings.twoFactor.stepApp')}</li>
        <li>{t('settings.twoFactor.stepScan')}</li>
        <li>{t('settings.twoFactor.stepCode')}</li>
      </ol>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <figure className="shrink-0">
          <QRCodeSVG
            value={setup.totpURI}
            size={176}
            marginSize={2}
            role="img"
            aria-label={t('settings.twoFactor.qrLabel')}
            className="rounded-lg border border-slate-200 bg-white"
          />
        </figure>
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-ink">{t('settings.twoFactor.secretLabel')}</p>
          <p className="break-all font-mono text-base" data-testid="totp-secret">
            {secret}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void copySecret()}>
            <Copy className="size-4" aria-hidden="true" />
            {t('settings.twoFactor.copySecret')}
          </Button>
        </div>
      </div>
      <Form noValidate onSubmit={submit} className="space-y-4 sm:max-w-sm">
        <FormField label={t('settings.twoFactor.code')} error={codeError}>
          {(field) => (
            <Input
              {...field}
              {...form.register('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              className="font-mono tracking-widest"
            />
          )}
        </FormField>
        {confirm.isError && !wrongCode && (
          <Callout tone="error" title={failureText(confirm.error, t('settings.twoFactor.failed'))} />
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={confirm.isPending}>
            {t('settings.twoFactor.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('settings.twoFactor.cancel')}
          </Button>
        </div>
      </Form>
    </div>
  )
}
