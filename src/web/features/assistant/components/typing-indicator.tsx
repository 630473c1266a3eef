import { useTranslation } from 'react-i18next'

const DELAYS = ['0ms', '150ms', '300ms']

/** UI.md: every wait shows progress; in the chat, the assistant "types". */
export function TypingIndicator({ label }: { label?: string }) {
  const { t } = useTranslation('assistant')
  return (
    <div role="status" className="flex items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        {DELAYS.map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
            style={{ animationDelay: delay }}
            aria-hidden="true"
          />
        ))}
      </span>
      <span className={label ? 'text-sm text-slate-600' : 'sr-only'}>{label ?? t('typing')}</span>
    </div>
  )
}
