import { Spinner } from '@web/components/ui/spinner'
import { useTranslation } from 'react-i18next'

export function FullScreenSpinner() {
  const { t } = useTranslation()
  return (
    <div
      className="fixed inset-0 z-(--z-dialog) flex items-center justify-center bg-white"
      role="status"
      aria-live="polite"
    >
      <Spinner className="size-10 text-brand-600" />
      <span className="sr-only">{t('shell.checkingSession')}</span>
    </div>
  )
}
