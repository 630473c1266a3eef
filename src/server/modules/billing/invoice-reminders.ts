import type { Database } from '@server/db/client'
import { invoice, invoiceReminder } from '@server/db/schema/index'
import type { Mailer } from '@server/modules/mail/mailer'
import { LAST_REMINDER_STEP, REMINDER_DAYS_AFTER_DUE, reminderStepToSend } from '@shared/billing/reminders'
import { luxembourgToday } from '@shared/format/date-time'
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import { invoiceEmailVars } from './invoice-run'
import { invoiceLanguage } from './invoices'
import { addDays } from './periods'

export interface ReminderRunDeps {
  db: Database
  /** A mailer writing to the outbox in the given transaction (the reminder's row and its email commit together). */
  mailerFor: (tx: Database) => Mailer
  publicUrl: string
  /** Stripe is configured: the reminder says the invoice can be paid by card or SEPA direct debit too. */
  onlinePayment?: boolean
  log: { error: (details: object, message: string) => void }
}

/**
 * Emails the reminder each unpaid invoice has reached by `today` (3, 14 and 30 days after its due
 * date), each step once per invoice. Returns how many it sent.
 */
export async function runInvoiceReminders(deps: ReminderRunDeps, today = luxembourgToday()) {
  const firstDue = addDays(today, -REMINDER_DAYS_AFTER_DUE[0])
  const late = await deps.db
    .select({ id: invoice.id, dueOn: invoice.dueOn })
    .from(invoice)
    .where(and(eq(invoice.status, 'issued'), lte(invoice.dueOn, firstDue)))
    .orderBy(asc(invoice.dueOn), asc(invoice.id))
  if (late.length === 0) return 0
  const sent = await deps.db
    .select({ invoiceId: invoiceReminder.invoiceId, step: invoiceReminder.step })
    .from(invoiceReminder)
    .where(
      inArray(
        invoiceReminder.invoiceId,
        late.map((row) => row.id),
      ),
    )
  const stepsOf = new Map<number, number[]>()
  for (const row of sent) stepsOf.set(row.invoiceId, [...(stepsOf.get(row.invoiceId) ?? []), row.step])
  let count = 0
  for (const row of late) {
    const step = reminderStepToSend(row.dueOn, today, stepsOf.get(row.id) ?? [])
    if (step === null) continue
    try {
      if (await sendReminder(deps, row.id, step, today)) count++
    } catch (error) {
      // One invoice's failure (an address the renderer refuses) leaves the others to go out.
      deps.log.error({ err: error, invoiceId: row.id, step }, 'could not send an invoice reminder')
    }
  }
  return count
}

/**
 * One reminder, in one transaction: the invoice is locked and must still be unpaid (a payment
 * recorded meanwhile waits for this transaction or wins before it, so no reminder follows a payment),
 * the (invoice, step) row is claimed (a second instance or a retry finds it taken and sends nothing),
 * and the email is queued in the outbox with it.
 */
async function sendReminder(deps: ReminderRunDeps, invoiceId: number, step: number, today: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoice)
      .where(and(eq(invoice.id, invoiceId), eq(invoice.status, 'issued')))
      .for('update')
    if (!row?.buyer.email) return false
    const language = await invoiceLanguage(tx as unknown as Database, row.providerId)
    const [claimed] = await tx
      .insert(invoiceReminder)
      .values({ invoiceId, step, sentOn: today, language })
      .onConflictDoNothing()
      .returning({ id: invoiceReminder.id })
    if (!claimed) return false
    await deps.mailerFor(tx as unknown as Database).send({
      to: row.buyer.email,
      template: step === LAST_REMINDER_STEP ? 'invoice-final-reminder' : 'invoice-reminder',
      language,
      vars: await invoiceEmailVars(row, language, deps.publicUrl, deps.onlinePayment),
    })
    return true
  })
}
