import type { Conversation } from '@shared/quotes/quote-request-schemas'
import { useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Card } from '@web/components/ui/card'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { Spinner } from '@web/components/ui/spinner'
import { useQuoteRequest } from '@web/features/quotes/api/get-quote-request'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { MessageThread } from '@web/features/quotes/components/messages/message-thread'
import { StatusBadge } from '@web/features/quotes/components/status-badge'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** One conversation: who and what it is about, the messages, and a reply box while the request is open. */
export function ConversationThread({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('dashboard')
  const queryClient = useQueryClient()
  const detail = useQuoteRequest(conversation.requestId, null)
  // Opening the request marks the other side's messages read: the unread counts change with it.
  const loaded = detail.dataUpdatedAt
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: quoteKeys.conversations })
  }, [loaded, queryClient])

  const requestPath =
    conversation.as === 'provider' ? `/provider/quotes/${conversation.requestId}` : '/my-requests'
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-ink">{conversation.counterpart}</h3>
          <p className="text-sm text-slate-700">
            <ProjectTitle project={conversation.project} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={conversation.status} />
          <LocalizedLink
            to={requestPath}
            className="text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            {t(conversation.as === 'provider' ? 'messages.openRequest' : 'messages.openQuotes')}
          </LocalizedLink>
        </div>
      </div>
      {detail.isPending ? (
        <Spinner className="size-6 text-brand-600" />
      ) : detail.isError ? (
        <NotLoaded
          title={t('messages.threadFailed')}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <MessageThread
          requestId={conversation.requestId}
          viewer={conversation.as}
          messages={detail.data.messages}
          canSend={detail.data.actions.includes('message')}
          onSent={() => {
            void detail.refetch()
            void queryClient.invalidateQueries({ queryKey: quoteKeys.conversations })
          }}
        />
      )}
    </Card>
  )
}
