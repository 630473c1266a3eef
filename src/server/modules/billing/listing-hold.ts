import { invoice, invoiceReminder, listingHold, provider } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, type Executor, recordAudit } from '@server/modules/audit/audit-log'
import { LAST_REMINDER_STEP } from '@shared/billing/reminders'
import { and, eq } from 'drizzle-orm'

/**
 * An admin's decision once an invoice's last reminder went unanswered: the business's listing leaves
 * the directory and matching (its status, the listing state every public query reads, becomes
 * 'inactive') until the invoice is paid. The account is untouched: its owner still signs in and pays.
 */
export async function hideListingUntilPaid(db: Executor, invoiceId: number, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoice).where(eq(invoice.id, invoiceId)).for('update')
    if (!row) throw new DomainError('invoice_not_found', 404)
    const [lastReminder] = await tx
      .select({ id: invoiceReminder.id })
      .from(invoiceReminder)
      .where(and(eq(invoiceReminder.invoiceId, invoiceId), eq(invoiceReminder.step, LAST_REMINDER_STEP)))
    if (row.status !== 'issued' || !lastReminder || row.providerId === null)
      throw new DomainError('listing_hold_refused', 409)
    const [listed] = await tx
      .update(provider)
      .set({ status: 'inactive' })
      .where(and(eq(provider.id, row.providerId), eq(provider.status, 'active')))
      .returning({ id: provider.id })
    // Already hidden (by this decision or an admin's deactivation): nothing to hold.
    if (!listed) throw new DomainError('listing_hold_refused', 409)
    await tx.insert(listingHold).values({ providerId: listed.id, invoiceId, hiddenByUserId: actor.userId })
    await recordAudit(tx, actor, {
      action: 'provider.hide_until_paid',
      targetType: 'provider',
      targetId: listed.id,
      before: { status: 'active' },
      after: { status: 'inactive' },
      details: { invoiceId, number: row.number },
    })
    return { providerId: listed.id }
  })
}

/**
 * The listing held for `invoiceId` is listed again and its hold ends, audited for `actor`: an
 * admin's "Restore visibility", the system when the invoice's payment is recorded, or a credit note
 * that credits it in full. Returns the
 * provider listed again, or null when no listing was held for that invoice.
 */
export async function releaseListingHold(
  db: Executor,
  invoiceId: number,
  by: {
    actor: AuditActor
    action: 'provider.restore_visibility' | 'provider.restore_on_payment' | 'provider.restore_on_credit'
  },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [hold] = await tx.delete(listingHold).where(eq(listingHold.invoiceId, invoiceId)).returning()
    if (!hold) return null
    await tx
      .update(provider)
      .set({ status: 'active' })
      .where(and(eq(provider.id, hold.providerId), eq(provider.status, 'inactive')))
    await recordAudit(tx, by.actor, {
      action: by.action,
      targetType: 'provider',
      targetId: hold.providerId,
      before: { status: 'inactive' },
      after: { status: 'active' },
      details: { invoiceId },
    })
    return hold.providerId
  })
}

/** An admin's "Restore visibility": 409 when the invoice holds no listing. */
export async function restoreListingVisibility(db: Executor, invoiceId: number, actor: AuditActor) {
  const providerId = await releaseListingHold(db, invoiceId, { actor, action: 'provider.restore_visibility' })
  if (providerId === null) throw new DomainError('listing_not_hidden', 409)
  return { providerId }
}
