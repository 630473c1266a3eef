import { Spinner } from '@web/components/ui/spinner'
import { useTranslation } from 'react-i18next'

/**
 * product §2: the fallback while a lazy page loads says "Loading..." in the page's language. It never
 * waits for messages itself (the common ones are there from the start; while another language's
 * arrive, it says so in the one shown). It fills the screen so the footer does not show mid-screen
 * and then jump down (layout shift).
 */
export function LoadingFallback() {
  const { t } = useTranslation('common', { useSuspense: false })
  return (
    <div
      className="flex min-h-screen items-center justify-center gap-3 text-slate-600"
      role="status"
      aria-live="polite"
      data-testid="route-loading"
    >
      <Spinner className="size-6 text-brand-600" />
      <span>{t('shell.loading')}</span>
    </div>
  )
}
