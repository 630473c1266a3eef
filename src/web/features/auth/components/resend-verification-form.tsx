import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { useResendVerification } from '@web/features/auth/api/resend-verification'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import { EmailField } from './email-field'

const emailResolver = lazyResolver(
  async () => (await import('@web/features/auth/lib/auth-form-resolvers')).emailOnlyResolver,
)

/** Asks for a new confirmation link after an expired or invalid one. */
export function ResendVerificationForm() {
  const { t } = useTranslation('auth')
  const resend = useResendVerification()
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

  const failure = resend.isError ? authErrorMessage('resendVerification', resend.error) : null
  return (
    <Form
      noValidate
      onSubmit={handleSubmit(({ email }) => {
        if (!resend.isPending) resend.mutate(email)
      })}
      className="space-y-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-slate-700">{t('verify.resendIntro')}</p>
      <EmailField registration={register('email')} error={errors.email} />
      <p role="status" className="text-sm font-medium text-emerald-800">
        {resend.isSuccess && t('verify.resendSent')}
      </p>
      {failure && <AuthErrorCallout message={failure} />}
      <Button type="submit" className="w-full" loading={resend.isPending}>
        {resend.isPending ? t('verify.resendSending') : t('verify.resendSubmit')}
      </Button>
    </Form>
  )
}
