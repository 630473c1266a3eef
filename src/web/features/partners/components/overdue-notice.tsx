import type { Invoice } from '@shared/billing/billing-schemas'
import { formatMoney } from '@shared/format/money'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { AlertTriangle, EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { InvoicePayment } from './invoice-payment'

/**
 * An overdue invoice at the top of the billing page: how late it is, what it costs, how to pay it
 * (the transfer and its QR code) and, when an admin hid the listing until it is paid, that it is
 * hidden and comes back by itself with the payment.
 */
export function OverdueNotice({ invoice, listingHidden }: { invoice: Invoice; listingHidden: boolean }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const titleId = `overdue-${invoice.id}`
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5"
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div className="min-w-0 space-y-2">
          <h3 id={titleId} className="font-semibold text-ink">
            {t('billing.overdueNotice.title', { count: invoice.daysOverdue, number: invoice.number })}
          </h3>
          <p className="text-slate-700">
            {t('billing.overdueNotice.body', {
              amount: formatMoney(invoice.grossCents / 100, language, { cents: true }),
              date: formatDay(invoice.dueOn, language),
            })}
          </p>
          {listingHidden && (
            <p className="flex gap-2 font-medium text-ink">
              <EyeOff className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
              {t('billing.overdueNotice.hidden')}
            </p>
          )}
        </div>
      </div>
      <InvoicePayment invoice={invoice} />
    </section>
  )
}
