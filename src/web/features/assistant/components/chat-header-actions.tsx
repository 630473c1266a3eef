import { RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** "New conversation": forgets this conversation here (the server keeps it for 7 days). */
export function NewConversationButton({
  onClick,
  compact = false,
}: {
  onClick: () => void
  compact?: boolean
}) {
  const { t } = useTranslation('assistant')
  return (
    <button
      type="button"
      onClick={onClick}
      title={compact ? t('panel.newConversation') : undefined}
      className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-700 transition-colors duration-150 hover:bg-brand-50"
    >
      <RotateCcw className="size-4" aria-hidden="true" />
      <span className={compact ? 'sr-only' : undefined}>{t('panel.newConversation')}</span>
    </button>
  )
}
