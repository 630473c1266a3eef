import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import type { ChatFailure } from '@web/features/assistant/lib/chat-store'
import { RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Codes after which the same turn cannot succeed: the way out is a new conversation. */
const DEAD_ENDS = new Set(['chat_session_not_found', 'chat_provider_unknown'])

/** product §8 'Could not connect to the assistant or service.' (or the server's own reason), with a way on. */
export function ChatFailureNotice({
  failure,
  onRetry,
  onNewConversation,
}: {
  failure: ChatFailure
  onRetry: () => void
  onNewConversation: () => void
}) {
  const { t } = useTranslation('assistant')
  const deadEnd = failure.kind === 'server' && failure.code !== undefined && DEAD_ENDS.has(failure.code)
  // Sending again cannot succeed until a project closes (ADR 027): the message says so, the way on is My requests.
  const noCredits = failure.kind === 'server' && failure.code === 'no_credits'
  return (
    <Callout
      tone="error"
      title={failure.kind === 'connection' ? t('error.connection') : failure.message}
      className="mt-1"
    >
      {failure.kind === 'connection' && <p className="text-sm">{t('error.connectionHint')}</p>}
      <div className="mt-3">
        {noCredits ? (
          <LocalizedLink to="/my-requests" className={buttonClasses('secondary', 'sm')}>
            {t('error.myRequests')}
          </LocalizedLink>
        ) : deadEnd ? (
          <Button size="sm" variant="secondary" onClick={onNewConversation}>
            {t('error.newConversation')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('error.retry')}
          </Button>
        )}
      </div>
    </Callout>
  )
}
