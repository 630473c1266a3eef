import type { Invoice } from '@shared/billing/billing-schemas'
import { formatMoney } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { InvoicePayment } from './invoice-payment'

function Party({
  title,
  party,
  vat,
  rcs,
}: {
  title: string
  party: Invoice['seller']
  vat: string
  rcs: string
}) {
  return (
    <div>
      <h4 className="text-sm text-slate-600">{title}</h4>
      <p className="font-semibold">{party.name}</p>
      {party.address.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {party.vatNumber && <p>{`${vat}: ${party.vatNumber}`}</p>}
      {party.rcsNumber && <p>{`${rcs}: ${party.rcsNumber}`}</p>}
    </div>
  )
}

/** The invoice readable in the page: the same content as its PDF. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const money = (cents: number) => formatMoney(cents / 100, language, { cents: true })
  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Party
          title={t('billing.from')}
          party={invoice.seller}
          vat={t('billing.vat')}
          rcs={t('billing.rcs')}
        />
        <Party title={t('billing.to')} party={invoice.buyer} vat={t('billing.vat')} rcs={t('billing.rcs')} />
      </div>
      <dl className="grid grid-cols-[10rem_minmax(0,1fr)] gap-y-1">
        <dt className="text-slate-600">{t('billing.number')}</dt>
        <dd>{invoice.number}</dd>
        <dt className="text-slate-600">{t('billing.issuedOn')}</dt>
        <dd>{formatDay(invoice.issuedOn, language)}</dd>
        <dt className="text-slate-600">{t('billing.dueOn')}</dt>
        <dd>{formatDay(invoice.dueOn, language)}</dd>
        <dt className="text-slate-600">{t('billing.period')}</dt>
        <dd>{`${formatDay(invoice.periodStart, language)} – ${formatDay(invoice.periodEnd, language)}`}</dd>
      </dl>
      <table className="w-full">
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-2">{t('billing.line', { tier: t(`tiers.${invoice.tier}`) })}</td>
            <td className="py-2 text-right tabular-nums">{money(invoice.netCents)}</td>
          </tr>
          <tr>
            <td className="pt-2">{t('billing.net')}</td>
            <td className="pt-2 text-right tabular-nums">{money(invoice.netCents)}</td>
          </tr>
          <tr>
            <td>
              {t('billing.vatLine', { rate: formatNumber(invoice.vatRateBasisPoints / 100, language) })}
            </td>
            <td className="text-right tabular-nums">{money(invoice.vatCents)}</td>
          </tr>
          <tr className="font-semibold">
            <td>{t('billing.gross')}</td>
            <td className="text-right tabular-nums">{money(invoice.grossCents)}</td>
          </tr>
        </tbody>
      </table>
      <InvoicePayment invoice={invoice} />
    </div>
  )
}
