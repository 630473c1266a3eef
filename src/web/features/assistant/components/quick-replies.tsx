import type { QuickReply } from '@shared/assistant/chat-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const CHIP =
  'rounded-full border border-brand-600 bg-white px-3.5 py-1.5 text-left text-sm font-medium text-brand-700 transition-colors duration-150 hover:bg-brand-50'

/**
 * Quick-reply chips (confirmations, service quick-select): a `reply` posts its value, shows its
 * label; a `link` opens a page of the site. Labels are in the conversation's `language`; a
 * "Reply in …" chip (id `language:xx`) is written in the language it offers.
 */
export function QuickReplies({
  replies,
  language,
  disabled,
  onChoose,
}: {
  replies: QuickReply[]
  language?: string
  disabled: boolean
  onChoose: (reply: QuickReply) => void
}) {
  const { t } = useTranslation('assistant')
  const chips = replies.filter((reply) => reply.kind === 'reply' || reply.kind === 'link')
  if (chips.length === 0) return null
  return (
    <ul aria-label={t('quickReplies')} lang={language} className="mt-3 flex flex-wrap gap-2">
      {chips.map((reply) => (
        <li key={reply.id}>
          {reply.kind === 'link' ? (
            <LocalizedLink to={reply.value} className={`${CHIP} inline-flex items-center gap-1`}>
              {reply.label}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </LocalizedLink>
          ) : (
            <button
              type="button"
              lang={reply.id.startsWith('language:') ? reply.id.slice('language:'.length) : undefined}
              disabled={disabled}
              onClick={() => onChoose(reply)}
              className={`${CHIP} disabled:cursor-not-allowed disabled:opacity-60`}
            >
              {reply.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
