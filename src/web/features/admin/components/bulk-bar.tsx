import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { toast } from '@web/lib/toast/toast'
import { useTranslation } from 'react-i18next'
import { failureText } from './failure-text'

/** What to do with the selected rows: shown only while some are selected. */
export function BulkBar({
  count,
  actions,
  onClear,
  pending,
}: {
  count: number
  /** `done`: what to say once it ran (by default, how many rows changed). */
  actions: ReadonlyArray<{
    key: string
    label: string
    run: () => Promise<number>
    done?: (affected: number) => string
  }>
  onClear: () => void
  pending: boolean
}) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  if (count === 0) return null
  return (
    <section
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2"
    >
      <p className="mr-2 text-sm font-medium" aria-live="polite">
        {t('bulk.selected', { count, formatted: formatNumber(count, language) })}
      </p>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={async () => {
            try {
              const affected = await action.run()
              toast.success(
                action.done?.(affected) ??
                  t('bulk.done', { count: affected, formatted: formatNumber(affected, language) }),
              )
            } catch (error) {
              toast.error(failureText(error, t))
            }
          }}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear} disabled={pending}>
        {t('bulk.clear')}
      </Button>
    </section>
  )
}
