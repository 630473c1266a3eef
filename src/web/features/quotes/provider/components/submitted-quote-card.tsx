import { formatMoney } from '@shared/format/money'
import type { Quote } from '@shared/quotes/quote-request-schemas'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { moneyOf, QuoteMoneyRows } from '@web/features/quotes/components/quote-money'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * The quote as sent, read-only, with its totals excluding VAT, the VAT and including VAT (and the
 * condition of a reduced rate); "Revise quote" while the customer has not decided.
 */
export function SubmittedQuoteCard({
  quote,
  title,
  onRevise,
}: {
  quote: Quote
  title: string
  onRevise?: () => void
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const rows: Array<[string, string]> = [
    [t('response.form.clientName'), quote.clientName],
    [t('response.form.startDate'), formatDay(quote.startDate, language)],
    [t('response.form.completionDate'), formatDay(quote.completionDate, language)],
    [t('response.form.materialsCost'), formatMoney(quote.materialsCost, language, { cents: true })],
    [t('response.form.laborCost'), formatMoney(quote.laborCost, language, { cents: true })],
  ]
  const headline = quote.totalInclVat ?? quote.totalCost
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-right">
          <span className="block text-sm text-slate-600">
            {quote.totalInclVat === null ? t('response.form.total') : t('vat.gross')}
          </span>
          <span className="text-2xl font-bold tabular-nums">
            {formatMoney(headline, language, { cents: true })}
          </span>
        </p>
      </div>
      <dl className="mt-3 divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-right font-medium tabular-nums break-words">{value}</dd>
          </div>
        ))}
        <QuoteMoneyRows money={moneyOf(quote)} />
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-sm text-slate-600">{t('response.form.validUntil')}</dt>
          <dd className="text-right font-medium tabular-nums">{formatDay(quote.validUntil, language)}</dd>
        </div>
      </dl>
      {quote.vatRate && quote.vatRate !== 'standard' && (
        <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium">{t(`vat.rates.${quote.vatRate}.label`)}</span>
          {' — '}
          {t(`vat.rates.${quote.vatRate}.condition`)}
        </p>
      )}
      {quote.message && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('response.form.message')}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-ink" data-user-text>
            {quote.message}
          </p>
        </>
      )}
      {quote.updatedAt !== quote.createdAt && (
        <p className="mt-3 text-sm text-slate-600">
          {t('response.quoteRevisedOn', { date: formatDay(quote.updatedAt.slice(0, 10), language) })}
        </p>
      )}
      {onRevise && (
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={onRevise}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('response.form.revise')}
        </Button>
      )}
    </Card>
  )
}
