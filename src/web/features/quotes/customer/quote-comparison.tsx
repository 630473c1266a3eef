import type { CategorySlug } from '@shared/catalog/categories'
import { dateTimeFormat } from '@shared/format/date-time'
import { formatMoney } from '@shared/format/money'
import { formatPercent, formatRating } from '@shared/format/number'
import type { CustomerRequest } from '@shared/quotes/quote-request-schemas'
import { ProviderMark } from '@web/components/provider-mark'
import { Badge } from '@web/components/ui/badge'
import { cn } from '@web/components/ui/cn'
import { useVatLabel } from '@web/features/quotes/components/quote-money'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AcceptQuoteDialog, RejectQuoteDialog } from './decision-dialogs'

type Quoted = CustomerRequest & { quote: NonNullable<CustomerRequest['quote']> }

/**
 * The quotes of one project side by side, like with like: materials and labour, the total excluding
 * VAT, the VAT and its rate, and the total including VAT, which is what the customer pays and what
 * "lowest" compares (excluding VAT while any quote predates VAT). A table on wide screens, cards on a phone.
 */
export function QuoteComparison({
  requests,
  category,
}: {
  requests: CustomerRequest[]
  /** The project's trade: the providers' monograms take its colour. */
  category?: CategorySlug
}) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const vatLabel = useVatLabel()
  const quoted = requests.filter((r): r is Quoted => r.quote !== null && !r.declined)
  if (quoted.length === 0) return null
  const everyWithVat = quoted.every((r) => r.quote.totalInclVat !== null)
  const compared = (r: Quoted) => (everyWithVat ? (r.quote.totalInclVat ?? 0) : r.quote.totalCost)
  const lowest = Math.min(...quoted.map(compared))
  const euros = (amount: number) => formatMoney(amount, language, { cents: true })
  const gross = (r: Quoted) => (r.quote.totalInclVat === null ? '—' : euros(r.quote.totalInclVat))
  const date = (iso: string) => dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso))
  const rows: Array<[string, (r: Quoted) => string]> = [
    [t('compare.materials'), (r) => euros(r.quote.materialsCost)],
    [t('compare.labour'), (r) => euros(r.quote.laborCost)],
    [t('vat.net'), (r) => euros(r.quote.totalCost)],
    [
      vatLabel(null),
      (r) =>
        r.quote.vatCost === null || r.quote.vatPercent === null
          ? t('vat.notStated')
          : `${euros(r.quote.vatCost)} (${formatPercent(r.quote.vatPercent, language)})`,
    ],
    [t('compare.start'), (r) => date(r.quote.startDate)],
    [t('compare.completion'), (r) => date(r.quote.completionDate)],
    [t('compare.validUntil'), (r) => date(r.quote.validUntil)],
    [
      t('compare.rating'),
      (r) =>
        r.provider.reviewCount > 0
          ? `${formatRating(r.provider.rating, language)} ★ (${r.provider.reviewCount})`
          : '—',
    ],
    [
      t('compare.distance'),
      (r) => (r.provider.distanceKm === null ? '—' : `${formatDistance(r.provider.distanceKm, language)} km`),
    ],
  ]
  const actions = (r: Quoted) =>
    r.actions.includes('accept') ? (
      <div className="flex flex-wrap gap-2">
        <AcceptQuoteDialog request={r} />
        <RejectQuoteDialog request={r} />
      </div>
    ) : (
      <span className="text-sm text-slate-600">
        {t(r.notChosen ? 'status.notChosen' : `status.${r.status}`)}
      </span>
    )
  const isLowest = (r: Quoted) => quoted.length > 1 && compared(r) === lowest
  const cheapest = (r: Quoted) =>
    isLowest(r) ? (
      <span className="inline-flex rounded-full whitespace-nowrap ring-1 ring-emerald-300">
        <Badge tone="success" icon={<Star className="size-3.5" aria-hidden="true" />}>
          {t('compare.lowest')}
        </Badge>
      </span>
    ) : null
  // How much more than the lowest, under each other total: the difference is what the customer weighs.
  const more = (r: Quoted) =>
    quoted.length > 1 && compared(r) > lowest ? (
      <span className="block text-sm font-normal whitespace-nowrap text-slate-600">
        {t('compare.moreThanLowest', { amount: euros(compared(r) - lowest) })}
      </span>
    ) : null
  const tint = (r: Quoted) => (isLowest(r) ? 'bg-emerald-50/70' : undefined)

  return (
    <section aria-label={t('compare.title')} className="space-y-3">
      <h3 className="font-semibold">{t('compare.title')}</h3>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-40 p-2 text-left font-medium text-slate-600">
                <span className="sr-only">{t('compare.criterion')}</span>
              </th>
              {quoted.map((r) => (
                <th key={r.id} scope="col" className={cn('space-y-1 p-3 text-right align-bottom', tint(r))}>
                  {cheapest(r)}
                  <span className="flex items-center justify-end gap-2 font-semibold text-ink">
                    <ProviderMark name={r.provider.name} category={category} size="sm" />
                    {r.provider.name}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-2 text-left font-semibold">
                {t('vat.gross')}
              </th>
              {quoted.map((r) => (
                <td
                  key={r.id}
                  className={cn('p-3 text-right text-lg font-bold whitespace-nowrap tabular-nums', tint(r))}
                >
                  {gross(r)}
                  {more(r)}
                </td>
              ))}
            </tr>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="p-2 text-left font-medium text-slate-700">
                  {label}
                </th>
                {quoted.map((r) => (
                  <td
                    key={r.id}
                    className={cn('px-3 py-2 text-right whitespace-nowrap tabular-nums', tint(r))}
                  >
                    {value(r)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-2 text-left font-medium text-slate-700">
                {t('compare.message')}
              </th>
              {quoted.map((r) => (
                <td key={r.id} className={cn('max-w-xs px-3 py-2 text-slate-700', tint(r))} data-user-text>
                  {r.quote.message || '—'}
                </td>
              ))}
            </tr>
            <tr className="border-t border-slate-200">
              <td />
              {quoted.map((r) => (
                <td key={r.id} className={cn('p-3', tint(r))}>
                  {actions(r)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {quoted.map((r) => (
          <li
            key={r.id}
            className={cn(
              'rounded-xl border p-4',
              isLowest(r) ? 'border-emerald-300 bg-emerald-50/40' : 'border-slate-200',
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <p className="flex items-center gap-2 font-semibold">
                <ProviderMark name={r.provider.name} category={category} size="sm" />
                {r.provider.name}
              </p>
              {cheapest(r)}
            </div>
            <p className="mt-2 flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
              <span className="text-sm font-medium text-slate-700">{t('vat.gross')}</span>
              <span className="text-right text-2xl font-bold whitespace-nowrap tabular-nums">
                {gross(r)}
                {more(r)}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right tabular-nums">{value(r)}</dd>
                </div>
              ))}
            </dl>
            {r.quote.message && (
              <p className="mt-2 text-sm text-slate-700" data-user-text>
                {r.quote.message}
              </p>
            )}
            <div className="mt-3">{actions(r)}</div>
          </li>
        ))}
      </ul>
    </section>
  )
}
