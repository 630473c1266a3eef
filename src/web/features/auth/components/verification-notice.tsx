import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ResendVerificationForm } from './resend-verification-form'

/**
 * Where the confirmation email link lands (better-auth redirects to /auth?verified=1, adding
 * &error=… when the link was expired or invalid). Reset-link errors belong to the reset tab.
 */
export function VerificationNotice() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  if (params.get('tab') === 'reset') return null
  const error = params.get('error')
  if (error) {
    return (
      <div className="space-y-4">
        <Callout
          tone="error"
          title={error === 'TOKEN_EXPIRED' ? t('verify.expiredTitle') : t('verify.invalidTitle')}
        >
          <p>{t('verify.errorBody')}</p>
        </Callout>
        <ResendVerificationForm />
      </div>
    )
  }
  if (params.get('verified') !== '1') return null
  return (
    <div role="status">
      <Callout tone="success" title={t('verify.successTitle')} />
    </div>
  )
}
