import type { CreditNote } from '@shared/billing/credit-note-schemas'
import { formatMoney } from '@shared/format/money'
import { partnerApi } from '@web/features/partners/api/partner-api'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The business's credit notes on its billing page: each with the invoice it credits, why, the amount and its PDF. */
export function CreditNoteList({ notes }: { notes: CreditNote[] }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  if (notes.length === 0) return null
  return (
    <section aria-labelledby="credit-notes-title">
      <h3 id="credit-notes-title" className="text-lg font-semibold">
        {t('billing.creditNotes.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('billing.creditNotes.intro')}</p>
      <ul className="mt-3 space-y-3">
        {notes.map((note) => (
          <li
            key={note.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold">{note.number}</p>
              <p className="text-sm text-slate-600">
                {t('billing.creditNotes.of', {
                  date: formatDay(note.issuedOn, language),
                  invoice: note.invoiceNumber,
                  invoiceDate: formatDay(note.invoiceIssuedOn, language),
                })}
              </p>
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                {note.kind === 'listing_cancelled'
                  ? t('billing.creditNotes.cancelled', {
                      days: note.daysCredited ?? 0,
                      count: note.daysInPeriod ?? 0,
                    })
                  : note.reason}
              </p>
            </div>
            <div className="flex items-center gap-4 sm:shrink-0">
              <p className="tabular-nums">
                <span className="sr-only">{t('billing.creditNotes.amount')} </span>
                {formatMoney(-note.grossCents / 100, language, { cents: true })}
              </p>
              <a
                href={partnerApi.creditNotePdfUrl(note.id)}
                className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                aria-label={t('billing.creditNotes.download', { number: note.number })}
                download
              >
                <Download className="size-4" aria-hidden="true" />
                {t('billing.download')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
