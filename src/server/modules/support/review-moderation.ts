import type { Database } from '@server/db/client'
import { review, supportEntry, supportTicket } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { refreshAggregates } from '@server/modules/providers/review-service'
import { listingContact, userContact } from '@server/modules/quotes/quote-recipients'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, eq, isNull } from 'drizzle-orm'
import { type SupportMailDeps, sendSupportEmail } from './support-emails'

export interface ModerationDeps extends SupportMailDeps {
  db: Database
  actor: AuditActor
  /** Clears the directory's caches here and, through the shared notice, on every instance. */
  onListingsChanged: () => void
}

interface Decision {
  reviewId: number
  reason: string
  ticketId?: number
}

/**
 * Hides (`hide: true`) or restores a review under the review policy, in one transaction: the review,
 * the provider's rating and count, the case's thread and clock when the decision answers one, and the
 * audit row. Then the caches are cleared and the author and the provider are told, each in their language.
 */
export async function moderateReview(deps: ModerationDeps, hide: boolean, decision: Decision) {
  const { reviewId, reason, ticketId } = decision
  const done = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: review.id, providerId: review.providerId, hiddenAt: review.hiddenAt })
      .from(review)
      .where(eq(review.id, reviewId))
      .for('update')
    if (!current) throw new DomainError('not_found', 404)
    if ((current.hiddenAt !== null) === hide) throw new DomainError('illegal_transition', 409)
    const now = new Date()
    const [changed] = await tx
      .update(review)
      .set(
        hide
          ? { hiddenAt: now, hiddenReason: reason, hiddenByUserId: deps.actor.userId }
          : { hiddenAt: null, hiddenReason: null, hiddenByUserId: null },
      )
      .where(eq(review.id, reviewId))
      .returning()
    if (!changed) throw new DomainError('not_found', 404)
    await refreshAggregates(tx, changed.providerId)
    if (ticketId !== undefined) {
      const [ticket] = await tx
        .update(supportTicket)
        .set({ updatedAt: now, status: 'open' })
        .where(eq(supportTicket.id, ticketId))
        .returning({ id: supportTicket.id })
      if (!ticket) throw new DomainError('not_found', 404)
      await tx
        .update(supportTicket)
        .set({ answeredAt: now })
        .where(and(eq(supportTicket.id, ticketId), isNull(supportTicket.answeredAt)))
      await tx.insert(supportEntry).values({
        ticketId,
        kind: 'event',
        authorUserId: deps.actor.userId,
        authorName: deps.actor.email ?? 'LuxPro',
        body: `${hide ? 'review.hide' : 'review.restore'}: ${reason}`,
        createdAt: now,
      })
    }
    await recordAudit(tx, deps.actor, {
      action: hide ? 'review.hide' : 'review.restore',
      targetType: 'review',
      targetId: reviewId,
      before: { hidden: !hide },
      after: { hidden: hide },
      details: { reason, providerId: changed.providerId, ...(ticketId ? { ticketId } : {}) },
    })
    return changed
  })
  deps.onListingsChanged()
  await tellAuthorAndProvider(deps, done, hide ? 'review-hidden' : 'review-restored', reason)
}

async function tellAuthorAndProvider(
  deps: ModerationDeps,
  row: typeof review.$inferSelect,
  template: 'review-hidden' | 'review-restored',
  reason: string,
) {
  const listing = await listingContact(deps.db, row.providerId)
  if (!listing) return
  const policy = (language: UiLanguage) =>
    new URL(`/review-policy${language === 'en' ? '' : `?lang=${language}`}`, deps.publicUrl).toString()
  const author = await userContact(deps.db, row.authorUserId)
  const vars = (name: string, language: UiLanguage) => ({
    name,
    url: policy(language),
    company: listing.company,
    detail: reason,
  })
  if (author)
    await sendSupportEmail(
      deps,
      () =>
        deps.mailer.send({
          to: author.email,
          userId: author.id,
          template,
          language: author.language,
          vars: vars(author.name, author.language),
        }),
      template,
    )
  const email = listing.listingEmail
  if (email) {
    const language = listing.language
    await sendSupportEmail(
      deps,
      () =>
        deps.mailer.send({
          to: email,
          userId: listing.ownerUserId,
          template,
          language,
          vars: vars(listing.company, language),
        }),
      template,
    )
  }
}
