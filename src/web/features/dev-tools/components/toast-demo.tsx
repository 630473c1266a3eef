import { Button } from '@web/components/ui/button'
import { toast } from '@web/lib/toast/toast'
import { AlertTriangle, CheckCircle2, Info, Loader, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const LOADING_MS = 2000

export function ToastDemo() {
  const { t } = useTranslation('devtools')
  const buttons = [
    {
      key: 'loading',
      icon: Loader,
      show: () =>
        toast.promise(new Promise<void>((resolve) => window.setTimeout(resolve, LOADING_MS)), {
          loading: t('loading.toasts.loadingMessage'),
          success: t('loading.toasts.loadingDone'),
        }),
    },
    { key: 'success', icon: CheckCircle2, show: () => toast.success(t('loading.toasts.successMessage')) },
    {
      key: 'error',
      icon: XCircle,
      show: () =>
        toast.error(t('loading.toasts.errorMessage'), { description: t('loading.toasts.errorHint') }),
    },
    { key: 'info', icon: Info, show: () => toast.info(t('loading.toasts.infoMessage')) },
    { key: 'warning', icon: AlertTriangle, show: () => toast.warning(t('loading.toasts.warningMessage')) },
  ] as const

  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {buttons.map(({ key, icon: Icon, show }) => (
        <Button key={key} variant="secondary" className="justify-start" onClick={() => show()}>
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {t(`loading.toasts.${key}`)}
        </Button>
      ))}
    </div>
  )
}
