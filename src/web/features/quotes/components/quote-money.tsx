import { formatMoney } from '@shared/format/money'
import { formatPercent } from '@shared/format/number'
import type { Quote } from '@shared/quotes/quote-request-schemas'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

export interface QuoteMoney {
  /** Excluding VAT (HT). */
  net: number
  vatPercent: number | null
  vat: number | null
  /** Including VAT (TTC); null when the quote predates VAT (ADR 025). */
  gross: number | null
}

/** A quote's money as the rows show it. */
export function moneyOf(quote: Quote): QuoteMoney {
  return { net: quote.totalCost, vatPercent: quote.vatPercent, vat: quote.vatCost, gross: quote.totalInclVat }
}

/** What customers compare and pay: the total including VAT, else (older quotes) the total without it. */
export function comparableTotal(quote: Quote): number {
  return quote.totalInclVat ?? quote.totalCost
}

/** "VAT 17 %" / "TVA 17 %" / "MwSt. 17 %" */
export function useVatLabel() {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  return (percent: number | null) =>
    percent === null ? t('vat.amount') : t('vat.amountAt', { percent: formatPercent(percent, language) })
}

/** The excl. VAT, VAT and incl. VAT lines of a quote (HT / TVA / TTC), as rows of a description list. */
export function QuoteMoneyRows({ money, withGross = true }: { money: QuoteMoney; withGross?: boolean }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const vatLabel = useVatLabel()
  const euros = (amount: number) => formatMoney(amount, language, { cents: true })
  return (
    <>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-sm text-slate-600">{t('vat.net')}</dt>
        <dd className="text-right font-medium tabular-nums" data-testid="quote-net">
          {euros(money.net)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-sm text-slate-600">{vatLabel(money.vatPercent)}</dt>
        <dd className="text-right font-medium tabular-nums" data-testid="quote-vat">
          {money.vat === null ? t('vat.notStated') : euros(money.vat)}
        </dd>
      </div>
      {withGross && (
        <div className="flex justify-between gap-4 py-2">
          <dt className="font-semibold text-ink">{t('vat.gross')}</dt>
          <dd className="text-right text-lg font-bold tabular-nums" data-testid="quote-gross">
            {money.gross === null ? '—' : euros(money.gross)}
          </dd>
        </div>
      )}
    </>
  )
}
