import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { useRequestPasswordReset } from '@web/features/auth/api/request-password-reset'
import type { EmailOnlySchema } from '@web/features/auth/lib/auth-form-resolvers'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import type { AuthTab } from './auth-tab'
import { EmailField } from './email-field'
import { TextButton } from './text-button'

const emailResolver = lazyResolver(
  async () => (await import('@web/features/auth/lib/auth-form-resolvers')).emailOnlyResolver,
)

export function ForgotPasswordForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation('auth')
  const request = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: emailResolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  })

  const onSubmit = ({ email }: z.output<typeof EmailOnlySchema>) => {
    if (!request.isPending) request.mutate(email)
  }

  const failure = request.isError ? authErrorMessage('requestReset', request.error) : null
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-slate-700">{t('forgot.intro')}</p>
      <EmailField registration={register('email')} error={errors.email} />
      <div role="status">{request.isSuccess && <Callout tone="success" title={t('forgot.sent')} />}</div>
      {failure && <AuthErrorCallout message={failure} />}
      <Button type="submit" className="w-full" loading={request.isPending}>
        {request.isPending
          ? t('forgot.submitting')
          : request.isSuccess
            ? t('forgot.resubmit')
            : t('forgot.submit')}
      </Button>
      <TextButton onClick={() => onSwitch('login')} className="text-sm">
        {t('forgot.backToLogin')}
      </TextButton>
    </Form>
  )
}
