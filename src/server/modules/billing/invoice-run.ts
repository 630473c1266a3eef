import type { Database } from '@server/db/client'
import { createTranslator } from '@server/i18n/translator'
import type { AuditActor } from '@server/modules/audit/audit-log'
import type { Mailer } from '@server/modules/mail/mailer'
import { groupReference } from '@shared/billing/creditor-reference'
import { luxembourgToday } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import { formatDayPlain } from './day-text'
import { type InvoiceRow, invoiceLanguage, issueMonthlyInvoices } from './invoices'
import { formatMoneyPlain } from './money-text'
import { bankTransfer } from './payment-collection'
import { qrPng } from './scan-to-pay'

export interface InvoiceRunDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  log: { error: (details: object, message: string) => void }
  /** A plan change moved a listing's tier (its premium badge shows in searches): forget cached answers. */
  onListingsChanged?: () => void
  /** The admin who asked for the run now (each invoice it issues is audited); none for the monthly job. */
  actor?: AuditActor
  /** Stripe is configured: the email says the invoice can be paid by card or SEPA direct debit too. */
  onlinePayment?: boolean
}

/**
 * What an invoice's emails say of it (the issue and each reminder): the amount and due date, the
 * transfer's details with its structured reference, and the EPC QR code as an image; with Stripe
 * configured, that the billing page takes a card or a SEPA direct debit too (the checkout is started
 * there, signed in: a link in an email would outlive its Checkout Session).
 */
export async function invoiceEmailVars(
  row: InvoiceRow,
  language: UiLanguage,
  publicUrl: string,
  onlinePayment = false,
) {
  const pay = bankTransfer.instructions(row)
  const t = createTranslator(language, 'billing')
  const png = await qrPng(pay.qrPayload)
  return {
    name: row.buyer.name,
    url: `${publicUrl}/dashboard/billing${language === 'en' ? '' : `?lang=${language}`}`,
    reference: row.number,
    company: row.buyer.name,
    detail: [
      t('invoiceEmail.due', {
        amount: formatMoneyPlain(row.grossCents, language),
        due: formatDayPlain(row.dueOn, language),
      }),
      t('invoiceEmail.beneficiary', { name: pay.beneficiary }),
      t('invoiceEmail.iban', { iban: pay.iban }),
      t('invoiceEmail.bic', { bic: pay.bic }),
      t('invoiceEmail.reference', { reference: groupReference(pay.reference) }),
      ...(onlinePayment ? ['', t('invoiceEmail.online')] : []),
    ].join('\n'),
    image: { src: `data:image/png;base64,${png.toString('base64')}`, alt: t('invoiceEmail.qr') },
  }
}

/**
 * The month's invoices (issued once per provider and month, however often this runs), each emailed
 * to its provider in their language. Returns how many were issued.
 */
export async function runMonthlyInvoicing(deps: InvoiceRunDeps, month = luxembourgToday().slice(0, 7)) {
  const issued = await issueMonthlyInvoices(deps.db, month, undefined, deps.onListingsChanged, deps.actor)
  for (const row of issued) {
    if (!row.buyer.email) continue
    const language = await invoiceLanguage(deps.db, row.providerId)
    try {
      await deps.mailer.send({
        to: row.buyer.email,
        template: 'invoice-issued',
        language,
        vars: await invoiceEmailVars(row, language, deps.publicUrl, deps.onlinePayment),
      })
    } catch (error) {
      deps.log.error({ err: error, invoice: row.number }, 'could not send an invoice email')
    }
  }
  return issued.length
}
