import type {
  ChatEstimate,
  ChatLocation,
  ChatReply,
  MatchedProviderView,
  QuickReply,
} from '@shared/assistant/chat-schemas'
import { useTranslation } from 'react-i18next'
import { EstimateCard } from './estimate-card'
import { LocationLine } from './location-line'
import { MatchedProviderCard } from './matched-provider-card'
import { ProviderChoice } from './provider-choice'
import { QuickReplies } from './quick-replies'
import { QuotesSent } from './quotes-sent'

const sameEstimate = (a: ChatEstimate | null, b: ChatEstimate | null) =>
  a !== null && b !== null && a.low === b.low && a.high === b.high && a.confidence === b.confidence
const samePlace = (a: ChatLocation | null, b: ChatLocation | null) =>
  a !== null && b !== null && a.locality === b.locality && a.commune === b.commune

/** A bubble of the assistant's plain-text reply (never HTML). */
export function AssistantBubble({ text, language }: { text: string; language?: string }) {
  const { t } = useTranslation('assistant')
  return (
    <div className="max-w-[92%] rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-ink">
      <span className="sr-only">{t('speaker.assistant')}: </span>
      <p lang={language} className="whitespace-pre-line break-words">
        {text}
      </p>
    </div>
  )
}

/**
 * One assistant turn: its text, the place it understood, the estimate, the providers, and — on the
 * latest turn only — what the customer can do next. Cards repeated from the previous turn are not
 * shown again.
 */
export function AssistantMessage({
  reply,
  previous,
  latest,
  sending,
  onQuickReply,
  onSendQuotes,
  onNewProject,
}: {
  reply: ChatReply
  previous: ChatReply | null
  latest: boolean
  sending: boolean
  onQuickReply: (reply: QuickReply) => void
  onSendQuotes: (providers: MatchedProviderView[]) => void
  onNewProject: () => void
}) {
  const showPlace =
    reply.location !== null &&
    (reply.state === 'confirm_location' || !samePlace(reply.location, previous?.location ?? null))
  const showEstimate =
    reply.estimate !== null &&
    reply.state !== 'quotes_sent' &&
    !sameEstimate(reply.estimate, previous?.estimate ?? null)
  return (
    <div data-testid="assistant-message" data-state={reply.state}>
      {/* The assistant's words are in the conversation's language, which may not be the page's. */}
      <AssistantBubble text={reply.reply} language={reply.language} />
      {showPlace && reply.location && <LocationLine location={reply.location} />}
      {showEstimate && reply.estimate && (
        <EstimateCard estimate={reply.estimate} replyLanguage={reply.language} />
      )}
      {reply.state === 'providers' && reply.providers.length > 0 && latest && (
        <ProviderChoice reply={reply} sending={sending} onSend={onSendQuotes} />
      )}
      {reply.state === 'providers' && reply.providers.length > 0 && !latest && (
        <ul className="mt-3 space-y-2">
          {reply.providers.map((provider) => (
            <li key={provider.id}>
              <MatchedProviderCard provider={provider} replyLanguage={reply.language} />
            </li>
          ))}
        </ul>
      )}
      {reply.state === 'quotes_sent' && (
        <QuotesSent reply={reply} onNewProject={latest ? onNewProject : undefined} />
      )}
      {latest && (
        <QuickReplies
          replies={reply.quickReplies}
          language={reply.language}
          disabled={sending}
          onChoose={onQuickReply}
        />
      )}
    </div>
  )
}
