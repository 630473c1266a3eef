import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '@web/components/ui/button'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuoteRequestReceipt } from '../../api/send-quote-request'

/** The confirmation that replaces the form; focus moves to it so screen readers announce it. */
export function QuoteRequestSent({
  providerName,
  email,
  receipt,
}: {
  providerName: string
  email: string
  receipt: QuoteRequestReceipt
}) {
  const { t } = useTranslation('providers')
  const headingRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="mt-5 space-y-4">
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p ref={headingRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
            {t('quote.success.title')}
          </p>
          <p className="mt-1 text-slate-700">{t('quote.success.body', { name: providerName, email })}</p>
          <p className="mt-2 text-sm text-slate-600">{t('quote.success.reference', { id: receipt.id })}</p>
        </div>
      </div>
      <div className="flex justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('quote.success.done')}</Button>
        </Dialog.Close>
      </div>
    </div>
  )
}
