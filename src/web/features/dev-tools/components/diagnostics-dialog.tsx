import * as Dialog from '@radix-ui/react-dialog'
import { Button, buttonClasses } from '@web/components/ui/button'
import { ShieldCheck, Stethoscope, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** product §2: the API Connection Diagnostics dialog; the backend is our own, so the diagnostics stay off. */
export function DiagnosticsDialog() {
  const { t } = useTranslation('devtools')
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Stethoscope className="size-5" aria-hidden="true" />
          {t('backend.openDiagnostics')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-(--z-dialog) mx-auto max-w-lg -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{t('backend.dialogTitle')}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('backend.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="mt-4 flex gap-3">
            <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="space-y-2 text-slate-700">
              <Dialog.Description>{t('backend.dialogExclusive')}</Dialog.Description>
              <p>{t('backend.dialogDisabled')}</p>
              <p className="text-sm text-slate-600">{t('backend.dialogHint')}</p>
            </div>
          </div>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClasses('primary')}>{t('backend.understood')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
