import type { Invoice } from '@shared/billing/billing-schemas'
import { groupReference } from '@shared/billing/creditor-reference'
import { formatMoney } from '@shared/format/money'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { QRCodeSVG } from 'qrcode.react'
import { useTranslation } from 'react-i18next'
import { PayOnline } from './pay-online'

/**
 * How to pay an invoice: the SEPA transfer's details with its structured reference and, while it is
 * unpaid, the EPC QR code a banking app scans and (Stripe configured) the card or SEPA direct debit
 * checkout (the invoice, and the overdue notice, show it).
 */
export function InvoicePayment({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const money = (cents: number) => formatMoney(cents / 100, language, { cents: true })
  return (
    <div className="space-y-3">
      <PayOnline invoice={invoice} />
      <div className="flex flex-col gap-4 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 className="font-semibold">{t('billing.payTitle')}</h4>
          <dl className="mt-2 grid grid-cols-[10rem_minmax(0,1fr)] gap-y-1">
            <dt className="text-slate-600">{t('billing.beneficiary')}</dt>
            <dd>{invoice.payment.beneficiary}</dd>
            <dt className="text-slate-600">IBAN</dt>
            <dd className="font-mono">{invoice.payment.iban}</dd>
            <dt className="text-slate-600">BIC</dt>
            <dd className="font-mono">{invoice.payment.bic}</dd>
            <dt className="text-slate-600">{t('billing.reference')}</dt>
            <dd className="font-mono font-semibold">{groupReference(invoice.payment.reference)}</dd>
            <dt className="text-slate-600">{t('billing.amount')}</dt>
            <dd className="font-semibold">{money(invoice.payment.amountCents)}</dd>
          </dl>
          <p className="mt-2 text-slate-600">{t('billing.referenceHint')}</p>
        </div>
        {invoice.status === 'issued' && (
          <figure className="shrink-0 text-center sm:w-44">
            <QRCodeSVG
              value={invoice.payment.qrPayload}
              level="M"
              size={160}
              marginSize={4}
              role="img"
              aria-label={t('billing.scanLabel', { number: invoice.number })}
              className="mx-auto rounded-md bg-white"
              data-testid="epc-qr"
            />
            <figcaption className="mt-2 text-xs text-slate-600">
              <span className="block font-semibold text-ink">{t('billing.scanTitle')}</span>
              {t('billing.scanHint')}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  )
}
