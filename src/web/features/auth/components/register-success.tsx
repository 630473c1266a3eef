import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ResendVerificationButton } from './resend-verification-button'

/** product §4: after registration, no session yet: the person confirms their address first. */
export function RegisterSuccess({ email, onLogin }: { email: string; onLogin: () => void }) {
  const { t } = useTranslation('auth')
  const ref = useRef<HTMLDivElement>(null)
  // The form the person was in is gone: move focus to what replaced it.
  useEffect(() => ref.current?.focus(), [])
  return (
    <div className="space-y-5">
      <div ref={ref} tabIndex={-1} role="status" className="rounded-xl focus:outline-none">
        <Callout tone="success" title={t('register.successTitle')}>
          <p>{t('register.successBody')}</p>
          <p className="mt-2 break-all font-medium text-ink">{email}</p>
        </Callout>
      </div>
      <p className="text-sm text-slate-700">{t('register.successHint')}</p>
      <ResendVerificationButton email={email} />
      <Button className="w-full" onClick={onLogin}>
        {t('register.goToLogin')}
      </Button>
    </div>
  )
}
