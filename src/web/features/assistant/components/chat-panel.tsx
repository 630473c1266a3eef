import type { MatchedProviderView, QuickReply } from '@shared/assistant/chat-schemas'
import { useQueryClient } from '@tanstack/react-query'
import { TypingIndicator } from '@web/components/ui/typing-indicator'
import { useChat } from '@web/features/assistant/hooks/use-chat'
import { chatStore, type TurnContext } from '@web/features/assistant/lib/chat-store'
import { type Conversation, lastReply } from '@web/features/assistant/lib/conversation'
import { pendingProjectKey } from '@web/lib/api/pending-project-key'
import { type AssistantStart, takeAssistantStart } from '@web/lib/assistant-bus'
import { useAuth } from '@web/lib/auth/auth-context'
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { AssistantMessage } from './assistant-message'
import { ChatComposer } from './chat-composer'
import { ChatFailureNotice } from './chat-failure'
import { ChatWelcome } from './chat-welcome'
import { useNameList } from './provider-choice'

/** Switches to the conversation a start asks for (a provider's, or a general one), then sends its message. */
function applyStart(start: AssistantStart, conversation: Conversation, context: TurnContext) {
  if (start.providerContext !== undefined) {
    const wanted = start.providerContext?.slug ?? null
    if (wanted !== (conversation.providerContext?.slug ?? null)) chatStore.reset(start.providerContext)
  }
  if (start.message) void chatStore.send(start.message, context)
}

export interface ChatPanelHandle {
  focusComposer: () => void
}

/**
 * The conversation (product §2 chat assistant, §4 chat flow): used by the floating widget and the
 * landing hero, both showing the one conversation of this browser session.
 */
export function ChatPanel({
  announce = true,
  autoFocus = false,
  start: ownStart,
  handle,
}: {
  announce?: boolean
  /** Focus the message box on mount (the widget, once its messages have loaded). */
  autoFocus?: boolean
  /** How to start, from whoever mounts this panel (else a start queued on the bus). */
  start?: AssistantStart
  handle?: Ref<ChatPanelHandle>
}) {
  const { t } = useTranslation('assistant')
  const { chat, turnContext } = useChat()
  const { conversation, sending, failure, replyCount } = chat
  const composerRef = useRef<HTMLTextAreaElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const latestRef = useRef<HTMLLIElement>(null)
  const nameList = useNameList()
  const { refresh: refreshAccount } = useAuth()
  const queryClient = useQueryClient()
  const focusComposer = useCallback(() => composerRef.current?.focus(), [])
  useImperativeHandle(handle, () => ({ focusComposer }), [focusComposer])

  // A start queued by whoever opened the chat (a profile, the hero) is taken once, here.
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, by design
  useEffect(() => {
    if (autoFocus) focusComposer()
    if (started.current) return
    started.current = true
    const queued = takeAssistantStart()
    const start = ownStart ?? queued
    if (start) applyStart(start, chatStore.getSnapshot().conversation, turnContext())
  }, [])

  // Screen readers hear each new reply once (not the history restored on reload).
  const [announcement, setAnnouncement] = useState('')
  const announced = useRef(replyCount)
  useEffect(() => {
    if (replyCount === announced.current) return
    announced.current = replyCount
    if (announce) setAnnouncement(lastReply(conversation)?.reply ?? '')
  }, [replyCount, conversation, announce])

  // A new reply scrolls to its start; the customer's message and the typing indicator to the end.
  const entryCount = conversation.entries.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the transcript grows or a wait starts
  useLayoutEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const last = conversation.entries[entryCount - 1]
    const latest = latestRef.current
    if (last?.role === 'assistant' && latest && !sending) box.scrollTop = Math.max(0, latest.offsetTop - 12)
    else box.scrollTop = box.scrollHeight
  }, [entryCount, sending])

  const send = (text: string, shown?: string) => {
    void chatStore.send(text, turnContext(), shown)
  }
  const onQuickReply = (reply: QuickReply) => {
    send(reply.value, reply.label)
    focusComposer()
  }
  const onSendQuotes = (providers: MatchedProviderView[]) => {
    const names = nameList(providers.map((p) => p.name))
    const shown = t('providers.sendShown', { count: providers.length, names })
    void chatStore
      .sendQuotes(
        providers.map((p) => p.id),
        turnContext(),
        shown,
      )
      // The header's credits counter reads the account, as after the directory's form: credits were spent.
      // A project kept at registration for this conversation went with it.
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: pendingProjectKey })
        return refreshAccount()
      })
      .catch(() => undefined)
  }
  const newConversation = () => {
    chatStore.reset(null)
    focusComposer()
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        <ol aria-label={t('panel.transcript')} className="space-y-4">
          {entryCount === 0 && (
            <li>
              <ChatWelcome providerContext={conversation.providerContext} onExample={(text) => send(text)} />
            </li>
          )}
          {conversation.entries.map((entry, index) => {
            const isLast = index === entryCount - 1
            if (entry.role === 'user') {
              return (
                <li key={entry.id} className="flex justify-end">
                  <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-2.5 text-white">
                    <span className="sr-only">{t('speaker.you')}: </span>
                    <p className="whitespace-pre-line break-words">{entry.text}</p>
                  </div>
                </li>
              )
            }
            return (
              <li key={entry.id} ref={isLast ? latestRef : undefined}>
                <AssistantMessage
                  reply={entry.reply}
                  previous={lastBefore(conversation, index)}
                  latest={isLast}
                  sending={sending !== null}
                  onQuickReply={onQuickReply}
                  onSendQuotes={onSendQuotes}
                  onNewProject={newConversation}
                />
              </li>
            )
          })}
          {sending && (
            <li>
              <TypingIndicator
                label={sending === 'quotes' ? t('sendingQuotes') : t('typing')}
                showLabel={sending === 'quotes'}
              />
            </li>
          )}
          {failure && !sending && (
            <li>
              <ChatFailureNotice
                failure={failure}
                onRetry={() => void chatStore.retry(turnContext())}
                onNewConversation={newConversation}
              />
            </li>
          )}
        </ol>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <ChatComposer onSend={(text) => send(text)} busy={sending !== null} inputRef={composerRef} />
    </div>
  )
}

/** The assistant's reply before entry `index` (cards it already showed are not repeated). */
function lastBefore(conversation: Conversation, index: number) {
  for (let i = index - 1; i >= 0; i--) {
    const entry = conversation.entries[i]
    if (entry?.role === 'assistant') return entry.reply
  }
  return null
}
