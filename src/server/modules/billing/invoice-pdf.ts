import type { InvoiceParty } from '@server/db/schema/index'
import { groupReference } from '@shared/billing/creditor-reference'
import { SELLER } from '@shared/billing/seller'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatDayPlain } from './day-text'
import type { InvoiceRow } from './invoices'
import { formatMoneyPlain } from './money-text'
import { bankTransfer } from './payment-collection'
import { qrModules } from './scan-to-pay'

const LABELS = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Date of issue',
    due: 'Due date',
    period: 'Period',
    billTo: 'Bill to',
    vat: 'VAT number',
    rcs: 'RCS',
    description: 'Description',
    amount: 'Amount',
    line: (tier: string) => `LuxPro ${tier} plan, monthly subscription`,
    net: 'Total excl. VAT (HT)',
    vatLine: (rate: string) => `VAT ${rate} % (TVA)`,
    gross: 'Total incl. VAT (TTC)',
    pay: 'Payment by SEPA credit transfer',
    beneficiary: 'Beneficiary',
    reference: 'Structured reference (please quote it)',
    toPay: 'Amount to pay',
    paid: 'Paid',
    noCommission: 'No commission is charged on your jobs: this subscription is all you pay.',
    scan: 'Scan the QR code with your banking app: the transfer is filled in for you.',
  },
  fr: {
    title: 'Facture',
    number: 'Numéro de facture',
    issued: 'Date d’émission',
    due: 'Échéance',
    period: 'Période',
    billTo: 'Facturé à',
    vat: 'Numéro de TVA',
    rcs: 'RCS',
    description: 'Désignation',
    amount: 'Montant',
    line: (tier: string) => `Formule LuxPro ${tier}, abonnement mensuel`,
    net: 'Total HT',
    vatLine: (rate: string) => `TVA ${rate} %`,
    gross: 'Total TTC',
    pay: 'Paiement par virement SEPA',
    beneficiary: 'Bénéficiaire',
    reference: 'Référence structurée (à indiquer)',
    toPay: 'Montant à payer',
    paid: 'Payée',
    noCommission:
      'Aucune commission n’est prélevée sur vos chantiers : cet abonnement est tout ce que vous payez.',
    scan: 'Scannez le code QR avec votre application bancaire : le virement est rempli pour vous.',
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    period: 'Zeitraum',
    billTo: 'Rechnung an',
    vat: 'USt-IdNr.',
    rcs: 'RCS',
    description: 'Beschreibung',
    amount: 'Betrag',
    line: (tier: string) => `LuxPro-Tarif ${tier}, Monatsabonnement`,
    net: 'Summe netto (HT)',
    vatLine: (rate: string) => `MwSt. ${rate} % (TVA)`,
    gross: 'Summe brutto (TTC)',
    pay: 'Zahlung per SEPA-Überweisung',
    beneficiary: 'Empfänger',
    reference: 'Strukturierte Referenz (bitte angeben)',
    toPay: 'Zu zahlender Betrag',
    paid: 'Bezahlt',
    noCommission: 'Auf Ihre Aufträge fällt keine Provision an: Dieses Abonnement ist alles, was Sie zahlen.',
    scan: 'Scannen Sie den QR-Code mit Ihrer Banking-App: Die Überweisung wird für Sie ausgefüllt.',
  },
} satisfies Record<UiLanguage, unknown>

/** The plans' names as the pricing and billing pages write them: the tier names are the same everywhere but Enterprise. */
const TIER_NAMES = {
  en: { basic: 'Basic', basic_plus: 'Basic Plus', pro: 'Pro', premium: 'Premium', enterprise: 'Enterprise' },
  fr: { basic: 'Basic', basic_plus: 'Basic Plus', pro: 'Pro', premium: 'Premium', enterprise: 'Entreprise' },
  de: { basic: 'Basic', basic_plus: 'Basic Plus', pro: 'Pro', premium: 'Premium', enterprise: 'Großkunden' },
} satisfies Record<UiLanguage, unknown>

/** The standard PDF fonts write Windows-1252: spaces Intl uses become plain ones, anything else a '?'. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
export function pdfSafe(text: string): string {
  return [...text.replace(/[\u00a0\u202f\u2009]/g, ' ')]
    .map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : '?'))
    .join('')
}

export const pdfMoney = (cents: number, language: UiLanguage) => pdfSafe(formatMoneyPlain(cents, language))

const pdfDay = (day: string, language: UiLanguage) => pdfSafe(formatDayPlain(day, language))

const INK = rgb(0.06, 0.09, 0.16)
const MUTED = rgb(0.28, 0.33, 0.41)
const BRAND = rgb(0, 0.467, 0.659)
const RULE = rgb(0.89, 0.91, 0.94)

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; color?: typeof INK; right?: boolean } = {},
) {
  const font = options.bold ? pen.bold : pen.regular
  const size = options.size ?? 10
  const safe = pdfSafe(text)
  const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x
  pen.page.drawText(safe, { x: left, y, size, font, color: options.color ?? INK })
}

function party(
  pen: Pen,
  title: string,
  p: InvoiceParty,
  labels: (typeof LABELS)['en'],
  x: number,
  top: number,
) {
  write(pen, title, x, top, { size: 9, color: MUTED })
  const lines = [
    ...p.address,
    ...(p.vatNumber ? [`${labels.vat}: ${p.vatNumber}`] : []),
    ...(p.rcsNumber ? [`${labels.rcs}: ${p.rcsNumber}`] : []),
  ]
  write(pen, p.name, x, top - 15, { bold: true, size: 11 })
  lines.forEach((line, i) => {
    write(pen, line, x, top - 28 - 13 * i)
  })
  if (p.email) write(pen, p.email, x, top - 28 - 13 * lines.length, { color: MUTED })
}

/** A QR code as dark squares (vectors: sharp at any zoom and print size), `size` points wide. */
function drawQr(page: PDFPage, modules: boolean[][], x: number, y: number, size: number) {
  const cell = size / modules.length
  modules.forEach((line, row) => {
    line.forEach((dark, col) => {
      if (dark)
        page.drawRectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        })
    })
  })
}

