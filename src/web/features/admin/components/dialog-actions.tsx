import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { failureText } from '@web/lib/api/failure-text'
import { useTranslation } from 'react-i18next'

/** The foot of an admin form dialog: why the last try failed, if it did, then Cancel and the submit button. */
export function DialogActions({
  failure,
  onCancel,
  confirm,
  pending,
  danger = false,
}: {
  failure: unknown
  onCancel: () => void
  confirm: string
  pending: boolean
  danger?: boolean
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>
          {confirm}
        </Button>
      </div>
    </>
  )
}
