import { Spinner } from '@web/components/ui/spinner'
import { useTranslation } from 'react-i18next'

/** The same look as the shell's fallback while a page's code downloads, framed so it reads as an example. */
export function PageLoadingDemo() {
  const { t } = useTranslation('devtools')
  return (
    <div className="flex min-h-48 w-full items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white text-slate-600">
      <Spinner className="size-6 text-brand-600" />
      <span>{t('loading.page.text')}</span>
    </div>
  )
}