/** The invoice as a PDF (A4), in the provider's language: parties, period, HT/TVA/TTC, SEPA instructions. */
export async function renderInvoicePdf(row: InvoiceRow, language: UiLanguage): Promise<Uint8Array> {
  const labels = LABELS[language]
  const doc = await PDFDocument.create()
  doc.setTitle(`${labels.title} ${row.number}`)
  doc.setAuthor(SELLER.name)
  doc.setCreator('LuxPro')
  doc.setProducer('LuxPro')
  doc.setLanguage(language)
  doc.setCreationDate(new Date(`${row.issuedOn}T08:00:00Z`))
  const page = doc.addPage([595.28, 841.89])
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const left = 56
  const right = 539
  write(pen, 'LuxPro', left, 780, { size: 22, bold: true, color: BRAND })
  write(pen, labels.title, right, 780, { size: 22, bold: true, right: true })
  write(pen, row.number, right, 762, { size: 11, right: true, color: MUTED })

  party(pen, '', row.seller, labels, left, 740)
  party(pen, labels.billTo, row.buyer, labels, 330, 740)

  const facts: Array<[string, string]> = [
    [labels.number, row.number],
    [labels.issued, pdfDay(row.issuedOn, language)],
    [labels.due, pdfDay(row.dueOn, language)],
    [labels.period, `${pdfDay(row.periodStart, language)} - ${pdfDay(row.periodEnd, language)}`],
  ]
  let y = 620
  for (const [label, value] of facts) {
    write(pen, label, left, y, { color: MUTED })
    write(pen, value, 180, y)
    y -= 15
  }

  y -= 20
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 22, color: rgb(0.97, 0.98, 0.99) })
  write(pen, labels.description, left + 8, y, { bold: true })
  write(pen, labels.amount, right - 8, y, { bold: true, right: true })
  y -= 24
  write(pen, labels.line(TIER_NAMES[language][row.tier]), left + 8, y)
  write(pen, pdfMoney(row.netCents, language), right - 8, y, { right: true })
  y -= 12
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1, color: RULE })
  const rate = formatNumber(row.vatRateBasisPoints / 100, language)
  const totals: Array<[string, number, boolean]> = [
    [labels.net, row.netCents, false],
    [labels.vatLine(rate), row.vatCents, false],
    [labels.gross, row.grossCents, true],
  ]
  y -= 18
  for (const [label, cents, strong] of totals) {
    write(pen, label, 330, y, { bold: strong })
    write(pen, pdfMoney(cents, language), right - 8, y, { bold: strong, right: true })
    y -= 16
  }

  y -= 24
  const boxBottom = y - 88
  page.drawRectangle({
    x: left,
    y: boxBottom,
    width: right - left,
    height: 104,
    borderColor: BRAND,
    borderWidth: 1,
  })
  // The EPC QR code in the box's right-hand corner, with a quiet zone of more than four modules.
  drawQr(page, await qrModules(bankTransfer.instructions(row).qrPayload), right - 12 - 80, boxBottom + 12, 80)
  write(pen, row.status === 'paid' ? `${labels.pay} - ${labels.paid}` : labels.pay, left + 12, y, {
    bold: true,
    color: BRAND,
  })
  const payment: Array<[string, string]> = [
    [labels.beneficiary, SELLER.name],
    ['IBAN', SELLER.iban],
    ['BIC', SELLER.bic],
    [labels.reference, groupReference(row.structuredReference)],
    [labels.toPay, pdfMoney(row.grossCents, language)],
  ]
  y -= 18
  for (const [label, value] of payment) {
    write(pen, label, left + 12, y, { color: MUTED })
    write(pen, value, 260, y, { bold: label === labels.reference })
    y -= 15
  }
  write(pen, labels.scan, left, boxBottom - 16, { size: 9, color: MUTED })

  write(pen, labels.noCommission, left, 90, { size: 9, color: MUTED })
  write(
    pen,
    `${SELLER.name} · ${SELLER.address.join(', ')} · ${SELLER.vatNumber} · RCS ${SELLER.rcsNumber}`,
    left,
    74,
    {
      size: 8,
      color: MUTED,
    },
  )
  return doc.save()
}
