import type { Invoice } from '@shared/billing/billing-schemas'
import { useMutation } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { partnerApi } from '@web/features/partners/api/partner-api'
import { failureText } from '@web/lib/api/failure-text'
import { toast } from '@web/lib/toast/toast'
import { CreditCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * "Pay by card or SEPA direct debit": the server starts a Stripe Checkout for this invoice and the
 * browser goes there; Stripe brings the payer back to the billing page. Shown only while the invoice
 * is unpaid and Stripe is configured (`onlinePayment`).
 */
export function PayOnline({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('partners')
  const start = useMutation({
    mutationFn: () => partnerApi.checkout(invoice.id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => toast.error(failureText(e, t('billing.payOnline.failed'))),
  })
  if (!invoice.onlinePayment) return null
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">{t('billing.payOnline.hint')}</p>
      <Button
        size="sm"
        className="shrink-0"
        loading={start.isPending || start.isSuccess}
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        <CreditCard className="size-4" aria-hidden="true" />
        {t('billing.payOnline.button')}
        <span className="sr-only">{t('billing.payOnline.which', { number: invoice.number })}</span>
      </Button>
    </div>
  )
}
