import { createTranslator } from '@server/i18n/translator'
import type { UiLanguage } from '@shared/i18n/languages'
import type { CreditNoteRow } from './credit-notes'
import { billingDocument, billingInk, pdfDay, vatRateText } from './invoice-pdf'

/** The admin's reason in lines that fit beside the facts' labels, cut at spaces. */
function wrapped(text: string, width = 64): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word.slice(0, width))
  }
  return lines
}

/**
 * A credit note as a PDF (A4) in the business's language, laid out as the invoice it credits: the
 * same parties, the invoice's number and date, why, and the credited HT/TVA/TTC written as negative
 * amounts.
 */
export async function renderCreditNotePdf(row: CreditNoteRow, language: UiLanguage): Promise<Uint8Array> {
  const t = createTranslator(language, 'billing')
  const line =
    row.kind === 'listing_cancelled' && row.daysCredited !== null && row.daysInPeriod !== null
      ? t('creditNote.cancelled', { days: row.daysCredited, of: row.daysInPeriod })
      : t('creditNote.refund', { number: row.invoiceNumber })
  const { doc, write, y } = await billingDocument(
    {
      title: t('creditNote.title'),
      number: row.number,
      issuedOn: row.issuedOn,
      seller: row.seller,
      buyer: row.buyer,
      buyerTitle: t('creditNote.creditedTo'),
      facts: [
        [t('creditNote.number'), row.number],
        [t('creditNote.issued'), pdfDay(row.issuedOn, language)],
        [
          t('creditNote.invoice'),
          t('creditNote.invoiceRef', {
            number: row.invoiceNumber,
            day: pdfDay(row.invoiceIssuedOn, language),
          }),
        ],
        ...wrapped(row.reason ?? '').map((text, i): [string, string] => [
          i === 0 ? t('creditNote.reason') : '',
          text,
        ]),
      ],
      line,
      lineCents: -row.netCents,
      totals: [
        [t('creditNote.net'), -row.netCents, false],
        [
          t('creditNote.vatLine', { rate: vatRateText(row.vatRateBasisPoints, language) }),
          -row.vatCents,
          false,
        ],
        [t('creditNote.gross'), -row.grossCents, true],
      ],
    },
    language,
  )
  write(t('creditNote.settles', { number: row.invoiceNumber }), billingInk.LEFT, y - 24, {
    size: 9,
    color: billingInk.MUTED,
  })
  return doc.save()
}
