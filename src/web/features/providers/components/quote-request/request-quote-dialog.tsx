import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '@web/components/ui/button'
import { FileText, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuoteRequestReceipt } from '../../api/send-quote-request'
import type { QuoteRequestProvider } from '../../lib/quote-request'
import { QuoteRequestSent } from './quote-request-sent'
import { RequestQuoteForm } from './request-quote-form'

/** The header's main action: a dialog with the request form, then its confirmation. */
export function RequestQuoteDialog({ provider }: { provider: QuoteRequestProvider }) {
  const { t } = useTranslation('providers')
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<{ receipt: QuoteRequestReceipt; email: string } | null>(null)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    // A new opening after a sent request starts a new, empty request.
    if (!next) setSent(null)
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button size="lg" className="w-full sm:flex-1 lg:flex-none">
          <FileText className="size-5" aria-hidden="true" />
          {t('actions.requestQuote')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-6 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">
              {t('quote.title', { name: provider.name })}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('quote.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {sent ? (
            <QuoteRequestSent providerName={provider.name} email={sent.email} receipt={sent.receipt} />
          ) : (
            <>
              <Dialog.Description className="mt-2 text-slate-700">
                {t('quote.lead', { name: provider.name })}
              </Dialog.Description>
              <RequestQuoteForm
                provider={provider}
                onSent={(receipt, email) => setSent({ receipt, email })}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
