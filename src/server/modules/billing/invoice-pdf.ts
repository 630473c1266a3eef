import type { InvoiceParty } from '@server/db/schema/index'
import { createTranslator } from '@server/i18n/translator'
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

/** The standard PDF fonts write Windows-1252: spaces Intl uses become plain ones, anything else a '?'. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
export function pdfSafe(text: string): string {
  return [...text.replace(/[\u00a0\u202f\u2009]/g, ' ')]
    .map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : '?'))
    .join('')
}

export const pdfMoney = (cents: number, language: UiLanguage) => pdfSafe(formatMoneyPlain(cents, language))

export const pdfDay = (day: string, language: UiLanguage) => pdfSafe(formatDayPlain(day, language))

const INK = rgb(0.06, 0.09, 0.16)
const MUTED = rgb(0.28, 0.33, 0.41)
const BRAND = rgb(0, 0.467, 0.659)
const RULE = rgb(0.89, 0.91, 0.94)

export interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

const LEFT = 56
const RIGHT = 539

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
  labels: { vat: string; rcs: string },
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

/**
 * The layout the billing documents share (an invoice, a credit note): an A4 page in the reader's
 * language with the brand, the document's title and number, the seller and the buyer, its facts
 * (label, value), one line of what it is for and the HT/TVA/TTC totals. Returns the document and where
 * the page's free space begins, for what the document adds below.
 */
export async function billingDocument(
  head: {
    title: string
    number: string
    issuedOn: string
    seller: InvoiceParty
    buyer: InvoiceParty
    buyerTitle: string
    facts: Array<[string, string]>
    line: string
    lineCents: number
    totals: Array<[string, number, boolean]>
  },
  language: UiLanguage,
) {
  const t = createTranslator(language, 'billing')
  const labels = { vat: t('invoice.vat'), rcs: t('invoice.rcs') }
  const doc = await PDFDocument.create()
  doc.setTitle(`${head.title} ${head.number}`)
  doc.setAuthor(SELLER.name)
  doc.setCreator('LuxPro')
  doc.setProducer('LuxPro')
  doc.setLanguage(language)
  doc.setCreationDate(new Date(`${head.issuedOn}T08:00:00Z`))
  const page = doc.addPage([595.28, 841.89])
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  write(pen, 'LuxPro', LEFT, 780, { size: 22, bold: true, color: BRAND })
  write(pen, head.title, RIGHT, 780, { size: 22, bold: true, right: true })
  write(pen, head.number, RIGHT, 762, { size: 11, right: true, color: MUTED })

  party(pen, '', head.seller, labels, LEFT, 740)
  party(pen, head.buyerTitle, head.buyer, labels, 330, 740)

  let y = 620
  for (const [label, value] of head.facts) {
    write(pen, label, LEFT, y, { color: MUTED })
    write(pen, value, 180, y)
    y -= 15
  }

  y -= 20
  page.drawRectangle({ x: LEFT, y: y - 6, width: RIGHT - LEFT, height: 22, color: rgb(0.97, 0.98, 0.99) })
  write(pen, t('invoice.description'), LEFT + 8, y, { bold: true })
  write(pen, t('invoice.amount'), RIGHT - 8, y, { bold: true, right: true })
  y -= 24
  write(pen, head.line, LEFT + 8, y)
  write(pen, pdfMoney(head.lineCents, language), RIGHT - 8, y, { right: true })
  y -= 12
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 1, color: RULE })
  y -= 18
  for (const [label, cents, strong] of head.totals) {
    write(pen, label, 330, y, { bold: strong })
    write(pen, pdfMoney(cents, language), RIGHT - 8, y, { bold: strong, right: true })
    y -= 16
  }
  write(
    pen,
    `${SELLER.name} · ${SELLER.address.join(', ')} · ${SELLER.vatNumber} · RCS ${SELLER.rcsNumber}`,
    LEFT,
    74,
    {
      size: 8,
      color: MUTED,
    },
  )
  return {
    doc,
    pen,
    y,
    write: (text: string, x: number, at: number, options?: Parameters<typeof write>[4]) =>
      write(pen, text, x, at, options),
  }
}

/** The VAT line's rate as the reader writes it ("17", "17,5"). */
export const vatRateText = (basisPoints: number, language: UiLanguage) =>
  formatNumber(basisPoints / 100, language)

export const billingInk = { INK, MUTED, BRAND, LEFT, RIGHT }

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
  const t = createTranslator(language, 'billing')
  const {
    doc,
    pen,
    y: totalsEnd,
  } = await billingDocument(
    {
      title: t('invoice.title'),
      number: row.number,
      issuedOn: row.issuedOn,
      seller: row.seller,
      buyer: row.buyer,
      buyerTitle: t('invoice.billTo'),
      facts: [
        [t('invoice.number'), row.number],
        [t('invoice.issued'), pdfDay(row.issuedOn, language)],
        [t('invoice.due'), pdfDay(row.dueOn, language)],
        [t('invoice.period'), `${pdfDay(row.periodStart, language)} - ${pdfDay(row.periodEnd, language)}`],
      ],
      line: t('invoice.line', { tier: t(`tiers.${row.tier}`) }),
      lineCents: row.netCents,
      totals: [
        [t('invoice.net'), row.netCents, false],
        [t('invoice.vatLine', { rate: vatRateText(row.vatRateBasisPoints, language) }), row.vatCents, false],
        [t('invoice.gross'), row.grossCents, true],
      ],
    },
    language,
  )
  const { page } = pen
  const left = LEFT
  const right = RIGHT
  let y = totalsEnd - 24
  // An invoice credited in full asks for nothing: no transfer, no QR code to scan.
  if (row.status === 'credited') {
    write(pen, t('invoice.credited'), left, y, { bold: true, color: BRAND })
    write(pen, t('invoice.noCommission'), left, 90, { size: 9, color: MUTED })
    return doc.save()
  }
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
  const transfer = bankTransfer.instructions(row)
  drawQr(page, await qrModules(transfer.qrPayload), right - 12 - 80, boxBottom + 12, 80)
  write(
    pen,
    row.status === 'paid' ? `${t('invoice.pay')} - ${t('invoice.paid')}` : t('invoice.pay'),
    left + 12,
    y,
    {
      bold: true,
      color: BRAND,
    },
  )
  const reference = t('invoice.reference')
  const payment: Array<[string, string]> = [
    [t('invoice.beneficiary'), SELLER.name],
    ['IBAN', SELLER.iban],
    ['BIC', SELLER.bic],
    [reference, groupReference(row.structuredReference)],
    [t('invoice.toPay'), pdfMoney(transfer.amountCents, language)],
  ]
  y -= 18
  for (const [label, value] of payment) {
    write(pen, label, left + 12, y, { color: MUTED })
    write(pen, value, 260, y, { bold: label === reference })
    y -= 15
  }
  write(pen, t('invoice.scan'), left, boxBottom - 16, { size: 9, color: MUTED })

  write(pen, t('invoice.noCommission'), left, 90, { size: 9, color: MUTED })
  return doc.save()
}
