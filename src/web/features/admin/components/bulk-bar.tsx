import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { toast } from '@web/lib/toast/toast'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface BulkAction {
  key: string
  label: string
  /** The question the confirmation asks, with the number of rows ("Deactivate 3 accounts?"). */
  title: string
  /** What follows for every selected row, one sentence each. */
  consequences: string[]
  /** The action takes something away (hides, deactivates, removes): its confirming button says so. */
  danger?: boolean
  run: () => Promise<number>
  /** What to say once it ran (by default, how many rows changed). */
  done?: (affected: number) => string
}

/**
 * What to do with the selected rows: shown only while some are selected. Every action asks first,
 * naming how many rows it changes and what follows for them.
 */
export function BulkBar({
  count,
  actions,
  onClear,
  pending,
}: {
  count: number
  actions: ReadonlyArray<BulkAction>
  onClear: () => void
  pending: boolean
}) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [asking, setAsking] = useState<BulkAction | null>(null)
  if (count === 0) return null
  const confirm = async (action: BulkAction) => {
    try {
      const affected = await action.run()
      toast.success(
        action.done?.(affected) ??
          t('bulk.done', { count: affected, formatted: formatNumber(affected, language) }),
      )
    } catch (error) {
      toast.error(failureText(error, t('common.failed')))
    }
    setAsking(null)
  }
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
          onClick={() => setAsking(action)}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear} disabled={pending}>
        {t('bulk.clear')}
      </Button>
      <ConfirmStepDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.title ?? ''}
        consequences={asking?.consequences ?? []}
        confirmLabel={asking?.label ?? ''}
        backLabel={t('common.cancel')}
        pending={pending}
        danger={asking?.danger}
        onConfirm={() => asking && void confirm(asking)}
      />
    </section>
  )
}
