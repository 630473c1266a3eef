import { Callout } from '@web/components/ui/callout'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthErrorMessage } from './auth-error-message'

/** A failed auth call, above the submit button; the error tone makes it role=alert. */
export function AuthErrorCallout({ message, children }: { message: AuthErrorMessage; children?: ReactNode }) {
  const { t } = useTranslation('auth')
  const body = message.reasonKey || children
  return (
    <Callout tone="error" title={message.serverText ?? t(message.key, message.values)}>
      {body && (
        <div className="space-y-3">
          {message.reasonKey && <p>{t(message.reasonKey)}</p>}
          {children}
        </div>
      )}
    </Callout>
  )
}
