import { quoteMessage } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { EmailTemplate } from '@server/modules/mail/templates'
import { loadRequest, type RequestContext } from '@server/modules/quotes/quote-context'
import { move } from '@server/modules/quotes/quote-moves'
import { type NotifyDeps, providerLink } from '@server/modules/quotes/quote-notify'
import { providerLanguage, userContact } from '@server/modules/quotes/quote-recipients'
import { jobTitle } from '@shared/quotes/job-title'
import { and, eq, isNull } from 'drizzle-orm'

export interface ModerationContext extends NotifyDeps {
  actor: AuditActor
}

const withLang = (url: string, language: string) =>
  language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`

/**
 * Tells both sides of a request what an admin did and why, each in their language: the customer
 * at their account, the provider at the listing's address (with the request's link).
 */
async function tellBothSides(
  deps: ModerationContext,
  context: RequestContext,
  template: EmailTemplate,
  reason: string,
) {
  const send = async (run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      deps.log.error({ err: error, template }, 'could not send a moderation email')
    }
  }
  const customer = await userContact(deps.db, context.request.customerUserId)
  if (customer)
    await send(() =>
      deps.mailer.send({
        to: customer.email,
        userId: customer.id,
        template,
        language: customer.language,
        vars: {
          name: customer.name,
          url: withLang(`${deps.publicUrl}/my-requests`, customer.language),
          project: jobTitle(context.project, customer.language),
          reason,
        },
      }),
    )
  const email = context.provider.email
  const language = providerLanguage(context.provider.ownerLanguage, context.provider.languages)
  if (email)
    await send(() =>
      deps.mailer.send({
        to: email,
        userId: context.provider.ownerUserId,
        template,
        language,
        vars: {
          name: context.provider.name,
          url: providerLink(deps, context),
          project: jobTitle(context.project, language),
          reason,
        },
      }),
    )
}

/**
 * Cancels a request for the customer (the state machine's admin cancel: pending or accepted),
 * audited in the same transaction; both sides are told why.
 */
export async function cancelRequestAsAdmin(deps: ModerationContext, requestId: number, reason: string) {
  const context = await deps.db.transaction(async (tx) => {
    const found = await loadRequest(tx, requestId)
    if (!found) throw new DomainError('not_found', 404)
    await move(tx, requestId, 'cancelled', 'admin', { cancelledAt: new Date() })
    await recordAudit(tx, deps.actor, {
      action: 'project.cancel',
      targetType: 'quote_request',
      targetId: requestId,
      before: { status: found.request.status },
      after: { status: 'cancelled' },
      details: { reason, projectId: found.project.id },
    })
    return found
  })
  await tellBothSides(deps, context, 'request-cancelled-by-admin', reason)
}

/** Hides an abusive message from both sides (its text stays for the record), audited; both are told. */
export async function hideMessage(deps: ModerationContext, messageId: number, reason: string) {
  const context = await deps.db.transaction(async (tx) => {
    const [hidden] = await tx
      .update(quoteMessage)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(and(eq(quoteMessage.id, messageId), isNull(quoteMessage.hiddenAt)))
      .returning({ requestId: quoteMessage.quoteRequestId, sender: quoteMessage.sender })
    if (!hidden) {
      const [exists] = await tx
        .select({ id: quoteMessage.id })
        .from(quoteMessage)
        .where(eq(quoteMessage.id, messageId))
      throw new DomainError(exists ? 'illegal_transition' : 'not_found', exists ? 409 : 404)
    }
    await recordAudit(tx, deps.actor, {
      action: 'message.hide',
      targetType: 'message',
      targetId: messageId,
      before: { hidden: false },
      after: { hidden: true },
      details: { reason, quoteRequestId: hidden.requestId, sender: hidden.sender },
    })
    return loadRequest(tx, hidden.requestId)
  })
  if (context) await tellBothSides(deps, context, 'message-hidden', reason)
}
