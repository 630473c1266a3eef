import type { Database } from '@server/db/client'
import type { Mailer } from '@server/modules/mail/mailer'
import { formatDayPlain } from './day-text'
import { invoiceLanguage, issueMonthlyInvoices } from './invoices'
import { formatMoneyPlain } from './money-text'
import { todayInLuxembourg } from './periods'

export interface InvoiceRunDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  log: { error: (details: object, message: string) => void }
  /** A plan change moved a listing's tier (its premium badge shows in searches): forget cached answers. */
  onListingsChanged?: () => void
}

const DUE_TEXT = {
  en: (amount: string, due: string) => `${amount} incl. VAT, due on ${due}.`,
  fr: (amount: string, due: string) => `${amount} TTC, à régler avant le ${due}.`,
  de: (amount: string, due: string) => `${amount} inkl. MwSt., fällig am ${due}.`,
}

/**
 * The month's invoices (issued once per provider and month, however often this runs), each emailed
 * to its provider in their language. Returns how many were issued.
 */
export async function runMonthlyInvoicing(deps: InvoiceRunDeps, month = todayInLuxembourg().slice(0, 7)) {
  const issued = await issueMonthlyInvoices(deps.db, month, undefined, deps.onListingsChanged)
  for (const row of issued) {
    if (!row.buyer.email) continue
    const language = await invoiceLanguage(deps.db, row.providerId)
    try {
      await deps.mailer.send({
        to: row.buyer.email,
        template: 'invoice-issued',
        language,
        vars: {
          name: row.buyer.name,
          url: `${deps.publicUrl}/dashboard/billing${language === 'en' ? '' : `?lang=${language}`}`,
          reference: row.number,
          company: row.buyer.name,
          detail: DUE_TEXT[language](
            formatMoneyPlain(row.grossCents, language),
            formatDayPlain(row.dueOn, language),
          ),
        },
      })
    } catch (error) {
      deps.log.error({ err: error, invoice: row.number }, 'could not send an invoice email')
    }
  }
  return issued.length
}
