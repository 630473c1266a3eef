import type { UiLanguage } from '@shared/i18n/languages'
import type { CreditNoteRow } from './credit-notes'
import { billingDocument, billingInk, pdfDay, vatRateText } from './invoice-pdf'

const LABELS = {
  en: {
    title: 'Credit note',
    number: 'Credit note number',
    issued: 'Date of issue',
    invoice: 'Invoice credited',
    invoiceRef: (number: string, day: string) => `${number} of ${day}`,
    reason: 'Reason',
    creditedTo: 'Credited to',
    refund: (number: string) => `Credit on invoice ${number}`,
    cancelled: (days: number, of: number) =>
      `Listing closed: ${days} of the period's ${of} days credited pro rata`,
    net: 'Total credited excl. VAT (HT)',
    vatLine: (rate: string) => `VAT ${rate} % (TVA)`,
    gross: 'Total credited incl. VAT (TTC)',
    settles: (number: string) =>
      `This credit note reduces invoice ${number} by the amounts above; if it was paid, they are transferred back to you.`,
  },
  fr: {
    title: 'Avoir',
    number: 'Numéro d’avoir',
    issued: 'Date d’émission',
    invoice: 'Facture créditée',
    invoiceRef: (number: string, day: string) => `${number} du ${day}`,
    reason: 'Motif',
    creditedTo: 'Au profit de',
    refund: (number: string) => `Avoir sur la facture ${number}`,
    cancelled: (days: number, of: number) =>
      `Fiche close\u00a0: ${days} des ${of} jours de la période crédités au prorata`,
    net: 'Total crédité HT',
    vatLine: (rate: string) => `TVA ${rate} %`,
    gross: 'Total crédité TTC',
    settles: (number: string) =>
      `Cet avoir réduit la facture ${number} des montants ci-dessus\u202f; si elle a été réglée, ils vous sont reversés.`,
  },
  de: {
    title: 'Gutschrift',
    number: 'Gutschriftnummer',
    issued: 'Ausstellungsdatum',
    invoice: 'Gutgeschriebene Rechnung',
    invoiceRef: (number: string, day: string) => `${number} vom ${day}`,
    reason: 'Grund',
    creditedTo: 'Gutschrift an',
    refund: (number: string) => `Gutschrift zur Rechnung ${number}`,
    cancelled: (days: number, of: number) =>
      `Eintrag geschlossen: ${days} von ${of} Tagen des Zeitraums anteilig gutgeschrieben`,
    net: 'Gutschrift netto (HT)',
    vatLine: (rate: string) => `MwSt. ${rate} % (TVA)`,
    gross: 'Gutschrift brutto (TTC)',
    settles: (number: string) =>
      `Diese Gutschrift mindert die Rechnung ${number} um die obigen Beträge; war sie bezahlt, überweisen wir sie Ihnen zurück.`,
  },
} satisfies Record<UiLanguage, unknown>

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
  const labels = LABELS[language]
  const line =
    row.kind === 'listing_cancelled' && row.daysCredited !== null && row.daysInPeriod !== null
      ? labels.cancelled(row.daysCredited, row.daysInPeriod)
      : labels.refund(row.invoiceNumber)
  const { doc, write, y } = await billingDocument(
    {
      title: labels.title,
      number: row.number,
      issuedOn: row.issuedOn,
      seller: row.seller,
      buyer: row.buyer,
      buyerTitle: labels.creditedTo,
      facts: [
        [labels.number, row.number],
        [labels.issued, pdfDay(row.issuedOn, language)],
        [labels.invoice, labels.invoiceRef(row.invoiceNumber, pdfDay(row.invoiceIssuedOn, language))],
        ...wrapped(row.reason ?? '').map((text, i): [string, string] => [i === 0 ? labels.reason : '', text]),
      ],
      line,
      lineCents: -row.netCents,
      totals: [
        [labels.net, -row.netCents, false],
        [labels.vatLine(vatRateText(row.vatRateBasisPoints, language)), -row.vatCents, false],
        [labels.gross, -row.grossCents, true],
      ],
    },
    language,
  )
  write(labels.settles(row.invoiceNumber), billingInk.LEFT, y - 24, { size: 9, color: billingInk.MUTED })
  return doc.save()
}
