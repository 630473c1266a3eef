import type { Conversation } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Callout } from '@web/components/ui/callout'
import { cn } from '@web/components/ui/cn'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { Skeleton } from '@web/components/ui/skeleton'
import { useConversations } from '@web/features/quotes/api/get-conversations'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatRelativeTime } from '@web/lib/format/relative-time'
import type { TFunction } from 'i18next'
import { ArrowLeft, MessagesSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ConversationThread } from './conversation-thread'

export const CONVERSATIONS_PATH = '/dashboard/requests?view=messages'

/** The last message as the list shows it: its words, or what it carries when it is files alone. */
export function lastMessagePreview(last: Conversation['lastMessage'], t: TFunction<'dashboard'>): string {
  const carried = [
    last.photos > 0 ? t('messages.photos', { count: last.photos }) : null,
    last.files > 0 ? t('messages.files', { count: last.files }) : null,
  ].filter((part) => part !== null)
  const text = last.body || carried.join(', ')
  return last.fromMe ? t('messages.fromMe', { text }) : text
}

/**
 * The dashboard's messages: every request with a conversation, latest first with its unread count,
 * and the chosen one's thread beside it (under it on a phone). `?request=` keeps the choice in the URL.
 */
export function ConversationsView() {
  const { t } = useTranslation('dashboard')
  const [params] = useSearchParams()
  const conversations = useConversations()
  const chosenId = Number(params.get('request')) || null
  const items = conversations.data?.items ?? []
  const chosen = items.find((c) => c.requestId === chosenId) ?? null

  return (
    <section aria-labelledby="messages-title" className="space-y-5">
      <div>
        <h2 id="messages-title" className="text-2xl font-semibold">
          {t('messages.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-600">{t('messages.lead')}</p>
      </div>
      {conversations.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{t('messages.loading')}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : conversations.isError ? (
        <NotLoaded
          title={t('messages.failed')}
          onRetry={() => void conversations.refetch()}
          retrying={conversations.isFetching}
        />
      ) : items.length === 0 ? (
        <Callout title={t('messages.emptyTitle')}>
          <p>{t('messages.empty')}</p>
        </Callout>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <ConversationList items={items} chosenId={chosen?.requestId ?? null} />
          {chosen ? (
            <div className="space-y-3">
              <LocalizedLink
                to={CONVERSATIONS_PATH}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline lg:hidden"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('messages.back')}
              </LocalizedLink>
              <ConversationThread key={chosen.requestId} conversation={chosen} />
            </div>
          ) : (
            <div className="hidden flex-col items-center rounded-[var(--radius-card)] border-2 border-dashed border-slate-200 px-4 py-16 text-center text-slate-600 lg:flex">
              <MessagesSquare className="size-10" aria-hidden="true" />
              <p className="mt-3">{t('messages.choose')}</p>
            </div>
          )}
        </div>
      )}
    </section>
  )
}

function ConversationList({ items, chosenId }: { items: Conversation[]; chosenId: number | null }) {
  const { t } = useTranslation('dashboard')
  const language = useUiLanguage()
  return (
    <nav aria-label={t('messages.listLabel')} className={cn(chosenId !== null && 'hidden lg:block')}>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white">
        {items.map((c) => (
          <li key={c.requestId}>
            <LocalizedLink
              to={`${CONVERSATIONS_PATH}&request=${c.requestId}`}
              aria-current={c.requestId === chosenId ? 'true' : undefined}
              className={cn(
                'block px-4 py-3 hover:bg-slate-50',
                c.requestId === chosenId && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span
                  className={cn('min-w-0 truncate text-ink', c.unread > 0 ? 'font-semibold' : 'font-medium')}
                >
                  {c.counterpart}
                </span>
                <span className="shrink-0 text-xs text-slate-600">
                  {formatRelativeTime(c.lastMessage.at, language)}
                </span>
              </span>
              <span className="block truncate text-sm text-slate-700">
                <ProjectTitle project={c.project} />
              </span>
              <span className="mt-1 flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm text-slate-600">
                  {lastMessagePreview(c.lastMessage, t)}
                </span>
                {c.unread > 0 && (
                  <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                    {t('messages.unread', { count: c.unread })}
                  </span>
                )}
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
