import { formatNumber } from '@shared/format/number'
import { OpenAssistantLink } from '@web/components/open-assistant-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import type { EmptyReason } from '@web/features/directory/lib/empty-reason'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { MessageSquareText, SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** An empty state says what to do next — widen, loosen, reword, or post a request instead. */
export function EmptyResults({
  reason,
  onWiden,
  onClearFilters,
}: {
  reason: EmptyReason
  onWiden: (km: number | null) => void
  onClearFilters: () => void
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const message =
    reason.kind === 'radius'
      ? t('empty.radius', { km: formatNumber(reason.km, language) })
      : reason.kind === 'query'
        ? t('empty.query', { query: reason.query })
        : t(`empty.${reason.kind}`)
  return (
    <div
      data-testid="directory-empty"
      className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center"
    >
      <SearchX className="size-10 text-slate-500" aria-hidden="true" />
      <p className="mt-3 max-w-prose text-lg font-medium text-ink">{message}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {reason.kind === 'radius' && (
          <Button variant="secondary" onClick={() => onWiden(reason.wider)}>
            {reason.wider === null
              ? t('empty.anyDistance')
              : t('empty.widen', { km: formatNumber(reason.wider, language) })}
          </Button>
        )}
        {reason.kind === 'filters' && (
          <Button variant="secondary" onClick={onClearFilters}>
            {t('empty.clearFilters')}
          </Button>
        )}
        <OpenAssistantLink start={{ providerContext: null }} className={buttonClasses('primary')}>
          <MessageSquareText className="size-5" aria-hidden="true" />
          {t('postRequest.action')}
        </OpenAssistantLink>
      </div>
    </div>
  )
}
