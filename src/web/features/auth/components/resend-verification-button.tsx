import { Button } from '@web/components/ui/button'
import { useResendVerification } from '@web/features/auth/api/resend-verification'
import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { authErrorMessage } from './auth-error-message'

/** "Send the confirmation email again" for an address the form already knows. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const resend = useResendVerification()
  const failure = resend.isError ? authErrorMessage('resendVerification', resend.error) : null
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="sm"
        loading={resend.isPending}
        onClick={() => {
          if (!resend.isPending) resend.mutate(email)
        }}
      >
        {!resend.isPending && <Mail className="size-4" aria-hidden="true" />}
        {resend.isPending ? t('verify.resendSending') : t('verify.resendAgain')}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {resend.isSuccess && t('verify.resendSent')}
        {failure &&
          `${failure.serverText ?? t(failure.key)} ${failure.reasonKey ? t(failure.reasonKey) : ''}`}
      </p>
    </div>
  )
}
