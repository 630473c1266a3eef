import { useTranslation } from 'react-i18next'

const DELAYS = ['0ms', '150ms', '300ms']

export function TypingIndicator() {
  const { t } = useTranslation('devtools')
  return (
    <div
      role="status"
      className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3"
    >
      {DELAYS.map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-slate-500"
          style={{ animationDelay: delay }}
          aria-hidden="true"
        />
      ))}
      <span className="sr-only">{t('loading.typing.srText')}</span>
    </div>
  )
}
